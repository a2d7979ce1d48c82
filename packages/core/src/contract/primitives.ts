/**
 * The building blocks every request and response schema is made of. Money is always an exact decimal
 * string checked by pattern, never a JSON number; ratios shown to people (percentages) are numbers in percent,
 * one shape for all (PercentSchema).
 */
import { z } from 'zod';
import { DEFAULT_SLIPPAGE_PERCENT, MAX_SLIPPAGE_PERCENT, MIN_SLIPPAGE_PERCENT } from '../constants/index.js';
import { INPUT_ERRORS, MAX_DESTINATION_TAG, VALIDATION_ERRORS, WALLET_ERRORS } from '../errors/index.js';
import { isWholeHundredths } from '../percent/index.js';
import { isTokenId, normalizeTokenId } from '../token-id/index.js';
import { isValidWalletAddress, WALLET_ADDRESS_PATTERN } from '../validation/index.js';
import { IssuedValue, MAX_DROPS, xrpToDrops } from '@horizon/protocol';
import {
  LEDGER_SIGNIFICANT_DIGITS,
  ZERO_DECIMAL,
  parseDecimal,
  significantDigitsOf,
} from '../decimal/index.js';
import { CONTRACT_MESSAGES } from './messages.js';

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

/** The value the ledger would hold for an issued amount's text, or undefined when it cannot hold it. */
function issuedValueOf(text: string): IssuedValue | undefined {
  try {
    return IssuedValue.fromString(text);
  } catch {
    return undefined;
  }
}

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
  .regex(XRP_DECIMAL, { error: INPUT_ERRORS.xrpAmountFormat, abort: true })
  // Past 40 characters a well-formed amount is above the supply: no need to read its digits.
  .max(40, { error: CONTRACT_MESSAGES.xrpTooLarge, abort: true })
  // abort: a check of the whole request (a daily limit above the per-trade one) must not see it.
  .refine(xrpInRange, { error: CONTRACT_MESSAGES.xrpTooLarge, abort: true })
  .meta({ description: 'XRP as a decimal string, at most 6 decimals', example: '10.5' });

export const PositiveXrpAmountSchema = XrpAmountSchema.refine(isPositive, {
  error: INPUT_ERRORS.amountZero,
});

/** A gain or loss in XRP (PnL), may be negative. */
export const SignedXrpAmountSchema = z
  .string()
  .regex(SIGNED_XRP_DECIMAL, {
    error: INPUT_ERRORS.xrpAmountFormat,
    abort: true,
  })
  .max(41, { error: CONTRACT_MESSAGES.xrpTooLarge, abort: true })
  .refine(xrpInRange, { error: CONTRACT_MESSAGES.xrpTooLarge, abort: true })
  .meta({ description: 'XRP as a signed decimal string, at most 6 decimals', example: '-1.25' });

/** An issued-token quantity: a plain decimal with at most the ledger's 16 significant digits. */
export const TokenAmountSchema = z
  .string()
  .regex(UNSIGNED_DECIMAL, { error: INPUT_ERRORS.tokenAmountFormat, abort: true })
  .max(120, { error: CONTRACT_MESSAGES.tokenAmountDigits, abort: true })
  .refine((text) => significantDigitsOf(parseDecimal(text) ?? ZERO_DECIMAL) <= LEDGER_SIGNIFICANT_DIGITS, {
    error: INPUT_ERRORS.tokenSignificantDigits,
    abort: true,
  })
  .meta({
    description: 'Token quantity as a decimal string, at most 16 significant digits',
    example: '1250.75',
  });

/**
 * A token quantity a request carries, which the server reads as the ledger does (rippled's amountFromString:
 * at most 19 digits, zeros after the point included). Answers keep the wider TokenAmountSchema: a balance on
 * the ledger may be larger than any text a request may write.
 */
export const TokenAmountInputSchema = TokenAmountSchema.refine((text) => issuedValueOf(text) !== undefined, {
  error: CONTRACT_MESSAGES.tokenAmountDigits,
  abort: true,
});

/** Positive as the ledger holds it: below its smallest amount (1e-81) a value reads as zero. */
const isPositiveIssued = (text: string) => !(issuedValueOf(text)?.isZero() ?? true);

export const PositiveTokenAmountSchema = TokenAmountInputSchema.refine(isPositiveIssued, {
  error: INPUT_ERRORS.amountZero,
  abort: true,
});

/** A price in XRP per token: positive, at most 16 significant digits. */
export const PriceSchema = TokenAmountSchema.refine(isPositive, {
  error: INPUT_ERRORS.priceZero,
  abort: true,
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

/**
 * The one percent shape on the wire: a JSON number in percent (12.5 means 12.5 %), a ratio, not money. Shares of
 * a pool and price impacts keep the digits they have (a tiny share still shows as '<0.01%').
 */
export const PercentSchema = z
  .number()
  .finite()
  .meta({ description: 'A percentage, in percent (12.5 = 12.5 %)', example: 66.67 });

/**
 * A percentage the server works out exactly (PnL %, price change, stated shares): whole hundredths, rounded half
 * away from zero by core's percentOf.
 */
export const HundredthsPercentSchema = PercentSchema.refine(isWholeHundredths, {
  error: 'Expected a percentage in whole hundredths',
}).meta({ description: 'A percentage in whole hundredths, in percent (12.34 = 12.34 %)', example: 12.34 });

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

/** A payment's destination tag: a UInt32, refused in plain words (a form shows the same message). */
export const DestinationTagSchema = z
  .number({ error: INPUT_ERRORS.destinationTagFormat })
  .int({ error: INPUT_ERRORS.destinationTagFormat })
  .min(0, { error: INPUT_ERRORS.destinationTagFormat })
  .max(MAX_DESTINATION_TAG, { error: INPUT_ERRORS.destinationTagRange });

export const HttpsUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: 'http(s) URL' });

const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /(?![\n\r\t])\p{Cc}/u;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text a person typed, on one line (a name, a purpose, a search): trimmed, at least `min` and at most `max`
 * characters, no control characters (NUL included) and no broken unicode, which no store keeps as typed.
 */
export function singleLineText(
  max: number,
  { min = 1, empty = CONTRACT_MESSAGES.textEmpty as string }: { min?: number; empty?: string } = {},
) {
  return z
    .string()
    .trim()
    .min(min, { error: min === 1 ? empty : CONTRACT_MESSAGES.textTooShort(min), abort: true })
    .max(max, { error: CONTRACT_MESSAGES.textTooLong(max), abort: true })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: CONTRACT_MESSAGES.textControl, abort: true })
    .refine((text) => !LONE_SURROGATE.test(text), { error: CONTRACT_MESSAGES.textUnicode, abort: true });
}

/** Text that may run over several lines (a description, a memo): line breaks and tabs are fine, other controls not. */
export function multiLineText(max: number) {
  return z
    .string()
    .max(max, { error: CONTRACT_MESSAGES.textTooLong(max), abort: true })
    .refine((text) => !CONTROL_BUT_LINE_BREAKS.test(text), {
      error: CONTRACT_MESSAGES.textControl,
      abort: true,
    })
    .refine((text) => !LONE_SURROGATE.test(text), { error: CONTRACT_MESSAGES.textUnicode, abort: true });
}

export const ClassicAddressBodySchema = z.object({ classic_address: AddressSchema });
