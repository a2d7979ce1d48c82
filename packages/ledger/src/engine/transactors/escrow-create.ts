import { IssuedValue } from '@horizon/protocol';
import { adjustOwnerCount, flagsOf, lsf, ownerCountOf, reserve } from '../../state/account.js';
import { dirInsert, u64Field } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { lineKey, valueOf, type IssuedJson } from '../../state/trust-line.js';
import { parseDrops } from '../amounts.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { parseCondition } from '../escrow/condition.js';
import { escrowKey } from '../escrow/escrow-entry.js';
import { balanceIn } from '../escrow/token-escrow.js';
import {
  heldIgnoringFreeze,
  lineOrientedToIssuer,
  PARITY_RATE,
  requireAuth,
  transferRate,
} from '../escrow/token-rules.js';
import { isFrozen } from '../offers/funds.js';
import type { Ter } from '../ter.js';

// EscrowCreate (rippled Escrow.cpp): XRP or, with TokenEscrow, an issuer's token (when the issuer allows trust
// line locking) set aside until FinishAfter / a crypto-condition, returnable after CancelAfter.

const isToken = (amount: unknown): amount is IssuedJson => typeof amount === 'object' && amount !== null;

function preflight({ tx }: PreflightContext): Ter {
  const amount = tx.Amount;
  if (isToken(amount)) {
    if (amount.currency === 'XRP') return 'temBAD_CURRENCY';
    if (valueOf(amount).signum() <= 0) return 'temBAD_AMOUNT';
  } else if ((parseDrops(amount as string) ?? 0n) <= 0n) return 'temBAD_AMOUNT';
  const cancel = tx.CancelAfter as number | undefined;
  const finish = tx.FinishAfter as number | undefined;
  if (cancel === undefined && finish === undefined) return 'temBAD_EXPIRATION';
  if (cancel !== undefined && finish !== undefined && cancel <= finish) return 'temBAD_EXPIRATION';
  // Without FinishAfter an escrow needs a condition, or it could be finished at once.
  if (finish === undefined && tx.Condition === undefined) return 'temMALFORMED';
  if (tx.Condition !== undefined && !parseCondition(tx.Condition as string)) return 'temMALFORMED';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const dest = ctx.read(keylet.account(ctx.tx.Destination as string));
  if (!dest) return 'tecNO_DST';
  if (dest.AMMID !== undefined) return 'tecNO_PERMISSION';
  const amount = ctx.tx.Amount;
  return isToken(amount) ? tokenPreclaim(ctx, amount) : 'tesSUCCESS';
}

function tokenPreclaim(ctx: PreclaimContext, amount: IssuedJson): Ter {
  const account = ctx.tx.Account;
  const dest = ctx.tx.Destination as string;
  const { issuer, currency } = amount;
  if (issuer === account) return 'tecNO_PERMISSION';
  const issuerRoot = ctx.read(keylet.account(issuer));
  if (!issuerRoot) return 'tecNO_ISSUER';
  if (!(flagsOf(issuerRoot) & lsf.allowTrustLineLocking)) return 'tecNO_PERMISSION';
  const line = ctx.read(lineKey(account, issuer, currency));
  if (!line) return 'tecNO_LINE';
  if (!lineOrientedToIssuer(line, issuer, account)) return 'tecNO_PERMISSION';
  for (const who of [account, dest]) {
    const auth = requireAuth(ctx.read, issuer, currency, who);
    if (auth !== 'tesSUCCESS') return auth;
  }
  if (isFrozen(ctx.read, account, currency, issuer) || isFrozen(ctx.read, dest, currency, issuer))
    return 'tecFROZEN';
  const held = heldIgnoringFreeze(ctx.read, account, issuer, currency);
  if (held.signum() <= 0 || held.lt(IssuedValue.fromString(amount.value))) return 'tecINSUFFICIENT_FUNDS';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const { tx, view } = ctx;
  const now = ctx.env.parentCloseTime;
  const cancel = tx.CancelAfter as number | undefined;
  const finish = tx.FinishAfter as number | undefined;
  if ((cancel !== undefined && now > cancel) || (finish !== undefined && now > finish))
    return 'tecNO_PERMISSION';
  const account = ctx.account;
  const rootKey = keylet.account(account);
  const root = view.peek(rootKey);
  if (!root) return 'tefINTERNAL';
  const balance = balanceIn(view, account);
  const need = reserve(ctx.env.fees, ownerCountOf(root) + 1);
  if (balance < need) return 'tecINSUFFICIENT_RESERVE';
  const amount = tx.Amount;
  const drops = isToken(amount) ? 0n : (parseDrops(amount as string) ?? 0n);
  if (balance < need + drops) return 'tecUNFUNDED';
  const destId = tx.Destination as string;
  const dest = view.read(keylet.account(destId));
  if (!dest) return 'tecNO_DST';
  if (flagsOf(dest) & lsf.requireDestTag && tx.DestinationTag === undefined) return 'tecDST_TAG_NEEDED';

  const key = escrowKey(account, (tx.TicketSequence as number | undefined) ?? (tx.Sequence as number));
  const escrow: EntryFields = {
    LedgerEntryType: 'Escrow',
    Account: account,
    Destination: destId,
    Amount: amount,
    Flags: 0,
  };
  for (const f of ['Condition', 'SourceTag', 'CancelAfter', 'FinishAfter', 'DestinationTag'])
    if (tx[f] !== undefined) escrow[f] = tx[f];
  if (isToken(amount)) {
    const rate = transferRate((k) => view.read(k), amount.issuer);
    if (rate !== PARITY_RATE) escrow.TransferRate = rate;
  }
  const directories: [string, string][] = [[account, 'OwnerNode']];
  if (destId !== account) directories.push([destId, 'DestinationNode']);
  if (isToken(amount) && amount.issuer !== account && amount.issuer !== destId)
    directories.push([amount.issuer, 'IssuerNode']);
  for (const [who, field] of directories) {
    const page = dirInsert(view, who, key);
    if (page === undefined) return 'tecDIR_FULL';
    escrow[field] = u64Field(page);
  }
  view.insert(key, escrow);
  const owner = view.peek(rootKey);
  if (!owner) return 'tefINTERNAL';
  if (isToken(amount)) {
    const ter = rippleCredit(view, account, amount.issuer, amount.currency, valueOf(amount));
    if (ter !== 'tesSUCCESS') return ter;
  } else owner.Balance = (balance - drops).toString();
  adjustOwnerCount(owner, 1);
  view.update(rootKey, owner);
  return 'tesSUCCESS';
}

export const escrowCreate: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
