import type { TxMetaJson } from './node-api.js';

// rippled's TxMeta::getAffectedAccounts: every account field of the affected nodes' new or final fields, plus the
// issuers of trust-line limits and offer amounts. Decides who hears about a closed transaction on account streams.

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
  'OtherChainSource',
  'OtherChainDestination',
  'LockingChainDoor',
  'IssuingChainDoor',
]);
const ISSUER_FIELDS = new Set(['LowLimit', 'HighLimit', 'TakerPays', 'TakerGets']);
const NO_ISSUER = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';

export function affectedAccounts(meta: TxMetaJson): Set<string> {
  const out = new Set<string>();
  for (const wrapper of meta.AffectedNodes) {
    const [kind, node] = (Object.entries(wrapper)[0] ?? []) as [string, Record<string, unknown> | undefined];
    const fields = (kind === 'CreatedNode' ? node?.NewFields : node?.FinalFields) as
      Record<string, unknown> | undefined;
    if (!fields) continue;
    for (const [name, value] of Object.entries(fields)) {
      if (ACCOUNT_FIELDS.has(name) && typeof value === 'string') out.add(value);
      else if (ISSUER_FIELDS.has(name) && typeof value === 'object' && value !== null) {
        const issuer = (value as { issuer?: string }).issuer;
        if (issuer && issuer !== NO_ISSUER) out.add(issuer);
      }
    }
  }
  return out;
}
