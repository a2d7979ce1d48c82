import type { TxMetaJson } from './node-api.js';

// rippled's TxMeta::getAffectedAccounts: account fields of every affected node's final or new fields,
// plus the issuers of trust-line limits and offer amounts.

const ACCOUNT_FIELDS = new Set([
  'Account',
  'Owner',
  'Destination',
  'Issuer',
  'Authorize',
  'Unauthorize',
  'RegularKey',
  'NFTokenMinter',
  'Holder',
  'Delegate',
  'Subject',
]);
const ISSUER_FIELDS = new Set(['LowLimit', 'HighLimit', 'TakerPays', 'TakerGets']);

export function affectedAccounts(meta: TxMetaJson): Set<string> {
  const out = new Set<string>();
  for (const wrapper of meta.AffectedNodes) {
    const [kind, node] = Object.entries(wrapper)[0] as [string, Record<string, unknown>];
    const fields = (kind === 'CreatedNode' ? node.NewFields : node.FinalFields) as
      Record<string, unknown> | undefined;
    if (!fields) continue;
    for (const [name, value] of Object.entries(fields)) {
      if (ACCOUNT_FIELDS.has(name) && typeof value === 'string') out.add(value);
      else if (ISSUER_FIELDS.has(name) && typeof value === 'object' && value !== null) {
        const issuer = (value as { issuer?: string }).issuer;
        if (issuer && issuer !== 'rrrrrrrrrrrrrrrrrrrrrhoLvTp') out.add(issuer);
      }
    }
  }
  return out;
}
