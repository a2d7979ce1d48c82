import { sha512 } from '@noble/hashes/sha2.js';

import { XRP_CURRENCY_HEX, currencyToHex } from './currency-code.js';

/** First byte of every AMM LP-token currency code (AMMCore.cpp ammLPTCurrency). */
const LP_TOKEN_PREFIX = 0x03;

function hexToBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}

/** 40-hex form of an AMM asset's currency; "XRP" (or the all-zero code) is XRP. */
function assetCurrencyHex(code: string): string {
  if (code === 'XRP' || code.toUpperCase() === XRP_CURRENCY_HEX) return XRP_CURRENCY_HEX;
  return currencyToHex(code);
}

/**
 * The LP-token currency of the AMM for two assets, as 40 hex digits:
 * 0x03 ‖ the first 19 bytes of SHA512Half(minCurrency ‖ maxCurrency), currencies ordered as raw bytes.
 * Issuers do not enter the hash; pass each asset's currency ("XRP", a 3-character code or 40 hex).
 */
export function lpTokenCurrency(currency1: string, currency2: string): string {
  const x = assetCurrencyHex(currency1);
  const y = assetCurrencyHex(currency2);
  // Upper-case hex compares like the raw bytes.
  const [low, high] = x <= y ? [x, y] : [y, x];
  const hash = sha512(new Uint8Array([...hexToBytes(low), ...hexToBytes(high)]));
  const code = new Uint8Array(20);
  code[0] = LP_TOKEN_PREFIX;
  code.set(hash.subarray(0, 19), 1);
  return bytesToHex(code);
}
