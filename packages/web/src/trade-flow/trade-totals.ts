/**
 * The review of a buy, sell or swap (issue 16), read from the decoded transactions and the server's quote:
 * - you pay: one total per currency of all that leaves the wallet (the amount, every XRP fee payment, the
 *   owed fee and the network fees; for a sell, whose fees come out of the XRP it brings, the tokens and any
 *   owed fee);
 * - you receive: the quote (what the wallet holds more afterwards, net of the burn-back and the fees), and the
 *   least the signed offer accepts after slippage, net the same way;
 * - the price impact: the execution price the quote implies, before the pool's trading fee, against the pool's
 *   price before the trade; neither slippage nor any fee is in it.
 */
import {
  type IssuedAmount,
  type SignableBase,
  TRADE_REVIEW_TEXT,
  isIssuedAmount,
  dropsOf,
  tokenValue,
} from '@horizon/core';
import { IssuedValue, dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { amountText, feePercent } from './preview-lines.js';
import { type PoolFacts, buyImpact, sellImpact } from './price-impact.js';
import type { PreviewLine } from './preview.js';
import type { RoleTx, TradeIntent } from './types.js';

export interface TradeTotals {
  readonly pay: readonly PreviewLine[];
  readonly receive: readonly PreviewLine[];
  /** The pool's own fee, as its own line. */
  readonly poolFee: PreviewLine | null;
  readonly priceImpactPercent: string | null;
}

const OFFER_ROLES = new Set(['buy', 'sell', 'swap']);
const line = (label: string, amount: string): PreviewLine => ({ label, amount });
const issued = (like: IssuedAmount, value: IssuedValue) => amountText({ ...like, value: value.toString() });

/** Network fees of the transactions (all, or those of `roles`), in drops. */
function networkDrops(txs: readonly RoleTx[], except: ReadonlySet<string> = new Set()): bigint {
  return txs.reduce((sum, { role, tx }) => sum + (except.has(role) ? 0n : (dropsOf(tx.Fee) ?? 0n)), 0n);
}

/** XRP the payments of these roles send, in drops. */
function paidDrops(txs: readonly RoleTx[], roles: readonly string[]): bigint {
  return txs.reduce(
    (sum, { role, tx }) => sum + (roles.includes(role) ? (dropsOf(tx['Amount']) ?? 0n) : 0n),
    0n,
  );
}

function burnOf(txs: readonly RoleTx[]): IssuedValue {
  const amount = txs.find((t) => t.role === 'burn_back')?.tx['Amount'];
  return isIssuedAmount(amount) ? tokenValue(amount.value) : IssuedValue.zero;
}

export interface TotalsMarket {
  /** The server's quote for this trade: what the wallet holds more afterwards (tokens, or XRP for a sell). */
  readonly expectedReceived?: string | undefined;
  readonly pool?: PoolFacts | undefined;
}

/** The totals of a buy, sell or swap; null for any other flow. */
export function tradeTotals(
  intent: TradeIntent,
  txs: readonly RoleTx[],
  market: TotalsMarket,
): TradeTotals | null {
  const offer: SignableBase | undefined = txs.find((t) => OFFER_ROLES.has(t.role))?.tx;
  if (!offer || !['buy', 'sell', 'swap'].includes(intent.kind)) return null;
  const gets = offer['TakerGets'];
  const pays = offer['TakerPays'];
  const burn = burnOf(txs);
  const pool = market.pool;
  const poolFee = pool ? line(TRADE_REVIEW_TEXT.poolFee, feePercent(pool.feeUnits)) : null;
  const expected = market.expectedReceived;
  if (intent.kind === 'sell' && isIssuedAmount(gets)) {
    const own = networkDrops(txs, new Set(['owed_fee']));
    const fees = paidDrops(txs, ['fee', 'referral_fee']);
    const owed = paidDrops(txs, ['owed_fee']) + networkDrops(txs) - own;
    const least = (dropsOf(pays) ?? 0n) - fees - own;
    const gross = expected === undefined ? undefined : xrpToDrops(expected) + fees + own;
    return {
      pay: [
        line(TRADE_REVIEW_TEXT.youPay, issued(gets, tokenValue(gets.value).add(burn))),
        ...(owed > 0n ? [line(TRADE_REVIEW_TEXT.youPay, `${dropsToXrp(owed)} XRP`)] : []),
      ],
      receive: [
        ...(expected === undefined ? [] : [line(TRADE_REVIEW_TEXT.youReceive, `${expected} XRP`)]),
        line(TRADE_REVIEW_TEXT.youReceiveAtLeast, `${dropsToXrp(least > 0n ? least : 0n)} XRP`),
      ],
      poolFee,
      priceImpactPercent:
        pool && gross !== undefined ? sellImpact(tokenValue(gets.value), gross, pool) : null,
    };
  }
  if (!isIssuedAmount(pays)) return null;
  const xrpOut =
    (dropsOf(gets) ?? 0n) + paidDrops(txs, ['fee', 'referral_fee', 'owed_fee']) + networkDrops(txs);
  const tokensIn = isIssuedAmount(gets) ? [line(TRADE_REVIEW_TEXT.youPay, amountText(gets))] : [];
  const least = tokenValue(pays.value).sub(burn);
  const inDrops = dropsOf(gets);
  return {
    pay: [...tokensIn, line(TRADE_REVIEW_TEXT.youPay, `${dropsToXrp(xrpOut)} XRP`)],
    receive: [
      ...(expected === undefined
        ? []
        : [line(TRADE_REVIEW_TEXT.youReceive, issued(pays, tokenValue(expected)))]),
      line(TRADE_REVIEW_TEXT.youReceiveAtLeast, issued(pays, least)),
    ],
    poolFee: intent.kind === 'buy' ? poolFee : null,
    // A swap crosses two pools: its impact is left out rather than told against one of them.
    priceImpactPercent:
      intent.kind === 'buy' && pool && expected !== undefined && inDrops !== undefined
        ? buyImpact(inDrops, tokenValue(expected).add(burn), pool)
        : null,
  };
}
