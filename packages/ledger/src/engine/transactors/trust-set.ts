import type { IssuedValue } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf, ownerCountOf, reserve } from '../../state/account.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, lineKey, side, valueOf, type IssuedJson } from '../../state/trust-line.js';
import { bumpOwnerCount, trustCreate, trustDelete } from '../../state/trust-line-ops.js';
import { isXrp } from '../amounts.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import type { Ter } from '../ter.js';

// TrustSet (rippled SetTrust.cpp): create, change or (back at defaults) delete a trust line.

const tf = {
  setAuth: 0x00010000,
  setNoRipple: 0x00020000,
  clearNoRipple: 0x00040000,
  setFreeze: 0x00100000,
  clearFreeze: 0x00200000,
  setDeepFreeze: 0x00400000,
  clearDeepFreeze: 0x00800000,
};
const QUALITY_ONE = 1_000_000_000;
const has = (flags: number, bit: number) => (flags & bit) !== 0;

function txFlags(ctx: PreflightContext): number {
  return ((ctx.tx.Flags as number | undefined) ?? 0) >>> 0;
}

function preflight(ctx: PreflightContext): Ter {
  const limit = ctx.tx.LimitAmount;
  if (limit === undefined) return 'temBAD_LIMIT';
  if (isXrp(limit)) return 'temBAD_LIMIT';
  const { currency, issuer } = limit as IssuedJson;
  if (currency === 'XRP') return 'temBAD_CURRENCY';
  let value: IssuedValue;
  try {
    value = valueOf(limit);
  } catch {
    return 'temBAD_AMOUNT';
  }
  if (value.negative) return 'temBAD_LIMIT';
  if (!issuer || issuer === 'rrrrrrrrrrrrrrrrrrrrrhoLvTp' || issuer === 'rrrrrrrrrrrrrrrrrrrrBZbvji')
    return 'temDST_NEEDED';
  return 'tesSUCCESS';
}

function freezeFlags(flags: number, s: ReturnType<typeof side>, noFreeze: boolean, f: number): number {
  let out = flags;
  if (has(f, tf.setFreeze) && !has(f, tf.clearFreeze) && !noFreeze) out |= s.freeze;
  else if (has(f, tf.clearFreeze) && !has(f, tf.setFreeze)) out &= ~s.freeze;
  if (has(f, tf.setDeepFreeze) && !has(f, tf.clearDeepFreeze) && !noFreeze) out |= s.deepFreeze;
  else if (has(f, tf.clearDeepFreeze) && !has(f, tf.setDeepFreeze)) out &= ~s.deepFreeze;
  return out >>> 0;
}

function preclaim(ctx: PreclaimContext): Ter {
  const { tx } = ctx;
  const root = ctx.read(keylet.account(tx.Account));
  if (!root) return 'terNO_ACCOUNT';
  const f = txFlags(ctx);
  if (has(f, tf.setAuth) && !hasFlag(root, lsf.requireAuth)) return 'tefNO_AUTH_REQUIRED';
  const { currency, issuer } = tx.LimitAmount as IssuedJson;
  if (issuer === tx.Account) return 'temDST_IS_SRC';
  const dst = ctx.read(keylet.account(issuer));
  if (!dst) return 'tecNO_DST';
  const key = lineKey(tx.Account, issuer, currency);
  if (hasFlag(dst, lsf.disallowIncomingTrustline) && !ctx.read(key)) return 'tecNO_PERMISSION';
  const toAmm = ammLineCheck(ctx, dst, currency, key);
  if (toAmm !== 'tesSUCCESS') return toAmm;
  const noFreeze = hasFlag(root, lsf.noFreeze);
  const setting = has(f, tf.setFreeze) || has(f, tf.setDeepFreeze);
  if (noFreeze && setting) return 'tecNO_PERMISSION';
  if (setting && (has(f, tf.clearFreeze) || has(f, tf.clearDeepFreeze))) return 'tecNO_PERMISSION';
  const s = side(tx.Account, issuer);
  const line = ctx.read(key);
  const flags = freezeFlags(line ? flagsOf(line) : 0, s, noFreeze, f);
  if (has(flags, s.deepFreeze) && !has(flags, s.freeze)) return 'tecNO_PERMISSION';
  return 'tesSUCCESS';
}

/** A new line to an AMM's pseudo-account only for its LP token, and not while the AMM is empty. */
function ammLineCheck(ctx: PreclaimContext, dst: Readonly<EntryFields>, currency: string, key: string): Ter {
  if (dst.AMMID === undefined || ctx.read(key)) return 'tesSUCCESS';
  const amm = ctx.read(dst.AMMID as string);
  if (!amm) return 'tecINTERNAL';
  const lp = amm.LPTokenBalance as IssuedJson;
  if (valueOf(lp).isZero()) return 'tecAMM_EMPTY';
  return lp.currency === currency ? 'tesSUCCESS' : 'tecNO_PERMISSION';
}

