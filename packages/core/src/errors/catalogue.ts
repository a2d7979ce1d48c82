/**
 * The error catalogue (spec §8, plus the validation messages of spec §5). Every user-facing message is
 * written here once, verbatim; code elsewhere names it by `area.key`. Entries marked "Horizon" are ours.
 */
import { WALLET_LABEL_MAX_LENGTH } from '../constants/wallet.js';

export const VERIFICATION_ERRORS = {
  /** Template for a challenge code with no message of its own. */
  errorWithCode: 'Verification error: {code}',
  required: 'Verification required',
  failed: 'Verification failed. Please try again.',
  network: 'Network error. Please try again.',
  widgetLoadFailed: 'Failed to load verification widget. Please refresh the page.',
  initFailed: 'Failed to initialize verification. Please refresh the page.',
  tokenMissing: 'Verification token was not provided.',
  tokenInvalid: 'Verification token is invalid.',
  tokenExpiredOrUsed: 'Verification token expired or already used.',
  internalError: 'An internal error occurred. Please try again.',
  expired: 'Verification expired. Please complete the challenge again.',
  blockedRequest: 'Security: Blocked suspicious request',
} as const;

export const GENERAL_ERRORS = {
  registerWalletFailed: 'Failed to register wallet',
  fetchHoldingsFailed: 'Failed to fetch token holdings',
  invalidResponse: 'Invalid response from server',
  createLimitOrderFailed: 'Failed to create limit order transaction',
  createCancelOrderFailed: 'Failed to create cancel order transaction',
  createSwapFailed: 'Failed to create swap transactions',
  submissionFailed: 'Transaction submission failed',
  fetchDistributorFailed: 'Failed to fetch distributor address',
  getActiveOrdersFailed: 'Failed to get active orders',
  fetchPreSnipeSettingsFailed: 'Failed to fetch pre-snipe settings',
  invalidJson: 'Invalid JSON response from backend',
  invalidFormat: 'Invalid response format',
  serverError: 'Server error. Please try again in a moment.',
} as const;

export const BUY_ERRORS = {
  insufficientXrp: 'Insufficient XRP balance for this transaction',
  trustlineFailed: 'Failed to establish trustline. Please try again.',
  submitFailed: 'Failed to submit buy transaction. Please check your balance and try again.',
  walletAccess: 'Wallet access error. Please re-import your wallet.',
} as const;

export const SELL_ERRORS = {
  insufficientTokens: 'Insufficient token balance for this transaction',
  noTrustline: 'No trustline exists for this token',
  submitFailed: 'Failed to submit sell transaction. Please check your token balance and try again.',
} as const;

export const TRUSTLINE_ERRORS = {
  alreadyExists: 'Trustline already exists',
  insufficientReserve: 'Insufficient XRP for trustline reserve',
  insufficientReserveTwoXrp: 'Insufficient XRP for trustline reserve (2 XRP required)',
  stillHasBalance: 'Cannot clear trustline: Token still has balance',
  notFound: 'Trustline not found',
} as const;

export const SEND_ERRORS = {
  insufficientXrp: 'Insufficient XRP balance',
  destinationNotFound: 'Destination account not found',
  insufficientTokens: 'Insufficient token balance',
  destinationNeedsTrustline: 'Destination needs a trustline',
  invalidTransactionType: 'Invalid transaction type',
  /** Horizon: the destination requires a tag (tecDST_TAG_NEEDED). */
  destinationTagRequired: 'This destination requires a destination tag',
  /** Horizon: an XRP payment to an address the ledger does not know, below the reserve (tecNO_DST_INSUF_XRP). */
  destinationBelowReserve:
    'This address is not activated yet: the first payment to it must be at least the ledger’s account reserve',
} as const;

export const AMM_ERRORS = {
  insufficientDepositBalance: 'Insufficient balance for deposit',
  trustlineNotEstablished: 'Trustline not established for this token',
  insufficientLpTokens: 'Insufficient LP token balance',
  slippageExceeded: 'Transaction would exceed slippage tolerance',
  priceMoved: 'Price has moved too much. Please try again with updated amounts.',
  insufficientLpToVote: 'Insufficient LP tokens to vote',
  alreadyVotedInPeriod: 'You have already voted in this period',
  voteNeedsLpTokens: 'You need LP tokens to vote on fee changes',
  voteAlreadyCast: 'You have already voted on the fee. Votes can be changed once per period.',
  /** Horizon: the token has no AMM pool (terNO_AMM, tecAMM_EMPTY). */
  poolNotFound: 'No AMM pool exists for this token',
} as const;

