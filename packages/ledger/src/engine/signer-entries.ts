import { accountIdBytes, compareBytes } from '../state/keys.js';

// rippled's SignerEntries: the (account, weight) pairs of a SignerListSet or a SignerList object, and the
// bounds of a list and of a Signers array (ExpandedSignerList: 1 to 32).

export const MIN_MULTI_SIGNERS = 1;
export const MAX_MULTI_SIGNERS = 32;

export interface SignerEntry {
  account: string;
  weight: number;
  /** WalletLocator: an arbitrary 256-bit tag kept with the entry. */
  tag?: string;
}

/** Orders addresses by their 20-byte account IDs, as rippled sorts signers. */
export function compareAccounts(a: string, b: string): number {
  return compareBytes(accountIdBytes(a), accountIdBytes(b));
}

/** The entries of a SignerEntries array, or undefined when it is missing or not made of SignerEntry objects. */
export function readSignerEntries(array: unknown): SignerEntry[] | undefined {
  if (!Array.isArray(array)) return undefined;
  const out: SignerEntry[] = [];
  for (const wrapped of array as unknown[]) {
    const e = (wrapped as { SignerEntry?: Record<string, unknown> } | null)?.SignerEntry;
    if (!e || typeof e.Account !== 'string' || typeof e.SignerWeight !== 'number') return undefined;
    const entry: SignerEntry = { account: e.Account, weight: e.SignerWeight };
    if (typeof e.WalletLocator === 'string') entry.tag = e.WalletLocator;
    out.push(entry);
  }
  return out;
}

/** The SignerEntries array as the ledger stores it, in account order. */
export function signerEntriesJson(entries: readonly SignerEntry[]): Record<string, unknown>[] {
  return entries.map((e) => ({
    SignerEntry: {
      Account: e.account,
      SignerWeight: e.weight,
      ...(e.tag === undefined ? {} : { WalletLocator: e.tag }),
    },
  }));
}
