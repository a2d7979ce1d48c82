import { sha512Half, toHex } from '../crypto/hash.js';

// The amendments this node knows. A feature's id is SHA512Half of its name.

/**
 * Amendments whose rules this engine follows (its behaviour is written with them on): enabled in the genesis
 * ledger and reported supported by `feature`. Most are mainnet's, retired by rippled (always on there).
 */
export const IMPLEMENTED_AMENDMENTS = [
  // Payments, the Flow engine and its fixes.
  'Flow',
  'fix1368',
  'fix1373',
  'fix1781',
  'FlowSortStrands',
  'fixQualityUpperBound',
  // Offers and their crossing through Flow.
  'FlowCross',
  'TickSize',
  'fix1513',
  'fix1515',
  'fix1578',
  'fixTakerDryOfferRemoval',
  'fixRmSmallIncreasedQOffers',
  'ImmediateOfferKilled',
  'fixReducedOffersV1',
  'fixReducedOffersV2',
  'fixFillOrKill',
  // Amounts and numbers.
  'fixSTAmountCanonicalize',
  'fixUniversalNumber',
  // Accounts, keys, trust lines, directories and the ledger.
  'TrustSetAuth',
  'fix1201',
  'fix1528',
  'SortedDirectories',
  'DepositAuth',
  'DeletableAccounts',
  'fixMasterKeyAsRegularKey',
  'RequireFullyCanonicalSig',
  'fixTrustLinesToSelf',
  'DisallowIncoming',
  'fixDisallowIncomingV1',
  'XRPFees',
  'fixPreviousTxnID',
  'fixInnerObjTemplate',
  'fixInnerObjTemplate2',
  // Multi-signing and tickets.
  'MultiSign',
  'MultiSignReserve',
  'ExpandedSignerList',
  'TicketBatch',
  // Issuer controls.
  'Clawback',
  'DeepFreeze',
  // Escrow.
  'Escrow',
  'CryptoConditions',
  'CryptoConditionsSuite',
  'fix1523',
  'fix1543',
  'fix1571',
  'TokenEscrow',
  // AMM (its math is fixAMMv1_3's).
  'AMM',
  'fixAMMOverflowOffer',
  'fixAMMv1_1',
  'fixAMMv1_2',
  'fixAMMv1_3',
  'AMMClawback',
] as const;

/**
 * Amendments mainnet has that this node does not implement (their transactions, objects or rules are absent
 * here: payment channels, checks, NFTs, MPTs, oracles, DIDs, credentials, domains, deposit preauthorization,
 * the transaction queue's fee escalation, invariant checks, validator voting). Not enabled and not reported;
 * named only if a ledger lists them.
 */
export const UNIMPLEMENTED_AMENDMENTS = [
  'FeeEscalation',
  'PayChan',
  'EnforceInvariants',
  'fix1512',
  'Checks',
  'fix1623',
  'DepositPreauth',
  'fixCheckThreading',
  'fixPayChanRecipientOwnerDir',
  'HardenedValidations',
  'fixAmendmentMajorityCalc',
  'NegativeUNL',
  'CheckCashMakesTrustLine',
  'NonFungibleTokensV1_1',
  'fixRemoveNFTokenAutoTrustLine',
  'fixNonFungibleTokensV1_2',
  'fixNFTokenRemint',
  'fixNFTokenReserve',
  'PriceOracle',
  'DID',
  'fixEmptyDID',
  'fixXChainRewardRounding',
  'fixEnforceNFTokenTrustline',
  'fixNFTokenPageLinks',
  'Credentials',
  'NFTokenMintOffer',
  'MPTokensV1',
  'fixFrozenLPTokenTransfer',
  'PermissionedDomains',
  'DynamicNFT',
  'fixInvalidTxFlags',
] as const;

export function amendmentId(name: string): string {
  return toHex(sha512Half(new TextEncoder().encode(name)));
}

/**
 * The genesis ledger's Amendments, sorted by id as rippled's getDesired gives them: the implemented ones, or
 * exactly `names` (a config's [features]).
 */
export function genesisAmendments(names: readonly string[] = IMPLEMENTED_AMENDMENTS): string[] {
  return [...new Set(names.map(amendmentId))].sort();
}

/**
 * Transaction types this node implements that rippled still gates behind an amendment (not retired): with a
 * config's [features] leaving it out, temDISABLED as rippled's preflight.
 */
export const IMPLEMENTED_TX_AMENDMENT: Readonly<Record<string, (typeof IMPLEMENTED_AMENDMENTS)[number]>> = {
  AMMCreate: 'AMM',
  AMMDeposit: 'AMM',
  AMMWithdraw: 'AMM',
  AMMVote: 'AMM',
  AMMBid: 'AMM',
  AMMDelete: 'AMM',
  AMMClawback: 'AMMClawback',
  Clawback: 'Clawback',
};

/**
 * Transaction types rippled gates behind an amendment that is not retired, among those this node does not
 * implement: with the amendment off rippled answers temDISABLED (rather than applying them), and so does this node.
 */
export const TX_AMENDMENT: Readonly<Record<string, (typeof UNIMPLEMENTED_AMENDMENTS)[number]>> = {
  OracleSet: 'PriceOracle',
  OracleDelete: 'PriceOracle',
  DIDSet: 'DID',
  DIDDelete: 'DID',
  CredentialCreate: 'Credentials',
  CredentialAccept: 'Credentials',
  CredentialDelete: 'Credentials',
  MPTokenIssuanceCreate: 'MPTokensV1',
  MPTokenIssuanceDestroy: 'MPTokensV1',
  MPTokenIssuanceSet: 'MPTokensV1',
  MPTokenAuthorize: 'MPTokensV1',
  PermissionedDomainSet: 'PermissionedDomains',
  PermissionedDomainDelete: 'PermissionedDomains',
  NFTokenModify: 'DynamicNFT',
};
