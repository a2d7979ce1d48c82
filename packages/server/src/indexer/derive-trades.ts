/**
 * Trades, transfers and AMM liquidity events of one transaction, from its balance changes: any account whose
 * XRP went one way and exactly one token the other traded that token; one token out and another in with no
 * XRP is a token-to-token swap, kept as a sell leg and a buy leg.
 */
import { type Dec, ZERO, add, decFromDrops, dec, isZero, neg, signum } from './decimal.js';
import { type TxChanges, isLpTokenId, tokenIdOf, txChanges } from './balance-changes.js';
import type { Fields, ValidatedTx } from './ledger-json.js';

export type TradeSide = 'buy' | 'sell';

export interface DerivedTrade {
  readonly txHash: string;
  readonly account: string;
  readonly tokenId: string;
  readonly side: TradeSide;
  /** XRP paid (buy) or received (sell); null for a swap leg no XRP passed through (valued later by price). */
  readonly xrpDrops: bigint | null;
  readonly tokenAmount: Dec;
  /** The transaction's sender takes; an offer owner it crossed makes. Volume counts takers only. */
  readonly role: 'taker' | 'maker';
  readonly kind: 'trade' | 'swap';
}

export interface DerivedTransfer {
  readonly txHash: string;
  readonly from: string;
  readonly to: string;
  /** null for XRP. */
  readonly tokenId: string | null;
  /** In XRP (not drops) or token units. */
  readonly amount: Dec;
}

export interface AmmEvent {
  readonly txHash: string;
  readonly account: string;
  readonly kind: 'create' | 'deposit' | 'withdraw';
  readonly ammAccount: string | null;
  /** The pool's token (null when the event touched none). */
  readonly tokenId: string | null;
  /** From the account's side: negative = put into the pool. */
  readonly xrpDrops: bigint;
  readonly tokenAmount: Dec;
  readonly lpTokens: Dec;
}

export interface TxDerivation {
  readonly changes: TxChanges;
  readonly trades: DerivedTrade[];
  readonly transfers: DerivedTransfer[];
  readonly ammEvents: AmmEvent[];
}

interface Delivered {
  readonly tokenId: string | null;
  readonly amount: Dec;
  readonly drops: bigint;
}

function deliveredOf(tx: ValidatedTx): Delivered | undefined {
  const raw = tx.meta['delivered_amount'] ?? tx.meta['DeliveredAmount'];
  if (raw === undefined || raw === 'unavailable') return undefined;
  if (typeof raw === 'string')
    return { tokenId: null, amount: decFromDrops(BigInt(raw)), drops: BigInt(raw) };
  const amount = raw as Fields;
  const tokenId = tokenIdOf(String(amount['currency']), String(amount['issuer']));
  return { tokenId, amount: dec(String(amount['value'])), drops: 0n };
}

function tokenDelta(changes: TxChanges, account: string, tokenId: string): Dec {
  return changes.tokens.get(account)?.get(tokenId) ?? ZERO;
}

function shiftToken(changes: TxChanges, account: string, tokenId: string, delta: Dec): void {
  let held = changes.tokens.get(account);
  if (!held) changes.tokens.set(account, (held = new Map()));
  const next = add(held.get(tokenId) ?? ZERO, delta);
  if (isZero(next)) held.delete(tokenId);
  else held.set(tokenId, next);
}

function shiftXrp(changes: TxChanges, account: string, drops: bigint): void {
  const next = (changes.xrp.get(account) ?? 0n) + drops;
  if (next === 0n) changes.xrp.delete(account);
  else changes.xrp.set(account, next);
}

/**
 * A payment to someone else moves value from sender to destination. When the sender paid in another asset
 * (a conversion), the sender is the one who traded: it is credited what was delivered, then sends it on.
 */
function paymentTransfers(tx: ValidatedTx, changes: TxChanges): DerivedTransfer[] {
  const type = tx.tx['TransactionType'];
  if (type !== 'Payment' && type !== 'AccountDelete') return [];
  const from = String(tx.tx['Account']);
  const to = String(tx.tx['Destination']);
  const delivered = deliveredOf(tx);
  if (!delivered || from === to) return [];
  const sentSameAsset =
    delivered.tokenId === null
      ? (changes.xrp.get(from) ?? 0n) < 0n
      : signum(tokenDelta(changes, from, delivered.tokenId)) < 0;
  const issuedByFrom = delivered.tokenId?.endsWith(`:${from}`) ?? false;
  if (!sentSameAsset && !issuedByFrom) {
    if (delivered.tokenId === null) {
      shiftXrp(changes, from, delivered.drops);
      shiftXrp(changes, to, -delivered.drops);
    } else if (!delivered.tokenId.endsWith(`:${to}`)) {
      shiftToken(changes, from, delivered.tokenId, delivered.amount);
      shiftToken(changes, to, delivered.tokenId, neg(delivered.amount));
    }
  }
  return [{ txHash: tx.hash, from, to, tokenId: delivered.tokenId, amount: delivered.amount }];
}

