import { ammBid, ammRules, issuedAmount, type IssuedValue } from '@horizon/protocol';
import { keylet } from '../../state/keys.js';
import { valueOf, type IssuedJson } from '../../state/trust-line.js';
import { assetFromJson } from '../amm/amm-keys.js';
import { lpHolding, readAmm, type AmmState } from '../amm/pool.js';
import { sendAmount } from '../amm/transfer.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { isPositive } from '../offers/funds.js';
import type { Ter } from '../ter.js';
import { invalidAmmAmount, invalidAssetPair } from './amm-common.js';

// AMMBid (rippled AMMBid.cpp): an LP buys the auction slot with LP tokens; the previous holder is refunded
// the unused share of its price, the rest is burned; the holder and its AuthAccounts trade at the discounted fee.

const MAX_AUTH_ACCOUNTS = 4;

interface AuthAccountJson {
  AuthAccount: { Account: string };
}

const authAccounts = (tx: Record<string, unknown>): string[] | undefined =>
  (tx.AuthAccounts as AuthAccountJson[] | undefined)?.map((a) => a.AuthAccount.Account);

function preflight({ tx }: PreflightContext): Ter {
  const bad = invalidAssetPair(tx.Asset, tx.Asset2);
  if (bad) return bad;
  for (const k of ['BidMin', 'BidMax']) {
    if (tx[k] === undefined) continue;
    const badAmount = invalidAmmAmount(tx[k]);
    if (badAmount) return badAmount;
  }
  const auth = authAccounts(tx);
  if (auth) {
    if (auth.length > MAX_AUTH_ACCOUNTS) return 'temMALFORMED';
    // fixAMMv1_3: neither the bidder nor a repeated account.
    if (ammRules().fixAMMv1_3 && (auth.includes(tx.Account) || new Set(auth).size !== auth.length))
      return 'temMALFORMED';
  }
  return 'tesSUCCESS';
}

const ammOf = (ctx: PreclaimContext): AmmState | undefined =>
  readAmm(ctx.read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));

function preclaim(ctx: PreclaimContext): Ter {
  const amm = ammOf(ctx);
  if (!amm) return 'terNO_AMM';
  const total = amm.pool.lpTokenBalance;
  if (total.value.isZero()) return 'tecAMM_EMPTY';
  for (const a of authAccounts(ctx.tx) ?? []) if (!ctx.read(keylet.account(a))) return 'terNO_ACCOUNT';
  const held = lpHolding(ctx.read, amm, ctx.tx.Account);
  if (!isPositive(held)) return 'tecAMM_INVALID_TOKENS';
  for (const k of ['BidMin', 'BidMax']) {
    const json = ctx.tx[k] as IssuedJson | undefined;
    if (json === undefined) continue;
    if (json.currency !== total.currency || json.issuer !== total.issuer) return 'temBAD_AMM_TOKENS';
    const v = valueOf(json);
    if (v.gt(held.value) || v.gte(total.value)) return 'tecAMM_INVALID_TOKENS';
  }
  const [min, max] = [ctx.tx.BidMin, ctx.tx.BidMax].map((j) => (j === undefined ? undefined : valueOf(j)));
  if (min && max && min.gt(max)) return 'tecAMM_INVALID_TOKENS';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const read = (k: string) => ctx.view.read(k);
  const amm = readAmm(read, assetFromJson(ctx.tx.Asset), assetFromJson(ctx.tx.Asset2));
  if (!amm) return 'tecINTERNAL';
  const slot = amm.entry.AuctionSlot as Record<string, unknown> | undefined;
  if (!slot) return 'tecINTERNAL';
  const lpt = amm.pool.lpTokenBalance;
  const owner = slot.Account as string | undefined;
  const bound = (k: string): IssuedValue | undefined =>
    ctx.tx[k] === undefined ? undefined : valueOf(ctx.tx[k]);
  const [bidMin, bidMax] = [bound('BidMin'), bound('BidMax')];
  const out = ammBid({
    lpTokenBalance: lpt.value,
    tradingFee: (amm.entry.TradingFee as number | undefined) ?? 0,
    slot: {
      ...(owner !== undefined ? { account: owner } : {}),
      expiration: (slot.Expiration as number | undefined) ?? 0,
      price: valueOf(slot.Price),
    },
    ownerExists: owner !== undefined && read(keylet.account(owner)) !== undefined,
    now: ctx.env.parentCloseTime,
    held: lpHolding(read, amm, ctx.account).value,
    ...(bidMin ? { bidMin } : {}),
    ...(bidMax ? { bidMax } : {}),
  });
  if (!out.ok) return out.code;
  const bid = out.value;
  if (owner !== undefined && !bid.refund.isZero()) {
    const ter = sendAmount(ctx.view, ctx.account, owner, issuedAmount(lpt.currency, lpt.issuer, bid.refund));
    if (ter !== 'tesSUCCESS') return ter;
  }
  const burn = sendAmount(
    ctx.view,
    ctx.account,
    amm.account,
    issuedAmount(lpt.currency, lpt.issuer, bid.burned),
  );
  if (burn !== 'tesSUCCESS') return burn;
  const next: Record<string, unknown> = {
    Account: ctx.account,
    Expiration: bid.expiration,
    Price: { currency: lpt.currency, issuer: lpt.issuer, value: bid.price.toString() },
  };
  if (bid.discountedFee !== 0) next.DiscountedFee = bid.discountedFee;
  if (ctx.tx.AuthAccounts !== undefined) next.AuthAccounts = ctx.tx.AuthAccounts;
  const entry = ctx.view.peek(amm.key);
  if (!entry) return 'tecINTERNAL';
  entry.AuctionSlot = next;
  entry.LPTokenBalance = { currency: lpt.currency, issuer: lpt.issuer, value: bid.lpTokenBalance.toString() };
  ctx.view.update(amm.key, entry);
  return 'tesSUCCESS';
}

export const ammBidTx: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
