import { amendmentId, AMENDMENT_NAMES } from '../chain/amendments.js';
import type { StateMap } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import type { Amendment, FeeSettings } from './node-api.js';

/** Fees and reserves as the ledger's FeeSettings entry records them (XRPFees field names). */
export function feesFromState(state: StateMap): FeeSettings {
  const f = state.get(keylet.fees())?.fields;
  if (!f) throw new Error('ledger has no FeeSettings');
  return {
    baseFee: BigInt(f.BaseFeeDrops as string),
    reserveBase: BigInt(f.ReserveBaseDrops as string),
    reserveIncrement: BigInt(f.ReserveIncrementDrops as string),
  };
}

/** Every amendment this node knows, enabled when the ledger's Amendments entry lists it. */
export function amendmentList(state: StateMap): Amendment[] {
  const enabled = new Set((state.get(keylet.amendments())?.fields.Amendments as string[] | undefined) ?? []);
  return AMENDMENT_NAMES.map((name) => {
    const id = amendmentId(name);
    return { id, name, enabled: enabled.has(id), supported: true };
  });
}
