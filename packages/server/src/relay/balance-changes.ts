/** What a validated transaction changed for one account, read exactly from its metadata. */
import { normalizeCurrency } from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';

type Json = Record<string, unknown>;

interface NodeFields {
  readonly type: string;
  readonly final: Json | undefined;
  readonly previous: Json | undefined;
  /** Created or deleted: every field went from nothing to its value, or back. */
  readonly whole: boolean;
}

function nodesOf(meta: Json | null): NodeFields[] {
  const nodes = (meta?.['AffectedNodes'] ?? []) as Json[];
  return nodes.map((wrapper) => {
    const [kind, node] = Object.entries(wrapper)[0] as [string, Json];
    const type = String(node['LedgerEntryType']);
    if (kind === 'CreatedNode') return { type, final: node['NewFields'] as Json, previous: {}, whole: true };
    if (kind === 'DeletedNode') {
      const final = node['FinalFields'] as Json;
      // A deleted entry ends at nothing: its last fields are the "before", zero the "after".
      const previous = { ...final, ...((node['PreviousFields'] as Json) ?? {}) };
      return { type, final: {}, previous, whole: true };
    }
    const previous = node['PreviousFields'] as Json | undefined;
    return { type, final: node['FinalFields'] as Json, previous, whole: false };
  });
}

/** Change of a field between before and after (absent from PreviousFields = unchanged). */
function changed(node: NodeFields, field: string): [unknown, unknown] | undefined {
  if (node.whole)
    return field in { ...node.previous, ...node.final }
      ? [node.previous?.[field], node.final?.[field]]
      : undefined;
  if (!node.previous || !(field in node.previous)) return undefined;
  return [node.previous[field], node.final?.[field]];
}

/** The account's XRP balance change in drops (the fee it paid included, as a negative). */
export function xrpChange(meta: Json | null, account: string): bigint {
  let total = 0n;
  for (const node of nodesOf(meta)) {
    if (node.type !== 'AccountRoot') continue;
    const who = node.final?.['Account'] ?? node.previous?.['Account'];
    const change = changed(node, 'Balance');
    if (who !== account || !change) continue;
    total +=
      BigInt((change[1] as string | undefined) ?? '0') - BigInt((change[0] as string | undefined) ?? '0');
  }
  return total;
}

/** The account's OwnerCount change (negative when objects were removed). */
export function ownerCountChange(meta: Json | null, account: string): number {
  for (const node of nodesOf(meta)) {
    const who = node.final?.['Account'] ?? node.previous?.['Account'];
    const change = node.type === 'AccountRoot' && who === account ? changed(node, 'OwnerCount') : undefined;
    if (change) return Number(change[1] ?? 0) - Number(change[0] ?? 0);
  }
  return 0;
}

function balanceValue(fields: Json | undefined): IssuedValue {
  const balance = fields?.['Balance'] as { value?: string } | undefined;
  return balance?.value === undefined ? IssuedValue.zero : IssuedValue.fromString(balance.value);
}

/** The change of what `holder` holds of the token `currency` issued by `issuer` (positive = received). */
export function tokenChange(
  meta: Json | null,
  holder: string,
  currency: string,
  issuer: string,
): IssuedValue {
  const wanted = normalizeCurrency(currency);
  let total = IssuedValue.zero;
  for (const node of nodesOf(meta)) {
    if (node.type !== 'RippleState' || !changed(node, 'Balance')) continue;
    const fields = { ...node.previous, ...node.final };
    const low = (fields['LowLimit'] as { issuer: string; currency: string } | undefined) ?? undefined;
    const high = (fields['HighLimit'] as { issuer: string } | undefined) ?? undefined;
    if (!low || !high || normalizeCurrency(low.currency) !== wanted) continue;
    // The balance is held by the low account when positive, from the low account's side.
    const sign =
      low.issuer === holder && high.issuer === issuer
        ? 1
        : high.issuer === holder && low.issuer === issuer
          ? -1
          : 0;
    if (sign === 0) continue;
    const delta = balanceValue(node.final).sub(balanceValue(node.previous));
    total = total.add(sign === 1 ? delta : delta.neg());
  }
  return total;
}
