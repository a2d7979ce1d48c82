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
  /** Shown until the wallet proves control to this session, which reading the code needs. */
  showCode: 'Show my referral code',
  proveNote: 'Your wallet signs a one-time message to prove it is yours; nothing is sent to the ledger.',
} as const;
