import { amendmentId, IMPLEMENTED_AMENDMENTS, UNIMPLEMENTED_AMENDMENTS } from '../chain/amendments.js';
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

const NAMES = new Map(
  [...IMPLEMENTED_AMENDMENTS, ...UNIMPLEMENTED_AMENDMENTS].map((name) => [amendmentId(name), name]),
);
const SUPPORTED = new Set<string>(IMPLEMENTED_AMENDMENTS.map(amendmentId));

/**
 * rippled's amendment table: the amendments this node supports (implements) and any other the ledger's
 * Amendments entry lists (enabled, unsupported: a data dir from a node that enabled more), by id.
 */
export function amendmentList(state: StateMap): Amendment[] {
  const enabled = new Set((state.get(keylet.amendments())?.fields.Amendments as string[] | undefined) ?? []);
  return [...new Set([...SUPPORTED, ...enabled])].sort().map((id) => {
    const name = NAMES.get(id);
    return { id, ...(name ? { name } : {}), enabled: enabled.has(id), supported: SUPPORTED.has(id) };
  });
}
