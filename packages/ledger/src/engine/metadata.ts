import { ZERO_HASH } from '../crypto/hash.js';
import type { TxMetaJson } from '../node/node-api.js';
import { cloneFields, type EntryFields } from '../state/entry.js';
import { keylet } from '../state/keys.js';
import type { ApplyView } from '../state/view.js';
import type { WireAmount } from './amounts.js';

// Transaction metadata as rippled's ApplyStateTable::apply builds it: one affected node per changed entry,
// threading (PreviousTxnID/PreviousTxnLgrSeq) of touched entries and of the owners of created/deleted ones.

const NEVER = new Set(['LedgerEntryType', 'Indexes']);
const DELETE_FINAL_ONLY = new Set(['PreviousTxnID', 'PreviousTxnLgrSeq']);
const ALWAYS = new Set(['RootIndex']);

type NodeKind = 'CreatedNode' | 'ModifiedNode' | 'DeletedNode';
type AffectedNode = Record<string, unknown> & { LedgerEntryType: string; LedgerIndex: string };

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function isDefault(value: unknown): boolean {
  if (value === 0 || value === '') return true;
  if (typeof value === 'string') return /^0+$/.test(value);
  return Array.isArray(value) && value.length === 0;
}

function isThreaded(fields: Readonly<EntryFields>): boolean {
  return fields.LedgerEntryType !== 'LedgerHashes';
}

/** Accounts whose roots are threaded when an entry is created or deleted. */
function owners(fields: Readonly<EntryFields>): string[] {
  if (fields.LedgerEntryType === 'AccountRoot') return [];
  if (fields.LedgerEntryType === 'RippleState') {
    return [(fields.LowLimit as { issuer: string }).issuer, (fields.HighLimit as { issuer: string }).issuer];
  }
  return ['Account', 'Destination'].map((f) => fields[f]).filter((v): v is string => typeof v === 'string');
}

export interface MetaInput {
  view: ApplyView;
  txHash: string;
  ledgerSeq: number;
  result: string;
  txIndex: number;
  delivered?: WireAmount;
}

/** Builds the metadata and threads entries in the view (which the caller then commits). */
export function buildMetadata(input: MetaInput): TxMetaJson {
  const { view, txHash, ledgerSeq } = input;
  const nodes = new Map<string, { kind: NodeKind; node: AffectedNode }>();
  const extraMods = new Map<string, EntryFields>();
  const changes = view.changes();
  const changed = new Map(changes);

  const affected = (key: string, kind: NodeKind, type: string): AffectedNode => {
    let found = nodes.get(key);
    if (!found) {
      found = { kind, node: { LedgerEntryType: type, LedgerIndex: key } };
      nodes.set(key, found);
    }
    return found.node;
  };

  const threadItem = (key: string, sle: EntryFields) => {
    if (sle.PreviousTxnID === txHash) return;
    const prevId = (sle.PreviousTxnID as string | undefined) ?? ZERO_HASH;
    const prevSeq = (sle.PreviousTxnLgrSeq as number | undefined) ?? 0;
    sle.PreviousTxnID = txHash;
    sle.PreviousTxnLgrSeq = ledgerSeq;
    if (prevId === ZERO_HASH) return;
    const node = affected(key, 'ModifiedNode', sle.LedgerEntryType);
    if (node.PreviousTxnID === undefined) {
      node.PreviousTxnID = prevId;
      node.PreviousTxnLgrSeq = prevSeq;
    }
  };

  const threadOwners = (fields: Readonly<EntryFields>) => {
    for (const owner of owners(fields)) {
      const key = keylet.account(owner);
      let sle = extraMods.get(key);
      const item = changed.get(key);
      if (!sle && item) {
        if (item.action === 'erase') continue;
        sle = item.fields;
      }
      if (!sle) {
        const base = view.base.get(key);
        if (!base) continue;
        sle = cloneFields(base.fields);
        extraMods.set(key, sle);
      }
      threadItem(key, sle);
    }
  };

  for (const [key, item] of changes) {
    const orig = view.base.get(key)?.fields;
    const cur = item.fields;
    if (item.action === 'modify' && orig && deepEqual(orig, cur)) continue;
    const kind: NodeKind =
      item.action === 'erase' ? 'DeletedNode' : item.action === 'insert' ? 'CreatedNode' : 'ModifiedNode';
    const node = affected(key, kind, cur.LedgerEntryType);
    if (kind === 'DeletedNode' && orig) {
      threadOwners(orig);
      addPrevious(node, orig, cur);
      node.FinalFields = pick(cur, (f) => !NEVER.has(f));
    } else if (kind === 'ModifiedNode' && orig) {
      if (isThreaded(cur)) threadItem(key, cur);
      addPrevious(node, orig, cur);
      node.FinalFields = pick(cur, (f) => !NEVER.has(f) && !DELETE_FINAL_ONLY.has(f));
    } else {
      threadOwners(cur);
      if (isThreaded(cur)) threadItem(key, cur);
      const news = pick(
        cur,
        (f, v) => (ALWAYS.has(f) || !isDefault(v)) && !NEVER.has(f) && !DELETE_FINAL_ONLY.has(f),
      );
      if (Object.keys(news).length > 0) node.NewFields = news;
    }
    if (node.FinalFields && Object.keys(node.FinalFields).length === 0) delete node.FinalFields;
  }
  for (const [key, fields] of extraMods) view.rawReplace(key, fields);

  const sorted = [...nodes.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  const meta: TxMetaJson = {
    AffectedNodes: sorted.map(([, { kind, node }]) => ({ [kind]: node })),
    TransactionIndex: input.txIndex,
    TransactionResult: input.result,
  };
  if (input.delivered !== undefined) meta.DeliveredAmount = input.delivered;
  return meta;
}

function addPrevious(node: AffectedNode, orig: Readonly<EntryFields>, cur: Readonly<EntryFields>): void {
  const prevs = pick(orig, (f, v) => !NEVER.has(f) && !DELETE_FINAL_ONLY.has(f) && !deepEqual(cur[f], v));
  if (Object.keys(prevs).length > 0) node.PreviousFields = prevs;
}

function pick(
  fields: Readonly<EntryFields>,
  keep: (field: string, value: unknown) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [f, v] of Object.entries(fields))
    if (keep(f, v)) out[f] = typeof v === 'object' && v !== null ? structuredClone(v) : v;
  return out;
}
