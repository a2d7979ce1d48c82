/**
 * The contract refuses, with a message a person can act on, input the server could not carry through:
 * amounts beyond all XRP or beyond what the ledger reads, control characters and broken unicode in text.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { productAtMost } from '../../src/contract/decimal.js';
import { CONTRACT_MESSAGES } from '../../src/contract/messages.js';
import {
  CreateEscrowPoolSchema,
  FollowRequestSchema,
  LaunchRequestSchema,
  LimitOrderUnsignedRequestSchema,
  LpEstimateRequestSchema,
  PositiveTokenAmountSchema,
  SendXrpRequestSchema,
  TokenAmountSchema,
  TokenSearchQuerySchema,
} from '../../src/index.js';
import { ALICE, BOB, ISSUER, TOKEN } from './schema-cases.js';

const LONG_DIGITS = '12345678901234567890123456789012';

/** The one message a refused input gets, with the field it names. */
function refusal(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) return 'accepted';
  const [issue] = result.error.issues;
  return `${issue?.path.join('.')}: ${issue?.message}`;
}

const order = (token_amount: string, xrp_price_per_token: string) => ({
  classic_address: ALICE,
  token_id: TOKEN,
  sell: false,
  token_amount,
  xrp_price_per_token,
});

describe('a limit order is worth at most all XRP there is (10^17 drops)', () => {
  it('refuses an order whose XRP total is above 100 billion XRP, naming the price', () => {
    expect(refusal(LimitOrderUnsignedRequestSchema, order('1', '9999999999999999'))).toBe(
      `xrp_price_per_token: ${CONTRACT_MESSAGES.orderTooLarge}`,
    );
    expect(refusal(LimitOrderUnsignedRequestSchema, order('1000', '100000000.000001'))).toBe(
      `xrp_price_per_token: ${CONTRACT_MESSAGES.orderTooLarge}`,
    );
  });

  it('takes an order worth exactly 100 billion XRP', () => {
    expect(refusal(LimitOrderUnsignedRequestSchema, order('1000', '100000000'))).toBe('accepted');
    expect(refusal(LimitOrderUnsignedRequestSchema, order('0.5', '200000000000'))).toBe('accepted');
  });

  it('multiplies exactly, decimals on either side', () => {
    expect(productAtMost('0.1', '0.2', '0.02')).toBe(true);
    expect(productAtMost('0.1', '0.2', '0.019999')).toBe(false);
    expect(productAtMost('1', 'x', '1')).toBe(false);
  });
});

describe('copy-trading limits of 32 digits', () => {
  it('are refused as larger than all XRP, before the daily-above-trade check runs', () => {
    const follow = {
      classic_address: ALICE,
      leader_address: BOB,
      max_xrp_per_trade: LONG_DIGITS,
      max_xrp_per_day: '1',
      max_slippage_percent: 1,
      copy_sells: false,
      min_liquidity_xrp: '0',
    };
    expect(refusal(FollowRequestSchema, follow)).toBe(`max_xrp_per_trade: ${CONTRACT_MESSAGES.xrpTooLarge}`);
    expect(
      refusal(FollowRequestSchema, { ...follow, max_xrp_per_trade: '1', max_xrp_per_day: LONG_DIGITS }),
    ).toBe(`max_xrp_per_day: ${CONTRACT_MESSAGES.xrpTooLarge}`);
  });
});

describe('token amounts a request carries are ones the ledger reads', () => {
  it('refuses more than 19 digits, and values that read as zero on the ledger', () => {
    expect(refusal(PositiveTokenAmountSchema, '9999999999999999000')).toBe(
      `: ${CONTRACT_MESSAGES.tokenAmountDigits}`,
    );
    expect(refusal(PositiveTokenAmountSchema, '1000000000000000000')).toBe('accepted');
    expect(refusal(PositiveTokenAmountSchema, `0.${'0'.repeat(90)}1`)).toBe(
      ': The amount must be greater than 0',
    );
    expect(
      refusal(LpEstimateRequestSchema, {
        classic_address: ALICE,
        token_id: TOKEN,
        xrp_amount: '0',
        token_amount: '9'.repeat(16) + '0'.repeat(63),
      }),
    ).toBe(`token_amount: ${CONTRACT_MESSAGES.tokenAmountDigits}`);
  });

  it('still lets an answer carry a balance larger than a request may write', () => {
    expect(refusal(TokenAmountSchema, '1000000000000000000000000')).toBe('accepted');
  });
});

