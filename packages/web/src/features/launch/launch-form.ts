/**
 * The launch form's rules, pure: the typed fields become the server's launch request (core's schema gives
 * the messages), the fee typed in percent becomes ledger units, and the terms every step is checked against.
 */
import {
  type AmountUnit,
  type LaunchRequest,
  type LaunchTerms,
  LaunchRequestSchema,
  canonicalAmount,
  normalizeCurrency,
  plainIssueMessage,
  validateAmmVotePercent,
} from '@horizon/core';
import { amountFieldProblem } from '../../trade-ui/amount-rules.js';
import { currencyToHex } from '@horizon/protocol';

export interface LaunchFields {
  readonly name: string;
  readonly ticker: string;
  readonly supply: string;
  readonly icon: string;
  readonly description: string;
  readonly website: string;
  readonly telegram: string;
  readonly x: string;
  readonly initialXrp: string;
  readonly initialTokens: string;
  readonly feePercent: string;
}

export const EMPTY_LAUNCH: LaunchFields = {
  name: '',
  ticker: '',
  supply: '1000000',
  icon: '',
  description: '',
  website: '',
  telegram: '',
  x: '',
  initialXrp: '',
  initialTokens: '',
  feePercent: '1',
};

export type FieldErrors = Partial<Record<keyof LaunchFields, string>>;

const FIELD_OF: Readonly<Record<string, keyof LaunchFields>> = {
  name: 'name',
  ticker: 'ticker',
  supply: 'supply',
  icon: 'icon',
  description: 'description',
  website: 'website',
  telegram: 'telegram',
  x: 'x',
  initial_xrp_amount: 'initialXrp',
  initial_token_amount: 'initialTokens',
  trading_fee: 'feePercent',
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
const amount = (text: string) => canonicalAmount(text) ?? text.trim();

const AMOUNT_FIELDS: readonly (readonly [keyof LaunchFields, AmountUnit])[] = [
  ['supply', 'token'],
  ['initialXrp', 'xrp'],
  ['initialTokens', 'token'],
];

/** What is wrong with the amounts already typed: shown at once beside each field, before any review. */
export function typedAmountErrors(f: LaunchFields): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, unit] of AMOUNT_FIELDS) {
    const problem = amountFieldProblem(f[key], unit);
    if (problem !== null) errors[key] = problem;
  }
  return errors;
}

/** The request for `creator` and `issuer`, or the message of each field that stops it. */
export function launchRequest(
  f: LaunchFields,
  creator: string,
  issuer: string,
): { ok: true; request: LaunchRequest } | { ok: false; errors: FieldErrors } {
  const fee = validateAmmVotePercent(f.feePercent.trim() === '' ? '-1' : f.feePercent.trim());
  const links = { website: optional(f.website), telegram: optional(f.telegram), x: optional(f.x) };
  const candidate = {
    classic_address: creator,
    issuer_address: issuer,
    name: f.name.trim(),
    ticker: f.ticker.trim(),
    supply: amount(f.supply),
    icon: optional(f.icon) ?? null,
    description: optional(f.description) ?? null,
    links: Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined)),
    initial_xrp_amount: amount(f.initialXrp),
    initial_token_amount: amount(f.initialTokens),
    trading_fee: fee.ok ? fee.value : 0,
  };
  const parsed = LaunchRequestSchema.safeParse(candidate, { error: plainIssueMessage });
  const errors: FieldErrors = { ...typedAmountErrors(f), ...(fee.ok ? {} : { feePercent: fee.error }) };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = FIELD_OF[String(issue.path[issue.path[0] === 'links' ? 1 : 0])];
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, request: candidate };
}

/** What each step is checked against: the ticker's ledger currency code and the request's amounts. */
export function termsOf(request: LaunchRequest): LaunchTerms {
  return {
    creator: request.classic_address,
    issuer: request.issuer_address,
    currency: normalizeCurrency(currencyToHex(request.ticker.trim())),
    supply: request.supply,
    initialXrp: request.initial_xrp_amount,
    initialTokens: request.initial_token_amount,
    tradingFeeUnits: request.trading_fee,
  };
}
