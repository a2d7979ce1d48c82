/**
 * Turns a trading script (who bought or sold how much, when, against the pool or a resting offer) into
 * validated ledgers in rippled's metadata shape, keeping every balance consistent from one trade to the next.
 */
import type { ValidatedLedger, ValidatedTx } from '../../src/indexer/ledger-json.js';
import { accountRoot, offerNode, rippleState, validatedTx } from './meta-builders.js';

export interface ScriptTrade {
  readonly who: string;
  readonly side: 'buy' | 'sell';
  /** Whole XRP paid (buy) or received (sell). */
  readonly xrp: bigint;
  /** Whole tokens received (buy) or given (sell). */
  readonly tokens: bigint;
  readonly currency: string;
  /** The owner of the offer crossed; the token's AMM pool when absent. */
  readonly maker?: string;
}

export interface Market {
  readonly issuer: string;
  readonly amm: string;
  readonly poolXrp: bigint;
  readonly poolTokens: bigint;
}

const DROPS = 1_000_000n;
const FEE = 12n;
const START_DROPS = 10_000n * DROPS;
const AMM_ID = { AMMID: 'EF'.repeat(32) };

export class TradingScript {
  private readonly xrp = new Map<string, bigint>();
  private readonly tokens = new Map<string, bigint>();
  private nextIndex = 100;

  constructor(private readonly markets: Readonly<Record<string, Market>>) {
    for (const [currency, m] of Object.entries(markets)) {
      this.xrp.set(m.amm, m.poolXrp * DROPS);
      this.tokens.set(`${m.amm}|${currency}`, m.poolTokens);
    }
  }

  /** A holder that owned tokens before the script starts (a maker's stock). */
  holds(account: string, currency: string, tokens: bigint): this {
    this.tokens.set(`${account}|${currency}`, tokens);
    return this;
  }

  /** The next ledger, closed at `closeTime` (Unix seconds), with these trades in order. */
  ledger(closeTime: number, trades: readonly ScriptTrade[]): ValidatedLedger {
    const index = this.nextIndex++;
    return {
      ledgerIndex: index,
      ledgerHash: index.toString(16).toUpperCase().padStart(64, '0'),
      closeTime,
      transactions: trades.map((trade, i) => {
        const tx = this.trade(trade);
        return { ...tx, meta: { ...tx.meta, TransactionIndex: i } };
      }),
    };
  }

  private trade(t: ScriptTrade): ValidatedTx {
    const market = this.markets[t.currency];
    if (!market) throw new Error(`no market for ${t.currency}`);
    const sign = t.side === 'buy' ? 1n : -1n;
    const counterparty = t.maker ?? market.amm;
    const nodes = [
      this.xrpNode(t.who, -sign * t.xrp * DROPS - FEE),
      this.lineNode(t.who, t.currency, market, sign * t.tokens),
      this.xrpNode(counterparty, sign * t.xrp * DROPS, t.maker ? {} : AMM_ID),
      this.lineNode(counterparty, t.currency, market, -sign * t.tokens),
      ...(t.maker ? [offerNode(t.maker, 'modified')] : []),
    ];
    const type = t.maker
      ? { TransactionType: 'OfferCreate' }
      : { TransactionType: 'Payment', Destination: t.who };
    return validatedTx({ ...type, Account: t.who }, nodes);
  }

  private xrpNode(account: string, delta: bigint, extra: Record<string, unknown> = {}) {
    const before = this.xrp.get(account) ?? START_DROPS;
    this.xrp.set(account, before + delta);
    return accountRoot(account, before, before + delta, extra);
  }

  /** A holder's line with the issuer; the pool's line is written from the issuer's side, as rippled does. */
  private lineNode(holder: string, currency: string, market: Market, delta: bigint) {
    const key = `${holder}|${currency}`;
    const before = this.tokens.get(key);
    const after = (before ?? 0n) + delta;
    this.tokens.set(key, after);
    if (holder === market.amm) {
      const [b, a] = [`-${before ?? 0n}`, `-${after}`];
      return rippleState({ low: market.issuer, high: holder, currency, before: b, after: a });
    }
    return rippleState({
      low: holder,
      high: market.issuer,
      currency,
      ...(before === undefined ? {} : { before: String(before) }),
      after: String(after),
      lowLimit: '1000000000',
    });
  }
}
