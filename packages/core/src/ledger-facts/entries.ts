/**
 * The entries a transaction created, modified or deleted, read from its metadata's AffectedNodes and named in
 * Horizon's words: accounts, trust lines, AMM pools and offers. The ledger's field names stop here.
 */
import type { Issue } from '../transaction/types.js';

export type EntryKind = 'created' | 'modified' | 'deleted';

interface EntryChangeOf<E extends string, S> {
  readonly entry: E;
  readonly kind: EntryKind;
  readonly id: string;
  /** The entry as the transaction left it (a deleted entry: its last state). */
  readonly state: S;
  /** The old values of the fields the transaction changed (empty for a created entry). */
  readonly previous: Partial<S>;
}

export interface AccountState {
  readonly account?: string;
  readonly balanceDrops?: bigint;
  readonly ownerCount?: number;
  /** Present on an AMM's own account. */
  readonly ammId?: string;
}

/** A trust line between its low and high account; the balance is the low account's view (decimal text). */
export interface TrustlineState {
  readonly currency?: string;
  readonly low?: string;
  readonly high?: string;
  readonly lowLimit?: string;
  readonly highLimit?: string;
  readonly balance?: string;
}

export interface AmmState {
  /** The pool's own account. */
  readonly account?: string;
  readonly lpTokenBalance?: string;
  readonly tradingFee?: number;
  readonly asset?: Issue;
  readonly asset2?: Issue;
}

export interface OfferState {
  readonly owner?: string;
}

export type AccountChange = EntryChangeOf<'account', AccountState>;
export type TrustlineChange = EntryChangeOf<'trustline', TrustlineState>;
export type AmmChange = EntryChangeOf<'amm', AmmState>;
export type OfferChange = EntryChangeOf<'offer', OfferState>;
export type EntryChange = AccountChange | TrustlineChange | AmmChange | OfferChange;

type Wire = Readonly<Record<string, unknown>>;

const record = (value: unknown): Wire | undefined =>
  typeof value === 'object' && value !== null ? (value as Wire) : undefined;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const integer = (value: unknown): number | undefined => (value === undefined ? undefined : Number(value));
const drops = (value: unknown): bigint | undefined =>
  value === undefined || value === null ? undefined : BigInt(String(value));

type Fields = Record<string, unknown>;

/**
 * Sets a field only when the wire had it, so `previous` names exactly what changed. Readers fill one object
 * this way rather than building and filtering: the indexer reads every node of every transaction.
 */
function put(out: Fields, key: string, value: unknown): void {
  if (value !== undefined) out[key] = value;
}

function issueOf(value: unknown): Issue | undefined {
  const issue = record(value);
  const currency = text(issue?.['currency']);
  if (currency === undefined) return undefined;
  return currency === 'XRP' ? { currency } : { currency, issuer: String(issue?.['issuer']) };
}

const READERS = {
  AccountRoot: (f: Wire, out: Fields): AccountState => {
    put(out, 'account', text(f['Account']));
    put(out, 'balanceDrops', drops(f['Balance']));
    put(out, 'ownerCount', integer(f['OwnerCount']));
    put(out, 'ammId', text(f['AMMID']));
    return out;
  },
  RippleState: (f: Wire, out: Fields): TrustlineState => {
    const balance = record(f['Balance']);
    const low = record(f['LowLimit']);
    const high = record(f['HighLimit']);
    put(out, 'currency', text(balance?.['currency'] ?? low?.['currency'] ?? high?.['currency']));
    put(out, 'low', text(low?.['issuer']));
    put(out, 'high', text(high?.['issuer']));
    put(out, 'lowLimit', text(low?.['value']));
    put(out, 'highLimit', text(high?.['value']));
    put(out, 'balance', text(balance?.['value']));
    return out;
  },
  AMM: (f: Wire, out: Fields): AmmState => {
    put(out, 'account', text(f['Account']));
    put(out, 'lpTokenBalance', text(record(f['LPTokenBalance'])?.['value']));
    put(out, 'tradingFee', integer(f['TradingFee']));
    put(out, 'asset', issueOf(f['Asset']));
    put(out, 'asset2', issueOf(f['Asset2']));
    return out;
  },
  Offer: (f: Wire, out: Fields): OfferState => {
    put(out, 'owner', text(f['Account']));
    return out;
  },
} as const;

const ENTRY_NAMES: Readonly<Record<keyof typeof READERS, EntryChange['entry']>> = {
  AccountRoot: 'account',
  RippleState: 'trustline',
  AMM: 'amm',
  Offer: 'offer',
};

const WRAPPERS: ReadonlyArray<readonly [string, EntryKind]> = [
  ['CreatedNode', 'created'],
  ['ModifiedNode', 'modified'],
  ['DeletedNode', 'deleted'],
];

function readNode(wrapper: Wire): EntryChange | undefined {
  for (const [name, kind] of WRAPPERS) {
    const node = record(wrapper[name]);
    if (!node) continue;
    const type = String(node['LedgerEntryType']);
    if (!(type in READERS)) return undefined;
    const read = READERS[type as keyof typeof READERS] as (f: Wire, out: Fields) => object;
    const state = read(record(kind === 'created' ? node['NewFields'] : node['FinalFields']) ?? {}, {});
    const changed = record(node['PreviousFields']);
    const previous = changed ? read(changed, {}) : {};
    const entry = ENTRY_NAMES[type as keyof typeof READERS];
    return { entry, kind, id: String(node['LedgerIndex']), state, previous } as EntryChange;
  }
  return undefined;
}

/** The accounts, trust lines, pools and offers a transaction's metadata shows changed, in metadata order. */
export function entryChanges(meta: unknown): EntryChange[] {
  const nodes = record(meta)?.['AffectedNodes'];
  if (!Array.isArray(nodes)) return [];
  const changes: EntryChange[] = [];
  for (const wrapper of nodes as unknown[]) {
    const change = readNode(record(wrapper) ?? {});
    if (change) changes.push(change);
  }
  return changes;
}
