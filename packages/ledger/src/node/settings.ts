import { amendmentId, AMENDMENT_NAMES } from '../chain/amendments.js';
import type { StateMap, StoredEntry } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import type { Amendment, FeeSettings } from './node-api.js';

// Read for every submitted transaction; an entry never changes once stored, so its parse is kept with it.
const parsed = new WeakMap<StoredEntry, FeeSettings>();

/** Fees and reserves as the ledger's FeeSettings entry records them (XRPFees field names). */
export function feesFromState(state: StateMap): FeeSettings {
  const entry = state.get(keylet.fees());
  if (!entry) throw new Error('ledger has no FeeSettings');
  let fees = parsed.get(entry);
  if (!fees) {
    const f = entry.fields;
    fees = {
      baseFee: BigInt(f.BaseFeeDrops as string),
      reserveBase: BigInt(f.ReserveBaseDrops as string),
      reserveIncrement: BigInt(f.ReserveIncrementDrops as string),
    };
    parsed.set(entry, fees);
  }
  return { ...fees };
}

/** Every amendment this node knows, enabled when the ledger's Amendments entry lists it. */
export function amendmentList(state: StateMap): Amendment[] {
  const enabled = new Set((state.get(keylet.amendments())?.fields.Amendments as string[] | undefined) ?? []);
  return AMENDMENT_NAMES.map((name) => {
    const id = amendmentId(name);
    return { id, name, enabled: enabled.has(id), supported: true };
  });
}
