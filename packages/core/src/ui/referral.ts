/** Referral links and the words around them (Horizon's wording: the spec only says a code is optional). */

/** The query parameter a shared link carries the code in: `/?ref=CODE`. */
export const REFERRAL_QUERY_PARAM = 'ref';

/** The link a wallet shares: the site's home page with its code. */
export function referralLinkOf(origin: string, code: string): string {
  return `${origin}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;
}

export const REFERRAL_STRINGS = {
  fieldLabel: 'Referral code (optional)',
  fieldPlaceholder: 'e.g. ABCD2345',
  cardTitle: 'Referral code',
  linkLabel: 'Your referral link',
  copyLink: 'Copy link',
  qrLabel: 'QR code of your referral link',
} as const;
