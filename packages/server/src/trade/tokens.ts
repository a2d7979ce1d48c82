/** Facts about a token and a trader that builders need: the issuer exists, the fee category, the referrer. */
import { type FeeCategory, type TokenId, parseTokenId } from '@horizon/core';
import type { Asset } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { TradeContext } from './context.js';
import { TRADE_MESSAGES } from './messages.js';

export interface TokenFacts {
  readonly id: string;
  readonly token: TokenId;
  readonly asset: Asset;
  readonly category: FeeCategory;
  readonly developer: string | null;
}

/** Tokens launched through Horizon's own launch flow are recorded with this origin. */
export const HORIZON_ORIGIN = 'horizon';

export function assetOfToken(token: TokenId): Asset {
  return { kind: 'issued', currency: token.currency, issuer: token.issuer };
}

/** The token of a canonical token id; 404 when its issuer is not an account on the ledger. */
export async function tokenFacts(ctx: TradeContext, tokenId: string): Promise<TokenFacts> {
  const token = parseTokenId(tokenId);
  if ((await ctx.ledger.accountInfo(token.issuer)) === null)
    throw new HttpError(404, TRADE_MESSAGES.unknownToken);
  const [row] = await ctx.db.query<{ launched_on: string | null; token_developer: string | null }>(
    'SELECT launched_on, token_developer FROM token_data WHERE token_id = $1',
    [tokenId],
  );
  return {
    id: tokenId,
    token,
    asset: assetOfToken(token),
    category: categoryOf(ctx, tokenId, row?.launched_on ?? null),
    developer: row?.token_developer ?? null,
  };
}

function categoryOf(ctx: TradeContext, tokenId: string, launchedOn: string | null): FeeCategory {
  if (ctx.config.platformToken?.id === tokenId) return 'platform';
  if (ctx.config.communityToken?.id === tokenId) return 'community';
  return launchedOn === HORIZON_ORIGIN ? 'launched' : 'other';
}

/** The wallet's referrer from its registration, if it registered with a code. */
export async function referrerOf(ctx: TradeContext, address: string): Promise<string | null> {
  return (await ctx.registry.find(address))?.referredBy ?? null;
}

/** The treasury that receives tx_fee; trading is refused without one. */
export function treasuryOf(ctx: TradeContext): string {
  const treasury = ctx.config.treasuryAddress;
  if (!treasury) throw new HttpError(503, TRADE_MESSAGES.noTreasury);
  return treasury;
}
