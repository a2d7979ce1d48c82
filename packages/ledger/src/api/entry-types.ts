// rippled's ledger entry type names as RPC filters (LedgerFormats rpc names), for account_objects and ledger_data.

export const ENTRY_TYPES: Record<string, string> = {
  account: 'AccountRoot',
  amendments: 'Amendments',
  amm: 'AMM',
  bridge: 'Bridge',
  check: 'Check',
  credential: 'Credential',
  delegate: 'Delegate',
  deposit_preauth: 'DepositPreauth',
  did: 'DID',
  directory: 'DirectoryNode',
  escrow: 'Escrow',
  fee: 'FeeSettings',
  hashes: 'LedgerHashes',
  mpt_issuance: 'MPTokenIssuance',
  mptoken: 'MPToken',
  nft_offer: 'NFTokenOffer',
  nft_page: 'NFTokenPage',
  nunl: 'NegativeUNL',
  offer: 'Offer',
  oracle: 'Oracle',
  payment_channel: 'PayChannel',
  permissioned_domain: 'PermissionedDomain',
  signer_list: 'SignerList',
  state: 'RippleState',
  ticket: 'Ticket',
  vault: 'Vault',
  xchain_owned_claim_id: 'XChainOwnedClaimID',
  xchain_owned_create_account_claim_id: 'XChainOwnedCreateAccountClaimID',
};

/** Types an account can never own: account_objects refuses them as filters. */
export const NOT_OWNED = new Set([
  'Amendments',
  'DirectoryNode',
  'FeeSettings',
  'LedgerHashes',
  'NegativeUNL',
]);

/** Types that block AccountDelete (rippled's deletion_blockers_only). */
export const DELETION_BLOCKERS = new Set([
  'Check',
  'Escrow',
  'NFTokenPage',
  'PayChannel',
  'RippleState',
  'XChainOwnedClaimID',
  'XChainOwnedCreateAccountClaimID',
  'Bridge',
  'MPToken',
  'MPTokenIssuance',
  'Vault',
]);

/** The LedgerEntryType a `type` filter names (an rpc name or the type's own name, any case), or undefined. */
export function entryTypeOf(filter: string): string | undefined {
  const lower = filter.toLowerCase();
  if (ENTRY_TYPES[filter]) return ENTRY_TYPES[filter];
  return Object.values(ENTRY_TYPES).find((t) => t.toLowerCase() === lower);
}
