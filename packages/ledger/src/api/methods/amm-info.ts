import { amountToJson, auctionTimeSlot } from '@horizon/protocol';
import { assetFromJson, assetJson } from '../../engine/amm/amm-keys.js';
import { readAmm } from '../../engine/amm/pool.js';
import { isFrozen } from '../../engine/offers/funds.js';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import { RIPPLE_EPOCH } from '../format.js';
import { lookupLedger } from '../ledger-lookup.js';
import { requireAccount } from '../params.js';
import { readAsset } from './book-offers.js';

// amm_info, as AMMInfo.cpp: the pool's balances (in the order asked), LP tokens, fee, votes and auction slot.

const INTERVALS = 20;

/** rippled's to_iso8601 of a Ripple-epoch time: 2024-01-02T03:04:05+0000. */
function iso(rippleSeconds: number): string {
  return new Date((rippleSeconds + RIPPLE_EPOCH) * 1000).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

export function ammInfo(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const { reader, fields } = lookupLedger(ctx.node, p);
  const read = (k: string) => reader.readEntry(k);
  let [a, b] = [p.asset, p.asset2].map((x, i) =>
    x === undefined ? undefined : readAsset(p, i === 0 ? 'asset' : 'asset2'),
  );
  if (p.amm_account !== undefined) {
    if (a || b) throw rpcError('invalidParams');
    const root = reader.accountRoot(requireAccount(p, 'amm_account'));
    const amm = typeof root?.AMMID === 'string' ? reader.readEntry(root.AMMID) : undefined;
    if (!amm) throw rpcError('actNotFound');
    [a, b] = [assetFromJson(amm.Asset), assetFromJson(amm.Asset2)];
  }
  if (!a || !b) throw rpcError('invalidParams');
  const amm = readAmm(read, a, b);
  if (!amm) throw rpcError('actNotFound');
  const first = assetJson(a).currency === assetJson(amm.asset).currency && sameIssuer(a, amm.asset);
  const [bal1, bal2] = first
    ? [amm.pool.balance1, amm.pool.balance2]
    : [amm.pool.balance2, amm.pool.balance1];
  const e = amm.entry;
  const out: Record<string, unknown> = {
    account: amm.account,
    amount: amountToJson(bal1),
    amount2: amountToJson(bal2),
    lp_token: e.LPTokenBalance,
    trading_fee: (e.TradingFee as number | undefined) ?? 0,
  };
  if (bal1.kind === 'issued') out.asset_frozen = isFrozen(read, amm.account, bal1.currency, bal1.issuer);
  if (bal2.kind === 'issued') out.asset2_frozen = isFrozen(read, amm.account, bal2.currency, bal2.issuer);
  const votes = (e.VoteSlots as { VoteEntry: Record<string, unknown> }[] | undefined) ?? [];
  if (votes.length > 0)
    out.vote_slots = votes.map(({ VoteEntry: v }) => ({
      account: v.Account,
      trading_fee: v.TradingFee ?? 0,
      vote_weight: v.VoteWeight,
    }));
  const slot = e.AuctionSlot as Record<string, unknown> | undefined;
  if (slot) {
    const interval = auctionTimeSlot(reader.header.parentCloseTime, slot.Expiration as number);
    const auction: Record<string, unknown> = {
      account: slot.Account,
      discounted_fee: slot.DiscountedFee ?? 0,
      expiration: iso(slot.Expiration as number),
      price: slot.Price,
      time_interval: interval ?? INTERVALS,
    };
    const auth = slot.AuthAccounts as { AuthAccount: { Account: string } }[] | undefined;
    if (auth) auction.auth_accounts = auth.map((x) => ({ account: x.AuthAccount.Account }));
    out.auction_slot = auction;
  }
  return { amm: out, ...fields };
}

function sameIssuer(a: { kind: string; issuer?: string }, b: { kind: string; issuer?: string }): boolean {
  return a.kind === b.kind && (a.kind === 'xrp' || a.issuer === b.issuer);
}
