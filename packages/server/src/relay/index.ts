// Relaying signed blobs: verification against what was issued, ordered idempotent submission, outcomes.
export * from './trade-ledger.js';
export { XrplTradeLedger, assetJson } from './xrpl-trade-ledger.js';
export {
  BlobError,
  type DecodedBlob,
  decodeSignedBlob,
  signingFieldsOf,
  type SigningFields,
} from './codec.js';
export {
  IssuedStore,
  type IssuedRequest,
  type IssuedTx,
  type RequestKind,
  type TxToIssue,
} from './issued-store.js';
export { RelayStore, type RelayedState, type RelayedTx } from './relay-store.js';
export { type PostedBlob, type VerifiedSet, type VerifyDeps, verifySignedSet } from './verify.js';
export {
  Relayer,
  type RelayLog,
  type RelayerOptions,
  type RequestOutcome,
  type RunFinishedHook,
  type TxOutcome,
} from './relayer.js';
export { RELAY_MESSAGES, refused } from './messages.js';
