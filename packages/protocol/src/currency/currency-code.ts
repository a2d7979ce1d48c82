/**
 * Currency codes as the ledger has them: 160 bits, shown either as a 3-character standard code
 * (12 zero bytes, 3 ASCII bytes, 5 zero bytes) or as 40 hex digits.
 */

export const XRP_CURRENCY_HEX = '0'.repeat(40);

// Characters rippled accepts in a 3-character ISO-style code (isoCharSet in UintTypes.cpp).
const STANDARD_CODE = /^[A-Za-z0-9?!@#$%^&*<>(){}[\]|]{3}$/;
const HEX_CODE = /^[0-9A-Fa-f]{40}$/;

export class CurrencyCodeError extends Error {
  override readonly name = 'CurrencyCodeError';
}

/** True for a 3-character code the ledger stores in its standard form ("XRP" is not an issued currency). */
export function isStandardCode(code: string): boolean {
  return STANDARD_CODE.test(code) && code !== 'XRP';
}

export function isHexCode(code: string): boolean {
  return HEX_CODE.test(code);
}

const utf8 = new TextEncoder();

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/**
 * The 40-hex form of any code a user can name: a standard code, a 40-hex code, or text of 4–39 characters
 * whose UTF-8 bytes are padded with zeros to 20 bytes (spec §5). Throws CurrencyCodeError otherwise.
 */
export function currencyToHex(code: string): string {
  if (isHexCode(code)) {
    const hex = code.toUpperCase();
    if (hex === XRP_CURRENCY_HEX) throw new CurrencyCodeError('XRP is not an issued currency');
    return hex;
  }
  if (code.length === 3) {
    if (!isStandardCode(code)) throw new CurrencyCodeError(`Invalid currency code: ${code}`);
    return '00'.repeat(12) + bytesToHex(utf8.encode(code)) + '00'.repeat(5);
  }
  const bytes = utf8.encode(code);
  if (code.length < 4 || bytes.length > 20) throw new CurrencyCodeError(`Invalid currency code: ${code}`);
  if (bytes[0] === 0) throw new CurrencyCodeError(`Invalid currency code: ${code}`);
  return bytesToHex(bytes).padEnd(40, '0');
}

/** The code as the ledger's JSON shows it: the 3-character form when standard, else 40 hex. */
export function currencyToJson(code: string): string {
  const hex = currencyToHex(code);
  const standard = standardCodeOf(hex);
  return standard ?? hex;
}

function standardCodeOf(hex: string): string | undefined {
  const isStandardLayout = hex.startsWith('00'.repeat(12)) && hex.endsWith('00'.repeat(5));
  if (!isStandardLayout) return undefined;
  const text = String.fromCharCode(...hexToBytes(hex.slice(24, 30)));
  return isStandardCode(text) ? text : undefined;
}

function hexToBytes(hex: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
  return out;
}

/**
 * Display text for a code: standard codes as they are; a 40-hex code whose bytes are printable UTF-8 text
 * followed only by zero padding as that text; LP tokens (first byte 0x03) and anything else as hex.
 */
export function decodeCurrency(code: string): string {
  if (code.length === 3) return code;
  if (!isHexCode(code)) throw new CurrencyCodeError(`Invalid currency code: ${code}`);
  const hex = code.toUpperCase();
  const standard = standardCodeOf(hex);
  if (standard) return standard;
  const bytes = hexToBytes(hex);
  const end = bytes.findIndex((b) => b === 0);
  const body = end === -1 ? bytes : bytes.slice(0, end);
  const paddedWithZeros = bytes.slice(body.length).every((b) => b === 0);
  if (body.length === 0 || !paddedWithZeros || isLpTokenCode(hex)) return hex;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(body));
    return /^[\p{L}\p{N}\p{P}\p{S} ]+$/u.test(text) ? text : hex;
  } catch {
    return hex;
  }
}

/** LP-token currency codes start with the byte 0x03. */
export function isLpTokenCode(code: string): boolean {
  return isHexCode(code) && code.startsWith('03');
}
