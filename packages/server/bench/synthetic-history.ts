/**
 * A synthetic validated history: ledgers of AMM buys and sells by many traders across many tokens, in the
 * exact JSON shape rippled's `ledger` (API v2, expanded) answers, with consistent balances.
 */
import { encodeAccountID } from 'ripple-address-codec';
import type { ValidatedLedger, ValidatedTx } from '../src/indexer/ledger-json.js';

export interface HistoryShape {
  readonly ledgers: number;
  readonly txPerLedger: number;
  readonly tokens: number;
  readonly traders: number;
}

/** Valid classic addresses from made-up account ids (no key derivation: setup stays out of the timing). */
function addresses(count: number, salt: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = new Uint8Array(20);
    new DataView(id.buffer).setUint32(0, i);
    id[19] = salt;
    out.push(encodeAccountID(id));
  }
  return out;
}

const hex64 = (n: number, tag: string) =>
  tag +
  n
    .toString(16)
    .toUpperCase()
    .padStart(64 - tag.length, '0');
const TICKERS = (i: number) => `T${i.toString(36).toUpperCase().padStart(2, '0')}`;

function line(low: string, high: string, currency: string, before: string, after: string) {
  return {
    ModifiedNode: {
      LedgerEntryType: 'RippleState',
      LedgerIndex: hex64(low.length + high.length, 'B'),
      FinalFields: {
        Balance: { currency, issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: after },
        Flags: 0,
        HighLimit: { currency, issuer: high, value: '0' },
        LowLimit: { currency, issuer: low, value: '1000000000' },
      },
      PreviousFields: { Balance: { currency, issuer: 'rrrrrrrrrrrrrrrrrrrrBZbvji', value: before } },
    },
  };
}

function root(account: string, before: bigint, after: bigint, amm: boolean) {
  return {
    ModifiedNode: {
      LedgerEntryType: 'AccountRoot',
      LedgerIndex: hex64(account.length, 'A'),
      FinalFields: {
        Account: account,
        Balance: String(after),
        Flags: 0,
        OwnerCount: 1,
        Sequence: 1,
        ...(amm ? { AMMID: 'C'.repeat(64) } : {}),
      },
      PreviousFields: { Balance: String(before) },
    },
  };
}

function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new RangeError(`No item ${i}`);
  return value;
}

interface Pool {
  readonly issuer: string;
  readonly amm: string;
  readonly currency: string;
  xrp: bigint;
  tokens: bigint;
}

/** Yields the ledgers one by one (the whole history never sits in memory). */
export function* syntheticHistory(shape: HistoryShape): Generator<ValidatedLedger> {
  const traders = addresses(shape.traders, 1).map((address) => ({ address, xrp: 100_000_000_000n }));
  const issuers = addresses(shape.tokens, 2);
  const amms = addresses(shape.tokens, 3);
  const pools: Pool[] = issuers.map((issuer, k) => ({
    issuer,
    amm: at(amms, k),
    currency: TICKERS(k),
    xrp: 10_000_000_000n,
    tokens: 1_000_000n,
  }));
  const held = new Map<string, bigint>();
  let seq = 0;
  for (let l = 0; l < shape.ledgers; l++) {
    const transactions: ValidatedTx[] = [];
    for (let i = 0; i < shape.txPerLedger; i++) {
      seq += 1;
      const trader = at(traders, (seq * 7919) % shape.traders);
      const pool = at(pools, (seq * 104729) % shape.tokens);
      const key = `${trader.address}|${pool.currency}`;
      const tokens = held.get(key) ?? 0n;
      const sell = tokens > 0n && seq % 3 === 0;
      const amount = sell ? tokens : BigInt(1 + (seq % 50));
      const drops = (amount * pool.xrp) / (pool.tokens + (sell ? amount : 0n));
      const sign = sell ? 1n : -1n;
      const nodes = [
        root(trader.address, trader.xrp, trader.xrp + sign * drops - 12n, false),
        line(trader.address, pool.issuer, pool.currency, String(tokens), String(tokens - sign * amount)),
        root(pool.amm, pool.xrp, pool.xrp - sign * drops, true),
        line(pool.issuer, pool.amm, pool.currency, `-${pool.tokens}`, `-${pool.tokens + sign * amount}`),
      ];
      trader.xrp += sign * drops - 12n;
      pool.xrp -= sign * drops;
      pool.tokens += sign * amount;
      held.set(key, tokens - sign * amount);
      transactions.push({
        hash: hex64(seq, 'E'),
        tx: { TransactionType: 'Payment', Account: trader.address, Destination: trader.address, Fee: '12' },
        meta: { TransactionIndex: i, TransactionResult: 'tesSUCCESS', AffectedNodes: nodes },
      });
    }
    yield {
      ledgerIndex: 1000 + l,
      ledgerHash: hex64(l, 'D'),
      closeTime: 1_736_942_400 + l * 4,
      transactions,
    };
  }
}
