/**
 * Input refused in plain words: a form's amount and destination tag get core's message, and what a schema
 * refuses without a message of its own gets plain words naming the field, never zod's text or a path.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  INPUT_ERRORS,
  SendXrpRequestSchema,
  amountInputProblem,
  canonicalAmount,
  destinationTagProblem,
  plainFieldName,
  plainIssueMessage,
} from '../../src/index.js';
import { ALICE, BOB } from './schema-cases.js';

describe('an amount typed into a form', () => {
  it.each([
    ['', 'xrp', INPUT_ERRORS.amountRequired],
    ['-5', 'xrp', INPUT_ERRORS.amountNegative],
    ['-5', 'token', INPUT_ERRORS.amountNegative],
    ['abc', 'xrp', INPUT_ERRORS.amountNotNumber],
    ['1.2.3', 'token', INPUT_ERRORS.amountNotNumber],
    ['1,5', 'xrp', INPUT_ERRORS.amountNotNumber],
    ['1.1234567', 'xrp', INPUT_ERRORS.xrpDecimals],
    ['0', 'xrp', INPUT_ERRORS.amountZero],
    ['0.000', 'token', INPUT_ERRORS.amountZero],
    ['0', 'price', INPUT_ERRORS.priceZero],
    ['-0.5', 'price', INPUT_ERRORS.amountNegative],
    ['100000000001', 'xrp', 'XRP amount is larger than all XRP in existence'],
    ['1.12345678901234567', 'token', INPUT_ERRORS.tokenSignificantDigits],
  ] as const)('%j of %s: %s', (text, unit, message) => {
    expect(amountInputProblem(text, unit)).toBe(message);
  });

  it.each([
    ['1.123456', 'xrp'],
    ['1.1234567', 'token'],
    ['.5', 'xrp'],
    ['5.', 'xrp'],
    [' 12 ', 'token'],
  ] as const)('%j of %s is fine', (text, unit) => {
    expect(amountInputProblem(text, unit)).toBeNull();
  });

  it('is sent as the API spells it', () => {
    expect([canonicalAmount('.5'), canonicalAmount('5.'), canonicalAmount('007.10')]).toEqual([
      '0.5',
      '5',
      '7.10',
    ]);
    expect(canonicalAmount('-5')).toBeNull();
  });
});

describe('a destination tag typed into a form', () => {
  it('is none when empty, a UInt32 otherwise, and says which rule it breaks', () => {
    expect(destinationTagProblem('')).toBeNull();
    expect(destinationTagProblem('4294967295')).toBeNull();
    expect(destinationTagProblem('4294967296')).toBe(INPUT_ERRORS.destinationTagRange);
    expect(destinationTagProblem('99999999999999999999999')).toBe(INPUT_ERRORS.destinationTagRange);
    expect(destinationTagProblem('-1')).toBe(INPUT_ERRORS.destinationTagFormat);
    expect(destinationTagProblem('1.5')).toBe(INPUT_ERRORS.destinationTagFormat);
  });

  it('the API refuses the same tag with the same message', () => {
    const send = { classic_address: ALICE, xrp_amount: '1', destination: BOB, destination_tag: 4294967296 };
    const refused = SendXrpRequestSchema.safeParse(send);
    expect(refused.error?.issues[0]?.message).toBe(INPUT_ERRORS.destinationTagRange);
  });
});

describe('what a schema refuses without a message of its own', () => {
  const schema = z.object({ xrp_amount: z.string().min(1), memo: z.string(), odd_field: z.number().max(3) });
  const first = (input: unknown, strict = false) =>
    (strict ? schema.strict() : schema).safeParse(input, { error: plainIssueMessage }).error?.issues[0]
      ?.message;

  it('names the field in plain words, not zod’s', () => {
    expect(first({ xrp_amount: '', memo: '', odd_field: 1 })).toBe('The XRP amount cannot be empty');
    expect(first({ xrp_amount: '1', odd_field: 1 })).toBe('The memo is missing');
    expect(first({ xrp_amount: '1', memo: 7, odd_field: 1 })).toBe('The memo is not valid');
    expect(first({ xrp_amount: '1', memo: '', odd_field: 9 })).toBe('A value in this request is not valid');
    expect(first({ xrp_amount: '1', memo: '', odd_field: 1, extra: 1 }, true)).toBe(
      INPUT_ERRORS.unknownFields,
    );
  });

  it('keeps the message a schema gives', () => {
    const send = { classic_address: ALICE, xrp_amount: '1.1234567', destination: BOB };
    const refused = SendXrpRequestSchema.safeParse(send, { error: plainIssueMessage });
    expect(refused.error?.issues[0]?.message).toBe(INPUT_ERRORS.xrpAmountFormat);
  });

  it('names a nested field by its last key', () => {
    expect(plainFieldName(['links', 'token_id'])).toBe('The token');
    expect(plainFieldName(['txs', 0])).toBe(INPUT_ERRORS.someField);
    expect(plainFieldName(undefined)).toBe(INPUT_ERRORS.someField);
  });
});
