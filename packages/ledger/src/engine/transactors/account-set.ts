import { addressOfKey } from '../../crypto/address.js';
import { flagsOf, lsf } from '../../state/account.js';
import { dirIsEmpty } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import type { ApplyContext, PreclaimContext, PreflightContext, Transactor } from '../context.js';
import type { Ter } from '../ter.js';

// AccountSet (rippled SetAccount.cpp): account flags by asf number or legacy tf bits, Domain, TransferRate, TickSize.

export const asf = {
  requireDest: 1,
  requireAuth: 2,
  disallowXRP: 3,
  disableMaster: 4,
  accountTxnID: 5,
  noFreeze: 6,
  globalFreeze: 7,
  defaultRipple: 8,
  depositAuth: 9,
  authorizedNFTokenMinter: 10,
  disallowIncomingNFTokenOffer: 12,
  disallowIncomingCheck: 13,
  disallowIncomingPayChan: 14,
  disallowIncomingTrustline: 15,
  allowTrustLineClawback: 16,
  allowTrustLineLocking: 17,
} as const;

const tf = {
  requireDestTag: 0x00010000,
  optionalDestTag: 0x00020000,
  requireAuth: 0x00040000,
  optionalAuth: 0x00080000,
  disallowXRP: 0x00100000,
  allowXRP: 0x00200000,
};

const QUALITY_ONE = 1_000_000_000;
const MAX_DOMAIN_BYTES = 256;

interface Requested {
  set: number;
  clear: number;
  setRequireAuth: boolean;
  clearRequireAuth: boolean;
  setRequireDest: boolean;
  clearRequireDest: boolean;
  setDisallowXRP: boolean;
  clearDisallowXRP: boolean;
}

function requested(tx: PreflightContext['tx']): Requested {
  const flags = ((tx.Flags as number | undefined) ?? 0) >>> 0;
  const set = (tx.SetFlag as number | undefined) ?? 0;
  const clear = (tx.ClearFlag as number | undefined) ?? 0;
  return {
    set,
    clear,
    setRequireAuth: (flags & tf.requireAuth) !== 0 || set === asf.requireAuth,
    clearRequireAuth: (flags & tf.optionalAuth) !== 0 || clear === asf.requireAuth,
    setRequireDest: (flags & tf.requireDestTag) !== 0 || set === asf.requireDest,
    clearRequireDest: (flags & tf.optionalDestTag) !== 0 || clear === asf.requireDest,
    setDisallowXRP: (flags & tf.disallowXRP) !== 0 || set === asf.disallowXRP,
    clearDisallowXRP: (flags & tf.allowXRP) !== 0 || clear === asf.disallowXRP,
  };
}

function preflight({ tx }: PreflightContext): Ter {
  const r = requested(tx);
  if (r.set !== 0 && r.set === r.clear) return 'temINVALID_FLAG';
  if (r.setRequireAuth && r.clearRequireAuth) return 'temINVALID_FLAG';
  if (r.setRequireDest && r.clearRequireDest) return 'temINVALID_FLAG';
  if (r.setDisallowXRP && r.clearDisallowXRP) return 'temINVALID_FLAG';
  const rate = tx.TransferRate as number | undefined;
  if (rate !== undefined && ((rate !== 0 && rate < QUALITY_ONE) || rate > 2 * QUALITY_ONE))
    return 'temBAD_TRANSFER_RATE';
  const tick = tx.TickSize as number | undefined;
  if (tick !== undefined && tick !== 0 && (tick < 3 || tick > 15)) return 'temBAD_TICK_SIZE';
  const mk = tx.MessageKey as string | undefined;
  if (mk !== undefined && mk !== '' && !/^(ED[0-9A-F]{64}|0[23][0-9A-F]{64})$/i.test(mk))
    return 'telBAD_PUBLIC_KEY';
  const domain = tx.Domain as string | undefined;
  if (domain !== undefined && domain.length / 2 > MAX_DOMAIN_BYTES) return 'telBAD_DOMAIN';
  if (r.set === asf.authorizedNFTokenMinter && tx.NFTokenMinter === undefined) return 'temMALFORMED';
  if (r.clear === asf.authorizedNFTokenMinter && tx.NFTokenMinter !== undefined) return 'temMALFORMED';
  return 'tesSUCCESS';
}

function preclaim(ctx: PreclaimContext): Ter {
  const root = ctx.read(keylet.account(ctx.tx.Account));
  if (!root) return 'terNO_ACCOUNT';
  const flagsIn = flagsOf(root);
  const r = requested(ctx.tx);
  const emptyDir = () => dirIsEmpty(ctx.read, ctx.tx.Account);
  if (r.setRequireAuth && !(flagsIn & lsf.requireAuth) && !emptyDir()) return 'tecOWNERS';
  if (r.set === asf.allowTrustLineClawback) {
    if (flagsIn & lsf.noFreeze) return 'tecNO_PERMISSION';
    if (!emptyDir()) return 'tecOWNERS';
  } else if (r.set === asf.noFreeze && flagsIn & lsf.allowTrustLineClawback) return 'tecNO_PERMISSION';
  return 'tesSUCCESS';
}