function doApply(ctx: ApplyContext): Ter {
  const { tx, view } = ctx;
  const account = ctx.account;
  const limit = tx.LimitAmount as IssuedJson;
  const peer = limit.issuer;
  const root = view.peek(keylet.account(account));
  if (!root) return 'tefINTERNAL';
  const ownerCount = ownerCountOf(root);
  // Trust lines are free while an account owns fewer than two objects, so gateways can onboard users.
  const reserveCreate = ownerCount < 2 ? 0n : reserve(ctx.env.fees, ownerCount + 1);
  const qIn = tx.QualityIn as number | undefined;
  let qOut = tx.QualityOut as number | undefined;
  if (qOut === QUALITY_ONE) qOut = 0;
  const f = txFlags(ctx);
  const dst = view.peek(keylet.account(peer));
  if (!dst) return 'tecNO_DST';
  const key = lineKey(account, peer, limit.currency);
  const line = view.peek(key);
  if (line) return modifyLine(ctx, { key, line, peer, qIn, qOut, f, reserveCreate });
  if (valueOf(limit).isZero() && !qIn && !qOut && !has(f, tf.setAuth)) return 'tecNO_LINE_REDUNDANT';
  if (ctx.priorBalance < reserveCreate) return 'tecNO_LINE_INSUF_RESERVE';
  return trustCreate(view, {
    account,
    peer,
    currency: limit.currency,
    limit: limit.value,
    auth: has(f, tf.setAuth),
    noRipple: has(f, tf.setNoRipple) && !has(f, tf.clearNoRipple),
    freeze: has(f, tf.setFreeze) && !has(f, tf.clearFreeze),
    deepFreeze: has(f, tf.setDeepFreeze),
    qualityIn: qIn ?? 0,
    qualityOut: qOut ?? 0,
  });
}

interface LineChange {
  key: string;
  line: EntryFields;
  peer: string;
  qIn: number | undefined;
  qOut: number | undefined;
  f: number;
  reserveCreate: bigint;
}

function setQuality(line: EntryFields, field: string, q: number | undefined): void {
  if (q === undefined) return;
  if (q) line[field] = q;
  else Reflect.deleteProperty(line, field);
}

function qualityOf(line: EntryFields, field: string): number {
  const q = (line[field] as number | undefined) ?? 0;
  return q === QUALITY_ONE ? 0 : q;
}

function modifyLine(ctx: ApplyContext, c: LineChange): Ter {
  const { view, account } = ctx;
  const { line, peer, f } = c;
  const mine = side(account, peer);
  const theirs = side(peer, account);
  const limit = ctx.tx.LimitAmount as IssuedJson;
  line[mine.limit] = { currency: limit.currency, issuer: account, value: limit.value };
  setQuality(line, mine.qualityIn, c.qIn);
  setQuality(line, mine.qualityOut, c.qOut);
  const myBalance = balanceFor(line, account, peer);
  const flagsIn = flagsOf(line);
  let flags = flagsIn;
  if (has(f, tf.setNoRipple) && !has(f, tf.clearNoRipple)) {
    if (myBalance.signum() >= 0) flags |= mine.noRipple;
    else return 'tecNO_PERMISSION';
  } else if (has(f, tf.clearNoRipple) && !has(f, tf.setNoRipple)) flags &= ~mine.noRipple;
  const root = view.read(keylet.account(account)) as EntryFields;
  flags = freezeFlags(flags, mine, hasFlag(root, lsf.noFreeze), f);
  if (has(f, tf.setAuth)) flags |= mine.auth;
  const needs = (who: string, s: typeof mine) => {
    const whoRoot = view.read(keylet.account(who)) as EntryFields;
    const defaultRipple = hasFlag(whoRoot, lsf.defaultRipple);
    return (
      qualityOf(line, s.qualityIn) !== 0 ||
      qualityOf(line, s.qualityOut) !== 0 ||
      ((flags & s.noRipple) === 0) !== defaultRipple ||
      (flags & s.freeze) !== 0 ||
      !valueOf(line[s.limit]).isZero() ||
      balanceFor(line, who, who === account ? peer : account).signum() > 0
    );
  };
  const mineSet = needs(account, mine);
  const theirsSet = needs(peer, theirs);
  let increase = false;
  for (const [who, s, set] of [
    [account, mine, mineSet],
    [peer, theirs, theirsSet],
  ] as const) {
    const reserved = (flagsIn & s.reserve) !== 0;
    if (set && !reserved) {
      bumpOwnerCount(view, who, 1);
      flags |= s.reserve;
      if (who === account) increase = true;
    } else if (!set && reserved) {
      bumpOwnerCount(view, who, -1);
      flags &= ~s.reserve;
    }
  }
  if (flags !== flagsIn) line.Flags = flags >>> 0;
  if (!mineSet && !theirsSet) return trustDelete(view, c.key, line);
  if (increase && ctx.priorBalance < c.reserveCreate) return 'tecINSUF_RESERVE_LINE';
  view.update(c.key, line);
  return 'tesSUCCESS';
}

export const trustSet: Transactor = {
  allowedFlags: Object.values(tf).reduce((a, b) => a | b, 0),
  preflight,
  preclaim,
  doApply,
};
