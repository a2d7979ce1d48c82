/** The lazily loaded key code: derivation and signing (binary codec and keypairs), one chunk. */
export {
  type KeyMaterial,
  keyFromMnemonic,
  keyFromSeed,
  newMnemonic,
  seedFromSecretNumbers,
} from './derive.js';
export {
  type SignedTransaction,
  challengeMessageHex,
  signChallenge,
  signTransaction,
  transactionHash,
  verifyTransaction,
} from './sign.js';
export { type DerivedWallet, type ImportInput, deriveGenerated, deriveImport } from './credentials.js';
