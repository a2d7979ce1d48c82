/**
 * Sending XRP and tokens (spec §7): the destination must exist (or an XRP send must be large enough to create
 * it), accept the payment without a tag only when it does not require one, and trust the token it is sent.
 */
import {
  SEND_ERRORS,
  type TokenId,
  type UnsignedTransaction,
  belowAccountReserve,
  parseTokenId,
} from '@horizon/core';
import { IssuedValue, LSF_REQUIRE_DEST_TAG, dropsToXrp, xrpToDrops } from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { AccountInfo } from '../relay/index.js';
import type { Draft } from './autofill.js';
import { plainValue } from './amounts.js';
import { type TradeContext, issue } from './context.js';
import { accountOf, findLine, holding, spendable } from './wallet-state.js';

export interface SendOptions {
  readonly destination: string;
  readonly destination_tag?: number | null | undefined;
  readonly memo?: string | null | undefined;
}

const utf8Hex = (text: string) => Buffer.from(text, 'utf8').toString('hex').toUpperCase();

/** The common Payment fields: destination, optional tag, the memo as UTF-8 text. */
function paymentBase(options: SendOptions) {
  return {
    transaction_type: 'Payment' as const,
    destination: options.destination,
    ...(options.destination_tag === null || options.destination_tag === undefined
      ? {}
      : { destination_tag: options.destination_tag }),
    ...(options.memo
      ? { memos: [{ memo: { memo_data: utf8Hex(options.memo), memo_format: utf8Hex('text/plain') } }] }
      : {}),
  };
}

function checkTag(destination: AccountInfo, options: SendOptions): void {
  if (
    (destination.flags & LSF_REQUIRE_DEST_TAG) !== 0 &&
    (options.destination_tag === null || options.destination_tag === undefined)
  ) {
    throw new HttpError(400, SEND_ERRORS.destinationTagRequired);
  }
}

export async function buildSendXrp(
  ctx: TradeContext,
  address: string,
  xrp: string,
  options: SendOptions,
): Promise<UnsignedTransaction> {
  const drops = xrpToDrops(xrp);
  const account = await accountOf(ctx, address, SEND_ERRORS.insufficientXrp);
  const destination = await ctx.ledger.accountInfo(options.destination);
  if (destination) checkTag(destination, options);
  else {
    // A payment to an address the ledger does not know creates it, when it brings at least the base reserve.
    const { baseDrops } = await ctx.ledger.reserves();
    if (drops < baseDrops) throw new HttpError(400, belowAccountReserve(dropsToXrp(baseDrops)));
  }
  // The fee may eat into the reserve, the amount may not.
  if ((await spendable(ctx, account)) < drops) throw new HttpError(400, SEND_ERRORS.insufficientXrp);
  const draft: Draft = { ...paymentBase(options), amount: drops.toString() };
  const issued = await issue(ctx, 'send_xrp', account, [{ role: 'send', stage: 0, draft }]);
  return issued.txs[0] as UnsignedTransaction;
}

async function checkTokenDestination(ctx: TradeContext, token: TokenId, options: SendOptions): Promise<void> {
  const destination = await ctx.ledger.accountInfo(options.destination);
  if (!destination) throw new HttpError(400, SEND_ERRORS.destinationNotFound);
  checkTag(destination, options);
  if (options.destination === token.issuer) return;
  const line = findLine(await ctx.ledger.trustLines(options.destination), token);
  if (!line || line.limit.signum() <= 0) throw new HttpError(400, SEND_ERRORS.destinationNeedsTrustline);
}

export async function buildSendTokens(
  ctx: TradeContext,
  address: string,
  tokenId: string,
  amount: string,
  options: SendOptions,
): Promise<UnsignedTransaction> {
  const token = parseTokenId(tokenId);
  const value = IssuedValue.fromString(amount);
  const account = await accountOf(ctx, address, SEND_ERRORS.insufficientXrp);
  // The issuer sends its own token without holding it; anyone else needs the balance.
  if (address !== token.issuer && holding(await ctx.ledger.trustLines(address), token).lt(value)) {
    throw new HttpError(400, SEND_ERRORS.insufficientTokens);
  }
  await checkTokenDestination(ctx, token, options);
  const draft: Draft = {
    ...paymentBase(options),
    amount: { currency: token.currency, issuer: token.issuer, value: plainValue(value) },
  };
  const issued = await issue(ctx, 'send_tokens', account, [{ role: 'send', stage: 0, draft }]);
  return issued.txs[0] as UnsignedTransaction;
}
