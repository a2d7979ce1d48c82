import { issuedAmount } from '@horizon/protocol';
import { flagsOf, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { rippleCredit } from '../../state/ripple-credit.js';
import { lineKey, valueOf, type IssuedJson } from '../../state/trust-line.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import { heldIgnoringFreeze, lineOrientedToIssuer } from '../escrow/token-rules.js';
import type { Ter } from '../ter.js';

// Clawback (rippled Clawback.cpp, trust lines): an issuer with AllowTrustLineClawback takes back up to Amount
// of its token from a holder (named in Amount's issuer field), frozen or not.

function preflight({ tx }: PreflightContext): Ter {
  if (tx.Holder !== undefined) return 'temMALFORMED';
  const amount = tx.Amount;
  if (typeof amount !== 'object' || amount === null) return 'temBAD_AMOUNT';
  const { issuer } = amount as IssuedJson;
  if (issuer === tx.Account || valueOf(amount).signum() <= 0) return 'temBAD_AMOUNT';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const issuer = ctx.tx.Account;
  const { issuer: holder, currency } = ctx.tx.Amount as IssuedJson;
  const issuerRoot = ctx.read(keylet.account(issuer));
  const holderRoot = ctx.read(keylet.account(holder));
  if (!issuerRoot || !holderRoot) return 'terNO_ACCOUNT';
  if (holderRoot.AMMID !== undefined) return 'tecAMM_ACCOUNT';
  const flags = flagsOf(issuerRoot);
  if (!(flags & lsf.allowTrustLineClawback) || flags & lsf.noFreeze) return 'tecNO_PERMISSION';
  const line = ctx.read(lineKey(holder, issuer, currency));
  if (!line) return 'tecNO_LINE';
  // The issuer must be the side the balance is owed by.
  if (!lineOrientedToIssuer(line, issuer, holder)) return 'tecNO_PERMISSION';
  if (heldIgnoringFreeze(ctx.read, holder, issuer, currency).signum() <= 0) return 'tecINSUFFICIENT_FUNDS';
  return 'tesSUCCESS';
}

function doApply(ctx: ApplyContext): Ter {
  const issuer = ctx.account;
  const { issuer: holder, currency, value } = ctx.tx.Amount as IssuedJson;
  if (holder === issuer) return 'tecINTERNAL';
  const spendable = heldIgnoringFreeze((k) => ctx.view.read(k), holder, issuer, currency);
  const want = issuedAmount(currency, issuer, value).value;
  return rippleCredit(ctx.view, holder, issuer, currency, want.lt(spendable) ? want : spendable);
}

export const clawback: Transactor = { allowedFlags: 0, preflight, preclaim, doApply };
