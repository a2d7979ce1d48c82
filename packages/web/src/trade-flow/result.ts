/** The success view's amounts: what the server says the validated transactions delivered (spec §3 "Submit results"). */
import { parseTokenId, tokenDisplayCurrency } from '@horizon/core';
import type { PreviewLine } from './preview.js';
import type { TradeIntent } from './types.js';

function tokenOf(intent: TradeIntent): string | undefined {
  const id = intent.kind === 'swap' ? intent.toTokenId : 'tokenId' in intent ? intent.tokenId : undefined;
  return id === undefined ? undefined : tokenDisplayCurrency(parseTokenId(id));
}

/** Result fields, in the order shown, with their label and unit ('token' is the intent's token). */
const FIELDS: readonly (readonly [string, string, 'XRP' | 'token' | 'LP tokens' | ''])[] = [
  ['token_amount_received', 'Received', 'token'],
  ['to_token_received', 'Received', 'token'],
  ['xrp_amount_received', 'Received', 'XRP'],
  ['xrp_received', 'XRP withdrawn', 'XRP'],
  ['token_received', 'Tokens withdrawn', 'token'],
  ['lp_tokens_received', 'LP tokens received', 'LP tokens'],
  ['freed_xrp', 'Reserve freed', 'XRP'],
  ['offer_sequence', 'Order number', ''],
];

/** The amounts every answer of the signed call(s) reports; numbers add up across clear-all batches. */
export function resultLines(
  intent: TradeIntent,
  responses: readonly Record<string, unknown>[],
): PreviewLine[] {
  const token = tokenOf(intent) ?? 'tokens';
  return FIELDS.flatMap(([field, label, unit]) => {
    const values = responses
      .map((r) => r[field])
      .filter((v) => typeof v === 'string' || typeof v === 'number');
    if (values.length === 0) return [];
    const suffix = unit === '' ? '' : ` ${unit === 'token' ? token : unit}`;
    return values.map((v) => ({ label, amount: `${String(v)}${suffix}` }));
  });
}
