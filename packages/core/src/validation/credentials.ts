import { LOCAL_CREDENTIALS } from '../constants/wallet.js';

const CREDENTIALS_CHARS = /^[A-Za-z0-9+/=._-]{20,}$/;
const PLACEHOLDER_TEXT = /undefined|null/;

/**
 * Stored credentials (spec §5): at least 20 characters of letters, digits and + / = . _ -, never containing
 * the text "undefined" or "null" (a serialisation accident). The literal LOCAL marks keys kept in this browser.
 */
export function isValidStoredCredentials(s: unknown): s is string {
  if (s === LOCAL_CREDENTIALS) return true;
  return typeof s === 'string' && CREDENTIALS_CHARS.test(s) && !PLACEHOLDER_TEXT.test(s);
}
