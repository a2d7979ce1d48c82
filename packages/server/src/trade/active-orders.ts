/**
 * get_active_orders: the wallet's offers on the validated ledger, with what each has filled. An order placed
 * through Horizon is compared with the OfferCreate this server relayed (its original amounts and hash); any
 * other offer counts from what rests on the book now.
 */
import {
  type ActiveOrder,
  type Decimal,
  formatTokenId,
  percentOf,
  requireDecimal,
  scaleExactly,
  transactionFacts,
} from '@horizon/core';
import { type Amount, IssuedValue, dropsToXrp, rateValue, offerRate } from '@horizon/protocol';
import { decode } from 'ripple-binary-codec';
import { amountFromJson } from '@horizon/protocol';
import type { AccountOffer } from '../relay/index.js';
import { plainValue } from './amounts.js';
import type { TradeContext } from './context.js';

interface Placed {
  readonly hash: string;
  readonly gets: Amount;
  readonly pays: Amount;
}

async function placedOrders(ctx: TradeContext, address: string): Promise<Map<number, Placed>> {
  const rows = await ctx.db.query<{ tx_hash: string; sequence: bigint | number; signing_fields: string }>(
    `SELECT r.tx_hash, t.sequence, t.signing_fields FROM relayed_transactions r
     JOIN issued_transactions t ON t.request_id = r.request_id AND t.position = r.position
     JOIN issued_requests q ON q.id = r.request_id
     WHERE q.kind = 'limit_order' AND t.role = 'limit_order' AND q.classic_address = $1
       AND r.state = 'validated' AND r.engine_result = 'tesSUCCESS'`,
    [address],
  );
  return new Map(
    rows.map((row) => {
      const offer = transactionFacts(decode(row.signing_fields));
      const placed = {
        hash: row.tx_hash,
        gets: amountFromJson(offer.takerGets),
        pays: amountFromJson(offer.takerPays),
      };
      return [Number(row.sequence), placed];
    }),
  );
}

function sides(gets: Amount, pays: Amount) {
  const sell = gets.kind === 'issued';
  const token = sell ? gets : pays;
  const xrp = sell ? pays : gets;
  return token.kind === 'issued' && xrp.kind === 'xrp' ? { sell, token, xrp } : undefined;
}

/** The share filled, as core's one percent (to the hundredth, half away from zero), within 0–100. */
function filledPercent(filled: IssuedValue, original: IssuedValue): number {
  const part = requireDecimal(plainValue(filled));
  const whole = requireDecimal(plainValue(original));
  const scale = Math.max(part.scale, whole.scale);
  const units = (d: Decimal) => scaleExactly(d, scale) ?? 0n;
  return Math.min(100, Math.max(0, percentOf(units(part), units(whole))));
}

function toOrder(offer: AccountOffer, placed: Placed | undefined): ActiveOrder | undefined {
  const now = sides(offer.takerGets, offer.takerPays);
  const original = placed ? sides(placed.gets, placed.pays) : now;
  const hash = placed?.hash ?? offer.previousTxnId;
  if (!now || !original || !hash) return undefined;
  const filledTokens = original.token.value.sub(now.token.value);
  const filledDrops = original.xrp.drops - now.xrp.drops;
  const price = rateValue(offerRate({ kind: 'xrp', drops: original.xrp.drops }, original.token));
  return {
    active: true,
    direction: now.sell ? 'sell' : 'buy',
    filled_percentage: filledPercent(filledTokens, original.token.value),
    filled_token_amount: plainValue(filledTokens.signum() > 0 ? filledTokens : IssuedValue.zero),
    filled_xrp_amount: dropsToXrp(filledDrops > 0n ? filledDrops : 0n),
    offer_sequence: offer.sequence,
    token_amount: plainValue(original.token.value),
    token_id: formatTokenId({ currency: original.token.currency, issuer: original.token.issuer }),
    tx_hash: hash,
    xrp_price_per_token: plainValue(price.div(IssuedValue.from(1n, 6))),
    xrp_total: dropsToXrp(original.xrp.drops),
  };
}

export async function activeOrders(ctx: TradeContext, address: string, tokenId: string | null) {
  const [offers, placed] = await Promise.all([ctx.ledger.accountOffers(address), placedOrders(ctx, address)]);
  return offers
    .map((offer) => toOrder(offer, placed.get(offer.sequence)))
    .filter(
      (order): order is ActiveOrder =>
        order !== undefined && (tokenId === null || order.token_id === tokenId),
    );
}
