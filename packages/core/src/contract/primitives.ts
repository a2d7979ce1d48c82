/**
 * The building blocks every request and response schema is made of. Money is always an exact decimal
 * string checked by pattern, never a JSON number; ratios shown to people (percentages) are numbers.
 */
import { z } from 'zod';
import { DEFAULT_SLIPPAGE_PERCENT, MAX_SLIPPAGE_PERCENT, MIN_SLIPPAGE_PERCENT } from '../constants/index.js';
import { VALIDATION_ERRORS, WALLET_ERRORS } from '../errors/index.js';
import { isTokenId, normalizeTokenId } from '../token-id/index.js';
import { isValidWalletAddress, WALLET_ADDRESS_PATTERN } from '../validation/index.js';
import { MAX_DROPS, xrpToDrops } from '@horizon/protocol';
import { MAX_IOU_DIGITS, significantDigits } from './decimal.js';

export const AddressSchema = z
  .string()
  .regex(WALLET_ADDRESS_PATTERN, { error: WALLET_ERRORS.invalidAddress })
  .refine(isValidWalletAddress, { error: WALLET_ERRORS.invalidAddress })
  .meta({
    description: 'Classic XRPL address (r…, base58 with checksum)',
    example: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  });

// CURRENCY:ISSUER in any spelling the token-id rules accept (spec §5), e.g. lower-case hex or a padded name.
const TOKEN_ID_SHAPE = /^[^:\s]{3,40}:r[1-9A-HJ-NP-Za-km-z]{24,33}$/;

/** A token id, made canonical on parsing so one token always has one id (3 characters or 40 upper-case hex). */
export const TokenIdSchema = z
  .string()
  .regex(TOKEN_ID_SHAPE, { error: VALIDATION_ERRORS.invalidTokenId, abort: true })
  .refine(isTokenId, { error: VALIDATION_ERRORS.invalidTokenId, abort: true })
  .overwrite(normalizeTokenId)
  .meta({
    description: 'CURRENCY:ISSUER, the currency as 3 characters or 40 hex',
    example: 'USD:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
  });

const UNSIGNED_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const SIGNED_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const XRP_DECIMAL = /^(0|[1-9]\d*)(\.\d{1,6})?$/;
const SIGNED_XRP_DECIMAL = /^-?(0|[1-9]\d*)(\.\d{1,6})?$/;
const isPositive = (text: string) => /[1-9]/.test(text);

const xrpInRange = (text: string) => {
  try {
    xrpToDrops(text);
    return true;
  } catch {
    return false;
  }
};

/** An XRP amount in XRP (not drops): at most 6 decimals, at most 100 billion XRP. */
export const XrpAmountSchema = z
  .string()
  .regex(XRP_DECIMAL, { error: 'XRP amount must be a decimal string with at most 6 decimals', abort: true })
  .refine(xrpInRange, { error: 'XRP amount is larger than all XRP in existence' })
  .meta({ description: 'XRP as a decimal string, at most 6 decimals', example: '10.5' });

export const PositiveXrpAmountSchema = XrpAmountSchema.refine(isPositive, {
  error: 'XRP amount must be greater than 0',
});

/** A gain or loss in XRP (PnL), may be negative. */
export const SignedXrpAmountSchema = z
  .string()
  .regex(SIGNED_XRP_DECIMAL, {
    error: 'XRP amount must be a decimal string with at most 6 decimals',
    abort: true,
  })
  .refine(xrpInRange, { error: 'XRP amount is larger than all XRP in existence' })
  .meta({ description: 'XRP as a signed decimal string, at most 6 decimals', example: '-1.25' });

/** An issued-token quantity: a plain decimal with at most the ledger's 16 significant digits. */
export const TokenAmountSchema = z
  .string()
  .max(120)
  .regex(UNSIGNED_DECIMAL, { error: 'Token amount must be a plain decimal string' })
  .refine((text) => significantDigits(text) <= MAX_IOU_DIGITS, {
    error: `Token amount has more than ${MAX_IOU_DIGITS} significant digits`,
  })
  .meta({
    description: 'Token quantity as a decimal string, at most 16 significant digits',
    example: '1250.75',
  });

export const PositiveTokenAmountSchema = TokenAmountSchema.refine(isPositive, {
  error: 'Token amount must be greater than 0',
});

/** A price in XRP per token: positive, at most 16 significant digits. */
export const PriceSchema = TokenAmountSchema.refine(isPositive, {
  error: 'Price must be greater than 0',
}).meta({
  description: 'XRP per token as a decimal string',
  example: '0.000125',
});

/** A non-negative decimal of any precision: USD values and market statistics. */
export const DecimalSchema = z
  .string()
  .max(80)
  .regex(UNSIGNED_DECIMAL, { error: 'Expected a non-negative decimal string' })
  .meta({ description: 'Non-negative decimal string', example: '1234.56' });

export const SignedDecimalSchema = z
  .string()
  .max(80)
  .regex(SIGNED_DECIMAL, { error: 'Expected a decimal string' })
  .meta({ description: 'Decimal string, may be negative', example: '-12.5' });

/** XRP in drops as the ledger's JSON writes it. */
export const DropsSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})$/, { error: 'Drops must be a whole number string', abort: true })
  .refine((text) => BigInt(text) <= MAX_DROPS, { error: 'Drops exceed the XRP supply' })
  .meta({ description: 'XRP in drops (1 XRP = 1,000,000 drops)', example: '10000000' });

/** A percentage for display (share, impact, PnL %): a ratio, not money. */
export const PercentSchema = z.number().finite();

/** Slippage tolerance in percent; at most 2 decimals so the server can turn it into whole basis points. */
export const SlippagePercentageSchema = z
  .number()
  .min(Number(MIN_SLIPPAGE_PERCENT), { error: VALIDATION_ERRORS.slippageRange })
  .max(Number(MAX_SLIPPAGE_PERCENT), { error: VALIDATION_ERRORS.slippageRange })
  .multipleOf(0.01, { error: 'Slippage has at most 2 decimals' })
  .default(DEFAULT_SLIPPAGE_PERCENT)
  .meta({ description: 'Slippage tolerance in percent, 0.1 to 50 (default 1)' });

export const TxHashSchema = z
  .string()
  .regex(/^[0-9A-Fa-f]{64}$/, { error: 'Invalid transaction hash' })
  .meta({ description: '64-hex transaction hash' });

/** A signed transaction, serialised, in hex. */
export const TxBlobSchema = z
  .string()
  .min(2)
  .max(16384)
  .regex(/^([0-9A-Fa-f]{2})+$/, { error: 'tx_blob must be an even-length hex string' })
  .meta({ description: 'Signed transaction blob in hex' });

export const EngineResultSchema = z
  .string()
  .regex(/^(tes|tec|tef|tel|tem|ter)[A-Z_]+$/, { error: 'Invalid engine result' })
  .meta({ description: 'Ledger engine result code, e.g. tesSUCCESS', example: 'tesSUCCESS' });

export const IsoTimestampSchema = z.iso
  .datetime({ offset: true })
  .meta({ description: 'ISO 8601 timestamp' });

/** A count of things (holders, trades, users). */
export const CountSchema = z.number().int().min(0);

/** uint32 ledger fields: sequences, tags, ledger indexes. */
export const UInt32Schema = z.number().int().min(0).max(4294967295);

export const HttpsUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: 'http(s) URL' });

export const ClassicAddressBodySchema = z.object({ classic_address: AddressSchema });