export const WALLET_ERRORS = {
  maxWallets: 'Maximum 5 wallets allowed',
  duplicate: 'This wallet is already added',
  invalidCredentials: 'Invalid wallet credentials',
  invalidAddress: 'Invalid wallet address',
  invalidCredentialsReconnect: 'Invalid wallet credentials. Please reconnect this wallet.',
  switchFailed: 'Failed to switch wallet',
  notFound: 'Wallet not found',
  loadFailed: 'Failed to load wallets',
  noWalletConnected: 'No wallet connected',
  noValidCredentials: 'No valid credentials found',
  noActiveWallet: 'No active wallet',
  addFailedLimit: 'Failed to add wallet. Maximum limit reached.',
  generateFailed: 'Failed to generate wallet',
  importFailed: 'Failed to import wallet',
  generateAddressFailed: 'Failed to generate wallet address',
  /** Horizon: a wallet name past WALLET_LABEL_MAX_LENGTH. */
  labelTooLong: `A wallet name can be at most ${WALLET_LABEL_MAX_LENGTH} characters.`,
} as const;

export const SIGNING_ERRORS = {
  /** Templates: the spec writes the transaction's name as {name} or '...'. */
  failedToSign: 'Failed to sign {name}',
  missingTransactionType: 'Missing TransactionType in ...',
  missingAccount: 'Missing Account in ...',
  walletNotFoundForAddress: 'Wallet not found for address',
  decryptFailed: 'Failed to decrypt data',
  encryptFailed: 'Failed to encrypt data',
  deriveKeyFailed: 'Failed to derive private key from mnemonic',
  missingRequiredFields: 'Missing required fields',
  faucetNotConnected: 'Client not connected, cannot call faucet',
  /** Horizon: a field the conversion does not know (never passed on silently). */
  unknownField: 'Unknown transaction field',
  /** Horizon: a field whose value has the wrong shape. */
  invalidField: 'Invalid transaction field',
  /** Horizon: a transaction type Horizon never signs. */
  unsupportedType: 'Unsupported transaction type',
} as const;

/** Spec §5 validation messages, and Horizon's own for the rules the spec leaves open. */
export const VALIDATION_ERRORS = {
  invalidMnemonic: 'Invalid mnemonic phrase',
  invalidMnemonicUi: 'Invalid mnemonic phrase. Please check your input.',
  invalidSeed: 'Invalid seed format',
  invalidSeedUi: 'Invalid seed. Please check your input.',
  emptyMnemonic: 'Please enter your mnemonic',
  emptySeed: 'Please enter your seed',
  tradingFeeRange: 'Trading fee must be between 0% and 1%',
  /** Horizon: a rate finer than the ledger's unit (0.001%) cannot be voted. */
  tradingFeePrecision: 'Trading fee must be a multiple of 0.001%',
  /** Horizon. */
  invalidSecretNumbers: 'Invalid secret numbers. Please check your input.',
  invalidReferralCode: 'Invalid referral code',
  slippageRange: 'Slippage must be between 0.1% and 50%',
  invalidTokenId: 'Invalid token id',
  invalidCacheKey: 'Invalid wallet key',
  invalidCredentialsFormat: 'Invalid credentials format',
} as const;

export const ERROR_CATALOGUE = {
  verification: VERIFICATION_ERRORS,
  general: GENERAL_ERRORS,
  buy: BUY_ERRORS,
  sell: SELL_ERRORS,
  trustline: TRUSTLINE_ERRORS,
  send: SEND_ERRORS,
  amm: AMM_ERRORS,
  wallet: WALLET_ERRORS,
  signing: SIGNING_ERRORS,
  validation: VALIDATION_ERRORS,
} as const;

type Catalogue = typeof ERROR_CATALOGUE;
export type ErrorArea = keyof Catalogue;
/** A catalogue code such as `buy.insufficientXrp`. */
export type ErrorCode = {
  [A in ErrorArea]: `${A}.${Extract<keyof Catalogue[A], string>}`;
}[ErrorArea];

/** The message of a catalogue code. */
export function catalogueMessage(code: ErrorCode): string {
  const [area, key] = code.split('.') as [ErrorArea, string];
  return (ERROR_CATALOGUE[area] as Record<string, string>)[key] as string;
}

/** Every code of the catalogue, in catalogue order. */
export function allErrorCodes(): ErrorCode[] {
  return Object.entries(ERROR_CATALOGUE).flatMap(([area, entries]) =>
    Object.keys(entries).map((key) => `${area}.${key}` as ErrorCode),
  );
}

/** 'Verification error: {code}' for a challenge code with no message of its own. */
export function verificationErrorWithCode(code: string): string {
  return VERIFICATION_ERRORS.errorWithCode.replace('{code}', () => code);
}

/** 'Failed to sign {name}'. */
export function failedToSign(name: string): string {
  return SIGNING_ERRORS.failedToSign.replace('{name}', () => name);
}

/** 'Missing TransactionType in {name}'. */
export function missingTransactionType(name: string): string {
  return SIGNING_ERRORS.missingTransactionType.replace('...', () => name);
}

/** 'Missing Account in {name}'. */
export function missingAccount(name: string): string {
  return SIGNING_ERRORS.missingAccount.replace('...', () => name);
}
