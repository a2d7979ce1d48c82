/**
 * Trustlines: set, clear one, clear all. A cleared line ends in its default state — limit 0, balance 0,
 * no qualities, NoRipple as the account's default (set, unless the account has DefaultRipple) — so the
 * ledger deletes it and gives back its reserve.
 */
import {
  TRUSTLINE_DEFAULT_LIMIT,
  TRUSTLINE_ERRORS,
  type TokenId,
  type UnsignedTransaction,
  normalizeCurrency,
  parseTokenId,
  ownerCountChange,
} from '@horizon/core';
import {
  LSF_DEFAULT_RIPPLE,
  TF_CLEAR_FREEZE,
  TF_CLEAR_NO_RIPPLE,
  TF_SET_NO_RIPPLE,
  canAffordTrustLine,
  dropsToXrp,
} from '@horizon/protocol';
import { HttpError } from '../http/http-error.js';
import type { AccountInfo, TrustLine } from '../relay/index.js';
import { type Draft, autofill, ledgerFacts } from './autofill.js';
import { plainValue } from './amounts.js';
import { ISSUED_TTL_MS, type TradeContext, issue } from './context.js';
import { accountOf, findLine } from './wallet-state.js';

/** Clear-all groups of 10 are posted 500 ms apart: each group may take a few ledgers more. */
const LEDGERS_PER_GROUP = 2;
const GROUP_SIZE = 10;

const defaultNoRipple = (account: AccountInfo) => (account.flags & LSF_DEFAULT_RIPPLE) === 0;

/** TrustSet for a new line: Horizon's default limit; NoRipple as the account's default. */
export function setTrustlineDraft(account: AccountInfo, token: TokenId): Draft {
  return {
    transaction_type: 'TrustSet',
    limit_amount: { currency: token.currency, issuer: token.issuer, value: TRUSTLINE_DEFAULT_LIMIT },
    ...(defaultNoRipple(account) ? { flags: TF_SET_NO_RIPPLE } : {}),
  };
}

/** TrustSet that brings our side of the line back to its default state. */
export function clearTrustlineDraft(account: AccountInfo, line: TrustLine): Draft {
  const wantNoRipple = defaultNoRipple(account);
  let flags = 0;
  if (line.noRipple !== wantNoRipple) flags |= wantNoRipple ? TF_SET_NO_RIPPLE : TF_CLEAR_NO_RIPPLE;
  if (line.freeze) flags |= TF_CLEAR_FREEZE;
  return {
    transaction_type: 'TrustSet',
    limit_amount: { currency: line.currency, issuer: line.peer, value: '0' },
    ...(flags === 0 ? {} : { flags }),
    ...(line.qualityIn !== 0 ? { quality_in: 0 } : {}),
    ...(line.qualityOut !== 0 ? { quality_out: 0 } : {}),
  };
}

export async function buildSetTrustline(ctx: TradeContext, address: string, tokenId: string) {
  const token = parseTokenId(tokenId);
  const account = await accountOf(ctx, address, TRUSTLINE_ERRORS.insufficientReserve);
  const line = findLine(await ctx.ledger.trustLines(address), token);
  if (line && line.limit.signum() > 0) throw new HttpError(400, TRUSTLINE_ERRORS.alreadyExists);
  const reserves = await ctx.ledger.reserves();
  if (!line && !canAffordTrustLine(account.balanceDrops, account.ownerCount, reserves)) {
    throw new HttpError(400, TRUSTLINE_ERRORS.insufficientReserve);
  }
  const issued = await issue(ctx, 'set_trustline', account, [
    { role: 'trustline', stage: 0, draft: setTrustlineDraft(account, token) },
  ]);
  return issued.txs[0] as UnsignedTransaction;
}

export async function buildClearTrustline(ctx: TradeContext, address: string, tokenId: string) {
  const token = parseTokenId(tokenId);
  const account = await accountOf(ctx, address, TRUSTLINE_ERRORS.notFound);
  const line = findLine(await ctx.ledger.trustLines(address), token);
  if (!line) throw new HttpError(404, TRUSTLINE_ERRORS.notFound);
  if (!line.balance.isZero()) throw new HttpError(400, TRUSTLINE_ERRORS.stillHasBalance);
  const issued = await issue(ctx, 'clear_trustline', account, [
    { role: 'trustline', stage: 0, draft: clearTrustlineDraft(account, line) },
  ]);
  return issued.txs[0] as UnsignedTransaction;
}

export interface LineWithBalance {
  readonly token_id: string;
  readonly balance: string;
}

/** One clear per zero-balance line, each its own request so the web may post them in groups of 10. */
export async function buildClearAll(ctx: TradeContext, address: string) {
  const account = await accountOf(ctx, address, TRUSTLINE_ERRORS.notFound);
  const lines = await ctx.ledger.trustLines(address);
  const clearable = lines.filter((line) => line.balance.isZero());
  const withBalance: LineWithBalance[] = lines
    .filter((line) => !line.balance.isZero())
    .map((line) => ({
      token_id: `${normalizeCurrency(line.currency)}:${line.peer}`,
      balance: plainValue(line.balance),
    }));
  const facts = await ledgerFacts(ctx.ledger);
  const extra = Math.ceil(clearable.length / GROUP_SIZE) * LEDGERS_PER_GROUP;
  const drafts = clearable.map((line) => clearTrustlineDraft(account, line));
  const txs = autofill(address, account.sequence, drafts, facts, extra);
  for (const tx of txs) {
    await ctx.issued.record('clear_trustline', address, [{ role: 'trustline', stage: 0, tx }], ISSUED_TTL_MS);
  }
  return { txs, withBalance };
}

/** XRP the clear gave back: the reserve of each object the account no longer owns. */
export async function freedXrp(
  ctx: TradeContext,
  metas: readonly (Record<string, unknown> | null)[],
  address: string,
) {
  const { incrementDrops } = await ctx.ledger.reserves();
  const released = metas.reduce((sum, meta) => sum - ownerCountChange(meta, address), 0);
  return dropsToXrp(BigInt(Math.max(0, released)) * incrementDrops);
}
