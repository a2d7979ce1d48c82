export { type IssuedChallenge, WALLET_CHALLENGE_TTL_MS, WalletChallenges } from './challenges.js';
export { PREMIUM_PAYMENT_WINDOW_MS, type PremiumRule, isPremiumWallet } from './premium.js';
export {
  type KeyKind,
  type ProvingKey,
  authorizedKey,
  challengeMessageHex,
  isValidChallengeSignature,
} from './proof.js';
export { REFERRAL_CODE_LENGTH, newReferralCode, normalizeReferralCode } from './referral-code.js';
export { type ReferralOutcome, type Registration, type WalletRecord, WalletRegistry } from './registry.js';
export { type WalletRouteDeps, walletRoutes } from './routes.js';
