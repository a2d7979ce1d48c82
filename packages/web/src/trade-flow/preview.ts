/**
 * The preview shown before signing, built from the decoded transactions: what leaves the wallet, the least
 * that arrives, each fee payment, the network fees, and the price impact against the token's spot price.
 */
import { IssuedValue, dropsToXrp } from '@horizon/protocol';
import type { SignableBase } from '@horizon/core';
import { OWED_FEE_TEXT, isIssuedAmount, dropsOf, tokenValue } from '@horizon/core';
import { amountText, mainLines } from './preview-lines.js';
import type { SimulatedOutcome } from './simulation.js';
import type { RoleTx, TradeIntent } from './types.js';
import { type PoolFacts, spotImpact } from './price-impact.js';
import { type TradeTotals, tradeTotals } from './trade-totals.js';
import { reviewTotal } from './review-total.js';

export interface PreviewLine {
  readonly label: string;
  /** Exact amount text with its unit, e.g. '10 XRP' or '1234.5 HRZ'. */
  readonly amount: string;
}

export interface TradePreview {
  readonly title: string;
  /** The action previewed: the done view names its result by it. */
  readonly kind: TradeIntent['kind'];
  readonly leaving: readonly PreviewLine[];
  readonly arriving: readonly PreviewLine[];
  readonly fees: readonly PreviewLine[];
  readonly networkFeeXrp: string;
  /** Percent with 2 decimals, e.g. '1.25', when a spot price is known. */
  readonly priceImpactPercent: string | null;
  /** A buy, sell or swap: you pay in all, you receive (≈ and at least), the pool's fee. */
  readonly totals: TradeTotals | null;
  /** Any other flow: all that leaves the wallet, one line per currency, fees included. */
  readonly total: readonly PreviewLine[];
  readonly transactionCount: number;
  /** The ledger's simulate of a single-transaction flow, when the ledger answered. */
  readonly simulation?: SimulatedOutcome;
}

export interface PreviewMarket {
  /** The token's spot price in XRP per token (token page): a limit order's price is told against it. */
  readonly spotPriceXrp?: string;
  /** The server's quote of this trade: what the wallet holds more afterwards. */
  readonly expectedReceived?: string | undefined;
  /** The token's XRP pool before the trade: a market trade's price impact is told against it. */
  readonly pool?: PoolFacts | undefined;
}

const FEE_LABELS: Readonly<Record<string, string>> = {
  fee: 'Trading fee (treasury)',
  referral_fee: 'Referral fee',
  burn_back: 'Burn (sent back to the issuer)',
  owed_fee: OWED_FEE_TEXT.previewLabel,
};

const TITLES: Readonly<Record<TradeIntent['kind'], string>> = {
  buy: 'Buy',
  sell: 'Sell',
  swap: 'Swap',
  limitOrder: 'Limit order',
  cancelOrder: 'Cancel order',
  sendXrp: 'Send XRP',
  sendToken: 'Send token',
  trustlineSet: 'Set trustline',
  trustlineClear: 'Clear trustline',
  trustlineClearAll: 'Clear all trustlines',
  ammDeposit: 'Deposit to pool',
  ammWithdraw: 'Withdraw from pool',
  ammVote: 'Vote on the pool fee',
};

function impact(main: SignableBase | undefined, market: PreviewMarket): string | null {
  if (!main || main.TransactionType !== 'OfferCreate' || market.spotPriceXrp === undefined) return null;
  const gets = main['TakerGets'];
  const pays = main['TakerPays'];
  const xrpSide = dropsOf(gets) ?? dropsOf(pays);
  const tokenSide = isIssuedAmount(gets) ? gets : isIssuedAmount(pays) ? pays : undefined;
  if (xrpSide === undefined || tokenSide === undefined) return null;
  return spotImpact(
    xrpSide,
    tokenValue(tokenSide.value),
    IssuedValue.fromDecimalRounded(market.spotPriceXrp),
  );
}

const MAIN_ROLES = new Set(['buy', 'sell', 'swap', 'limit_order', 'single']);

export function buildPreview(
  intent: TradeIntent,
  txs: readonly RoleTx[],
  market: PreviewMarket = {},
): TradePreview {
  const main = txs.find((t) => MAIN_ROLES.has(t.role))?.tx;
  const lines = main ? mainLines(main) : { leaving: [], arriving: [] };
  const fees = txs.flatMap(({ role, tx }) =>
    FEE_LABELS[role] === undefined ? [] : [{ label: FEE_LABELS[role], amount: amountText(tx['Amount']) }],
  );
  const trustline = txs.some((t) => t.role === 'trustline' || t.role === 'trustline_to');
  const network = txs.reduce((sum, { tx }) => sum + (dropsOf(tx.Fee) ?? 0n), 0n);
  const totals = tradeTotals(intent, txs, market);
  return {
    title: TITLES[intent.kind],
    kind: intent.kind,
    leaving: lines.leaving,
    arriving: trustline
      ? [...lines.arriving, { label: 'Trustline set first', amount: 'reserve 0.2 XRP' }]
      : lines.arriving,
    fees,
    networkFeeXrp: dropsToXrp(network),
    priceImpactPercent: totals ? totals.priceImpactPercent : impact(main, market),
    totals,
    total: totals ? [] : reviewTotal(intent, txs),
    transactionCount: txs.length,
  };
}