const TOGGLES: [number, number][] = [
  [asf.defaultRipple, lsf.defaultRipple],
  [asf.depositAuth, lsf.depositAuth],
  [asf.disallowIncomingNFTokenOffer, lsf.disallowIncomingNFTokenOffer],
  [asf.disallowIncomingCheck, lsf.disallowIncomingCheck],
  [asf.disallowIncomingPayChan, lsf.disallowIncomingPayChan],
  [asf.disallowIncomingTrustline, lsf.disallowIncomingTrustline],
  // TokenEscrow: the issuer lets holders lock its token in escrows.
  [asf.allowTrustLineLocking, lsf.allowTrustLineLocking],
];

function doApply(ctx: ApplyContext): Ter {
  const { tx, view } = ctx;
  const key = keylet.account(ctx.account);
  const root = view.peek(key);
  if (!root) return 'tefINTERNAL';
  const r = requested(tx);
  const flagsIn = flagsOf(root);
  let out = flagsIn;
  const spk = typeof tx.SigningPubKey === 'string' ? tx.SigningPubKey : '';
  const sigWithMaster = spk !== '' && addressOfKey(spk) === ctx.account;

  if (r.setRequireAuth) out |= lsf.requireAuth;
  if (r.clearRequireAuth) out &= ~lsf.requireAuth;
  if (r.setRequireDest) out |= lsf.requireDestTag;
  if (r.clearRequireDest) out &= ~lsf.requireDestTag;
  if (r.setDisallowXRP) out |= lsf.disallowXRP;
  if (r.clearDisallowXRP) out &= ~lsf.disallowXRP;
  if (r.set === asf.disableMaster && !(flagsIn & lsf.disableMaster)) {
    if (!sigWithMaster) return 'tecNEED_MASTER_KEY';
    if (root.RegularKey === undefined && !view.read(keylet.signerList(ctx.account)))
      return 'tecNO_ALTERNATIVE_KEY';
    out |= lsf.disableMaster;
  }
  if (r.clear === asf.disableMaster) out &= ~lsf.disableMaster;
  for (const [flag, bit] of TOGGLES) {
    if (r.set === flag) out |= bit;
    else if (r.clear === flag) out &= ~bit;
  }
  if (r.set === asf.noFreeze) {
    if (!sigWithMaster && !(flagsIn & lsf.disableMaster)) return 'tecNEED_MASTER_KEY';
    out |= lsf.noFreeze;
  }
  if (r.set === asf.globalFreeze) out |= lsf.globalFreeze;
  // An issuer that promised NoFreeze may not lift a global freeze strategically.
  if (r.set !== asf.globalFreeze && r.clear === asf.globalFreeze && (out & lsf.noFreeze) === 0)
    out &= ~lsf.globalFreeze;
  if (r.set === asf.accountTxnID && root.AccountTxnID === undefined) root.AccountTxnID = '0'.repeat(64);
  if (r.clear === asf.accountTxnID) delete root.AccountTxnID;
  if (r.set === asf.allowTrustLineClawback) out |= lsf.allowTrustLineClawback;
  setOrClear(root, 'EmailHash', tx.EmailHash, (v) => /^0*$/.test(v));
  setOrClear(root, 'WalletLocator', tx.WalletLocator, (v) => /^0*$/.test(v));
  setOrClear(root, 'MessageKey', tx.MessageKey, (v) => v === '');
  setOrClear(root, 'Domain', tx.Domain, (v) => v === '');
  if (tx.TransferRate !== undefined) {
    const rate = tx.TransferRate as number;
    if (rate === 0 || rate === QUALITY_ONE) delete root.TransferRate;
    else root.TransferRate = rate;
  }
  if (tx.TickSize !== undefined) {
    const tick = tx.TickSize as number;
    if (tick === 0 || tick === 15) delete root.TickSize;
    else root.TickSize = tick;
  }
  if (out !== flagsIn) root.Flags = out >>> 0;
  view.update(key, root);
  return 'tesSUCCESS';
}

function setOrClear(
  root: Record<string, unknown>,
  field: string,
  value: unknown,
  isEmpty: (v: string) => boolean,
): void {
  if (typeof value !== 'string') return;
  if (isEmpty(value)) Reflect.deleteProperty(root, field);
  else root[field] = value;
}

export const accountSet: Transactor = {
  allowedFlags: Object.values(tf).reduce((a, b) => a | b, 0),
  preflight,
  preclaim,
  doApply,
};