/** XRP that passed through a bridge: what accounts other than the trader gained. */
function bridgedXrp(changes: TxChanges, trader: string): bigint {
  let total = 0n;
  for (const [account, drops] of changes.xrp) if (account !== trader && drops > 0n) total += drops;
  return total;
}

function accountTrades(tx: ValidatedTx, changes: TxChanges, account: string): DerivedTrade[] {
  const held = [...(changes.tokens.get(account) ?? new Map<string, Dec>())].filter(
    ([tokenId, delta]) => !isLpTokenId(tokenId) && !isZero(delta),
  );
  const xrp = changes.xrp.get(account) ?? 0n;
  const role = account === tx.tx['Account'] ? 'taker' : 'maker';
  const base = { txHash: tx.hash, account, role } as const;
  if (held.length === 1 && xrp !== 0n) {
    const [tokenId, delta] = held[0] as [string, Dec];
    if (signum(delta) === (xrp < 0n ? 1 : -1)) {
      const side = xrp < 0n ? 'buy' : 'sell';
      const drops = xrp < 0n ? -xrp : xrp;
      const tokenAmount = side === 'buy' ? delta : neg(delta);
      return [{ ...base, tokenId, side, xrpDrops: drops, tokenAmount, kind: 'trade' }];
    }
  }
  if (held.length === 2 && xrp === 0n) {
    const [[soldId, soldDelta], [boughtId, boughtDelta]] = (
      signum((held[0] as [string, Dec])[1]) < 0 ? held : [held[1], held[0]]
    ) as [[string, Dec], [string, Dec]];
    if (signum(soldDelta) < 0 && signum(boughtDelta) > 0) {
      const bridged = bridgedXrp(changes, account);
      const drops = bridged > 0n ? bridged : null;
      return [
        {
          ...base,
          tokenId: soldId,
          side: 'sell',
          xrpDrops: drops,
          tokenAmount: neg(soldDelta),
          kind: 'swap',
        },
        { ...base, tokenId: boughtId, side: 'buy', xrpDrops: drops, tokenAmount: boughtDelta, kind: 'swap' },
      ];
    }
  }
  return [];
}

const AMM_KINDS: Record<string, AmmEvent['kind']> = {
  AMMCreate: 'create',
  AMMDeposit: 'deposit',
  AMMWithdraw: 'withdraw',
};

function ammEvent(tx: ValidatedTx, changes: TxChanges): AmmEvent | undefined {
  const kind = AMM_KINDS[String(tx.tx['TransactionType'])];
  if (!kind) return undefined;
  const account = String(tx.tx['Account']);
  const [ammAccount] = [...changes.ammAccounts];
  const held = [...(changes.tokens.get(account) ?? new Map<string, Dec>())];
  const lp = held.find(([tokenId]) => isLpTokenId(tokenId));
  const token = held.find(([tokenId]) => !isLpTokenId(tokenId));
  const poolToken = ammAccount === undefined ? undefined : changes.pools.get(ammAccount)?.tokenId;
  return {
    txHash: tx.hash,
    account,
    kind,
    ammAccount: ammAccount ?? null,
    tokenId: token?.[0] ?? poolToken ?? null,
    xrpDrops: changes.xrp.get(account) ?? 0n,
    tokenAmount: token?.[1] ?? ZERO,
    lpTokens: lp?.[1] ?? ZERO,
  };
}

/** Everything the indexer derives from one validated transaction. */
export function deriveTx(tx: ValidatedTx): TxDerivation {
  const changes = txChanges(tx);
  const succeeded = tx.meta['TransactionResult'] === 'tesSUCCESS';
  const transfers = succeeded ? paymentTransfers(tx, changes) : [];
  const trades: DerivedTrade[] = [];
  const accounts = new Set([...changes.xrp.keys(), ...changes.tokens.keys()]);
  for (const account of accounts) {
    if (changes.ammAccounts.has(account)) continue;
    trades.push(...accountTrades(tx, changes, account));
  }
  const event = succeeded ? ammEvent(tx, changes) : undefined;
  return { changes, trades, transfers, ammEvents: event ? [event] : [] };
}
