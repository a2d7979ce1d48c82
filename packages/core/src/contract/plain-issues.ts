/**
 * Plain words for what a schema refuses without a message of its own: zod's defaults ("Too small: expected
 * string to have >=1 characters") name types and sizes, and a path ("xrp_amount: …") is the API's spelling,
 * not the user's. Pass `plainIssueMessage` as a parse's `error` map: zod uses it only where the schema gave no
 * message, so the catalogue messages the schemas carry pass through unchanged.
 */
import type { z } from 'zod';
import { INPUT_ERRORS, fieldMessage } from '../errors/index.js';

/** The fields people type or choose, by the name the API gives them. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  classic_address: 'The wallet address',
  leader_address: 'The leader’s address',
  issuer_address: 'The issuer address',
  destination: 'The destination address',
  destination_tag: 'The destination tag',
  memo: 'The memo',
  token_id: 'The token',
  from_token_id: 'The token you swap from',
  to_token_id: 'The token you swap to',
  xrp_amount: 'The XRP amount',
  token_amount: 'The token amount',
  from_amount: 'The amount',
  xrp_price_per_token: 'The price',
  slippage_percentage: 'The slippage',
  max_slippage_percent: 'The slippage',
  name: 'The name',
  ticker: 'The ticker',
  supply: 'The supply',
  description: 'The description',
  initial_xrp_amount: 'The XRP for the pool',
  initial_token_amount: 'The tokens for the pool',
  trading_fee: 'The trading fee',
  referral_code: 'The referral code',
  purpose: 'The purpose',
  target_xrp: 'The target',
  deadline: 'The deadline',
  q: 'The search text',
  sort: 'The sort order',
  order: 'The sort direction',
  interval: 'The chart interval',
};

/** The plain name of the field at `path` (its last key), or "A value in this request". */
export function plainFieldName(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  return (key !== undefined && FIELD_NAMES[key]) || INPUT_ERRORS.someField;
}

/** The name of the field at `path` as the API spells it, for machines (undefined for the body itself). */
export function issueField(path: readonly PropertyKey[] | undefined): string | undefined {
  return path && path.length > 0 ? path.map(String).join('.') : undefined;
}

export const plainIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const field = plainFieldName(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return INPUT_ERRORS.unknownFields;
    case 'invalid_type':
      return fieldMessage(issue.input === undefined ? 'fieldMissing' : 'fieldInvalid', field);
    case 'too_small':
      return fieldMessage(
        issue.origin === 'string' && Number(issue.minimum) === 1 ? 'fieldEmpty' : 'fieldInvalid',
        field,
      );
    default:
      return fieldMessage('fieldInvalid', field);
  }
};