describe('text a person typed', () => {
  const pool = {
    classic_address: ALICE,
    target_xrp: '100',
    deadline: '2030-01-01T00:00:00Z',
    purpose: 'Launch',
  };
  const launch = {
    classic_address: ALICE,
    issuer_address: ISSUER,
    name: 'Horizon',
    ticker: 'HRZ',
    supply: '1000000',
    initial_xrp_amount: '10',
    initial_token_amount: '1000',
    trading_fee: 500,
  };

  it('refuses a NUL byte or another control character in a pool purpose or a launch name', () => {
    expect(refusal(CreateEscrowPoolSchema, { ...pool, purpose: 'a\u0000b' })).toBe(
      `purpose: ${CONTRACT_MESSAGES.textControl}`,
    );
    expect(refusal(LaunchRequestSchema, { ...launch, name: 'a\u0000b' })).toBe(
      `name: ${CONTRACT_MESSAGES.textControl}`,
    );
    expect(refusal(LaunchRequestSchema, { ...launch, name: 'red\u001b[31m' })).toBe(
      `name: ${CONTRACT_MESSAGES.textControl}`,
    );
    expect(refusal(LaunchRequestSchema, { ...launch, ticker: 'A\u0000C' })).toBe(
      `ticker: ${CONTRACT_MESSAGES.textControl}`,
    );
  });

  it('refuses a lone surrogate, and text past its length cap', () => {
    expect(refusal(LaunchRequestSchema, { ...launch, name: 'a\ud800' })).toBe(
      `name: ${CONTRACT_MESSAGES.textUnicode}`,
    );
    expect(refusal(CreateEscrowPoolSchema, { ...pool, purpose: 'x'.repeat(281) })).toBe(
      `purpose: ${CONTRACT_MESSAGES.textTooLong(280)}`,
    );
    expect(refusal(TokenSearchQuerySchema, { q: 'a\u0000' })).toBe(`q: ${CONTRACT_MESSAGES.textControl}`);
  });

  it('keeps emoji, right-to-left text, and line breaks where text may run over lines', () => {
    expect(refusal(LaunchRequestSchema, { ...launch, name: 'مرحبا 🚀' })).toBe('accepted');
    expect(refusal(LaunchRequestSchema, { ...launch, description: 'Line one\nLine two\tend' })).toBe(
      'accepted',
    );
    expect(refusal(LaunchRequestSchema, { ...launch, description: 'a\u0000' })).toBe(
      `description: ${CONTRACT_MESSAGES.textControl}`,
    );
    expect(refusal(CreateEscrowPoolSchema, { ...pool, purpose: '  ' })).toBe(
      'purpose: Say what the pool is for',
    );
    const send = { classic_address: ALICE, xrp_amount: '1', destination: BOB, memo: 'thanks\u0007' };
    expect(refusal(SendXrpRequestSchema, send)).toBe(`memo: ${CONTRACT_MESSAGES.textControl}`);
  });
});

describe('an amount that is not a decimal at all', () => {
  it('is told so, however long it is', () => {
    const send = { classic_address: ALICE, xrp_amount: 'x'.repeat(100), destination: BOB };
    expect(refusal(SendXrpRequestSchema, send)).toBe(
      'xrp_amount: Enter the XRP amount as a number with at most 6 decimals, like 12.5',
    );
    expect(refusal(SendXrpRequestSchema, { ...send, xrp_amount: '9'.repeat(100) })).toBe(
      `xrp_amount: ${CONTRACT_MESSAGES.xrpTooLarge}`,
    );
    expect(refusal(TokenAmountSchema, '1e'.repeat(100))).toBe(
      ': Enter the token amount as a number, like 1250.75',
    );
  });
});
