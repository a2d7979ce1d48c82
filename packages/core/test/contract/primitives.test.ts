import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  DropsSchema,
  PositiveXrpAmountSchema,
  PriceSchema,
  SignedXrpAmountSchema,
  SlippagePercentageSchema,
  TokenAmountSchema,
  TokenIdSchema,
  TxBlobSchema,
  XrpAmountSchema,
} from '../../src/contract/primitives.js';
import { ALICE, BAD_CHECKSUM, HEX_TOKEN, ISSUER, TOKEN } from './schema-cases.js';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, v: unknown) =>
  schema.safeParse(v).success;

describe('money is an exact decimal string, never a JSON number', () => {
  it('takes XRP with up to 6 decimals, up to all 100 billion XRP', () => {
    for (const v of ['0', '1', '10.5', '0.000001', '100000000000', '100000000000.000000']) {
      expect(ok(XrpAmountSchema, v)).toBe(true);
    }
  });

  it('refuses XRP as a number, with 7 decimals, negative, in exponent form, or beyond the supply', () => {
    for (const v of [10, 0.1, '0.0000001', '-1', '1e6', '1.', '.5', '100000000000.000001', '999999999999']) {
      expect(ok(XrpAmountSchema, v)).toBe(false);
    }
  });

  it('requires a positive amount where one is spent', () => {
    expect(ok(PositiveXrpAmountSchema, '0.000001')).toBe(true);
    expect(ok(PositiveXrpAmountSchema, '0')).toBe(false);
    expect(ok(PositiveXrpAmountSchema, '0.000')).toBe(false);
  });

  it('lets a PnL be negative, still with at most 6 decimals', () => {
    expect(ok(SignedXrpAmountSchema, '-12.345678')).toBe(true);
    expect(ok(SignedXrpAmountSchema, '-12.3456789')).toBe(false);
  });

  it('takes token amounts with up to the ledger’s 16 significant digits', () => {
    expect(ok(TokenAmountSchema, '1234567890.123456')).toBe(true);
    expect(ok(TokenAmountSchema, '0.000000000000000000001')).toBe(true);
    expect(ok(TokenAmountSchema, '1000000000000000000000000')).toBe(true);
    expect(ok(TokenAmountSchema, '1234567890.1234567')).toBe(false);
    expect(ok(TokenAmountSchema, '-1')).toBe(false);
    expect(ok(TokenAmountSchema, 1)).toBe(false);
  });

  it('refuses a price of zero', () => {
    expect(ok(PriceSchema, '0.000125')).toBe(true);
    expect(ok(PriceSchema, '0')).toBe(false);
  });

  it('takes drops as whole numbers up to 1e17', () => {
    expect(ok(DropsSchema, '100000000000000000')).toBe(true);
    expect(ok(DropsSchema, '100000000000000001')).toBe(false);
    expect(ok(DropsSchema, '1.5')).toBe(false);
    expect(ok(DropsSchema, '-1')).toBe(false);
  });
});

describe('addresses and token ids', () => {
  it('checks the address checksum, not only its shape', () => {
    expect(ok(AddressSchema, ALICE)).toBe(true);
    expect(ok(AddressSchema, BAD_CHECKSUM)).toBe(false);
    expect(AddressSchema.safeParse(BAD_CHECKSUM).error?.issues[0]?.message).toBe('Invalid wallet address');
  });

  it('takes CURRENCY:ISSUER and makes it canonical, so one token has one id', () => {
    expect(TokenIdSchema.parse(TOKEN)).toBe(TOKEN);
    expect(TokenIdSchema.parse(HEX_TOKEN.toLowerCase().replace(ISSUER.toLowerCase(), ISSUER))).toBe(
      HEX_TOKEN,
    );
    // A 40-hex code in the standard layout is the 3-character code; a 4–39 character name is padded (spec §5).
    expect(TokenIdSchema.parse(`${'0'.repeat(24)}5553440000000000:${ISSUER}`)).toBe(TOKEN);
    expect(TokenIdSchema.parse(`USDT:${ISSUER}`)).toBe(`${'55534454'.padEnd(40, '0')}:${ISSUER}`);
  });

  it('refuses XRP, a bad issuer and anything that is not CURRENCY:ISSUER', () => {
    for (const v of [
      `XRP:${ISSUER}`,
      `USD:${BAD_CHECKSUM}`,
      `USD-${ISSUER}`,
      `AB:${ISSUER}`,
      ISSUER,
      `:${ISSUER}`,
    ]) {
      expect(TokenIdSchema.safeParse(v).error?.issues.map((i) => i.message)).toEqual(['Invalid token id']);
    }
  });
});

describe('other fields', () => {
  it('defaults slippage to 1% and keeps it within 0.1%–50% with at most 2 decimals', () => {
    expect(SlippagePercentageSchema.parse(undefined)).toBe(1);
    expect(ok(SlippagePercentageSchema, 0.5)).toBe(true);
    expect(ok(SlippagePercentageSchema, 0.05)).toBe(false);
    expect(ok(SlippagePercentageSchema, 51)).toBe(false);
    expect(ok(SlippagePercentageSchema, 1.234)).toBe(false);
    expect(ok(SlippagePercentageSchema, '1')).toBe(false);
  });

  it('takes a signed blob only as even-length hex', () => {
    expect(ok(TxBlobSchema, '12000022')).toBe(true);
    expect(ok(TxBlobSchema, '1200002')).toBe(false);
    expect(ok(TxBlobSchema, '12zz')).toBe(false);
  });
});
