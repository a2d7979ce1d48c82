/**
 * The launch form's rules, pure: the typed fields become the server's launch request (core's schema gives
 * the messages), the fee typed in percent becomes ledger units, and the terms every step is checked against.
 */
import {
  type LaunchRequest,
  LaunchRequestSchema,
  normalizeCurrency,
  validateAmmVotePercent,
} from '@horizon/core';
import { currencyToHex } from '@horizon/protocol';
import type { LaunchTerms } from './launch-checks.js';

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
    supply: f.supply.trim(),
    icon: optional(f.icon) ?? null,
    description: optional(f.description) ?? null,
    links: Object.fromEntries(Object.entries(links).filter(([, v]) => v !== undefined)),
    initial_xrp_amount: f.initialXrp.trim(),
    initial_token_amount: f.initialTokens.trim(),
    trading_fee: fee.ok ? fee.value : 0,
  };
  const parsed = LaunchRequestSchema.safeParse(candidate);
  const errors: FieldErrors = fee.ok ? {} : { feePercent: fee.error };
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
