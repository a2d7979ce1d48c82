import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  allErrorCodes,
  catalogueMessage,
  failedToSign,
  missingAccount,
  missingTransactionType,
  verificationErrorWithCode,
} from '../../src/errors/catalogue.js';
import { HorizonError, isHorizonError } from '../../src/errors/horizon-error.js';

// The whole catalogue, character for character, as the spec writes it (§5, §8).
const EXPECTED = {
  verification: {
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
  },
  general: {
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
  },
  buy: {
    insufficientXrp: 'Insufficient XRP balance for this transaction',
    trustlineFailed: 'Failed to establish trustline. Please try again.',
    submitFailed: 'Failed to submit buy transaction. Please check your balance and try again.',
    walletAccess: 'Wallet access error. Please re-import your wallet.',
  },
  sell: {
    insufficientTokens: 'Insufficient token balance for this transaction',
    noTrustline: 'No trustline exists for this token',
    submitFailed: 'Failed to submit sell transaction. Please check your token balance and try again.',
  },
  trustline: {
    alreadyExists: 'Trustline already exists',
    insufficientReserve: 'Insufficient XRP for trustline reserve',
    insufficientReserveTwoXrp: 'Insufficient XRP for trustline reserve (2 XRP required)',
    stillHasBalance: 'Cannot clear trustline: Token still has balance',
    notFound: 'Trustline not found',
  },
  send: {
    insufficientXrp: 'Insufficient XRP balance',
    destinationNotFound: 'Destination account not found',
    insufficientTokens: 'Insufficient token balance',
    destinationNeedsTrustline: 'Destination needs a trustline',
    invalidTransactionType: 'Invalid transaction type',
    destinationTagRequired: 'This destination requires a destination tag',
    destinationBelowReserve:
      'This address is not activated yet: the first payment to it must be at least the ledger’s account reserve',
  },
  amm: {
    insufficientDepositBalance: 'Insufficient balance for deposit',
    trustlineNotEstablished: 'Trustline not established for this token',
    insufficientLpTokens: 'Insufficient LP token balance',
    slippageExceeded: 'Transaction would exceed slippage tolerance',
    priceMoved: 'Price has moved too much. Please try again with updated amounts.',
    insufficientLpToVote: 'Insufficient LP tokens to vote',
    alreadyVotedInPeriod: 'You have already voted in this period',
    voteNeedsLpTokens: 'You need LP tokens to vote on fee changes',
    voteAlreadyCast: 'You have already voted on the fee. Votes can be changed once per period.',
    poolNotFound: 'No AMM pool exists for this token',
  },
  wallet: {
    maxWallets: 'Maximum 5 wallets allowed',
    duplicate: 'This wallet is already added',
    invalidCredentials: 'Invalid wallet credentials',
    invalidAddress: 'Invalid wallet address',
    invalidCredentialsReconnect: 'Invalid wallet credentials. Please reconnect this wallet.',
    labelTooLong: 'A wallet name can be at most 32 characters.',
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
  },
  signing: {
    failedToSign: 'Failed to sign {name}',
    missingTransactionType: 'Missing TransactionType in ...',
    missingAccount: 'Missing Account in ...',
    walletNotFoundForAddress: 'Wallet not found for address',
    decryptFailed: 'Failed to decrypt data',
    encryptFailed: 'Failed to encrypt data',
    deriveKeyFailed: 'Failed to derive private key from mnemonic',
    missingRequiredFields: 'Missing required fields',
    faucetNotConnected: 'Client not connected, cannot call faucet',
    unknownField: 'Unknown transaction field',
    invalidField: 'Invalid transaction field',
    unsupportedType: 'Unsupported transaction type',
  },
  validation: {
    invalidMnemonic: 'Invalid mnemonic phrase',
    invalidMnemonicUi: 'Invalid mnemonic phrase. Please check your input.',
    invalidSeed: 'Invalid seed format',
    invalidSeedUi: 'Invalid seed. Please check your input.',
    emptyMnemonic: 'Please enter your mnemonic',
    emptySeed: 'Please enter your seed',
    tradingFeeRange: 'Trading fee must be between 0% and 1%',
    tradingFeePrecision: 'Trading fee must be a multiple of 0.001%',
    invalidSecretNumbers: 'Invalid secret numbers. Please check your input.',
    invalidReferralCode: 'Invalid referral code',
    slippageRange: 'Slippage must be between 0.1% and 50%',
    invalidTokenId: 'Invalid token id',
    invalidCacheKey: 'Invalid wallet key',
    invalidCredentialsFormat: 'Invalid credentials format',
  },
};

describe('error catalogue', () => {
  it('holds every message verbatim, and nothing else', () => {
    expect(ERROR_CATALOGUE).toEqual(EXPECTED);
  });

  it('writes each message once', () => {
    const messages = allErrorCodes().map(catalogueMessage);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('finds a message by its code', () => {
    expect(allErrorCodes()).toHaveLength(Object.values(EXPECTED).flatMap(Object.keys).length);
    expect(catalogueMessage('buy.insufficientXrp')).toBe('Insufficient XRP balance for this transaction');
    expect(catalogueMessage('wallet.maxWallets')).toBe('Maximum 5 wallets allowed');
  });

  it('fills the templates with the name or code', () => {
    expect(verificationErrorWithCode('bad-request')).toBe('Verification error: bad-request');
    expect(verificationErrorWithCode('$&')).toBe('Verification error: $&');
    expect(failedToSign('buy transaction')).toBe('Failed to sign buy transaction');
    expect(missingTransactionType('swap transaction')).toBe('Missing TransactionType in swap transaction');
    expect(missingAccount('trustline transaction')).toBe('Missing Account in trustline transaction');
  });
});

describe('HorizonError', () => {
  it('carries the code and the catalogue message', () => {
    const error = new HorizonError('send.destinationNotFound', { detail: 'tecNO_DST' });
    expect(error.message).toBe('Destination account not found');
    expect(error.code).toBe('send.destinationNotFound');
    expect(error.detail).toBe('tecNO_DST');
    expect(error.name).toBe('HorizonError');
    expect(error).toBeInstanceOf(Error);
    expect(isHorizonError(error)).toBe(true);
    expect(isHorizonError(error, 'send.destinationNotFound')).toBe(true);
    expect(isHorizonError(error, 'send.insufficientXrp')).toBe(false);
    expect(isHorizonError(new Error('x'))).toBe(false);
  });

  it('takes a filled-in template as its message and keeps the cause', () => {
    const cause = new Error('boom');
    const error = new HorizonError('signing.failedToSign', { message: failedToSign('fee'), cause });
    expect(error.message).toBe('Failed to sign fee');
    expect(error.cause).toBe(cause);
  });
});
