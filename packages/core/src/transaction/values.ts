import { parseDecimal } from '../decimal/index.js';
import { isValidWalletAddress } from '../validation/address.js';
import type { IssuedAmount, Issue } from './types.js';

const TYPE_NAME = /^[A-Za-z]+$/;
const HEX = /^(?:[0-9A-Fa-f]{2})*$/;
const DROPS = /^\d+$/;
const UINT32_MAX = 0xffff_ffff;
const PATH_STEP_KEYS = new Set(['account', 'currency', 'issuer']);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasExactlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(value, k));
}

export function isTypeName(value: unknown): value is string {
  return typeof value === 'string' && TYPE_NAME.test(value);
}

export function isHex(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function isDrops(value: unknown): value is string {
  return typeof value === 'string' && DROPS.test(value) && (value === '0' || !value.startsWith('0'));
}

export function isUint32(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= UINT32_MAX;
}

/** `{currency, issuer, value}` with a checksummed issuer and an exact decimal value. */
export function isIssuedAmount(value: unknown): value is IssuedAmount {
  return (
    isRecord(value) &&
    hasExactlyKeys(value, ['currency', 'issuer', 'value']) &&
    typeof value['currency'] === 'string' &&
    value['currency'] !== 'XRP' &&
    isValidWalletAddress(value['issuer']) &&
    typeof value['value'] === 'string' &&
    parseDecimal(value['value']) !== undefined
  );
}

/** XRP drops or an issued amount. */
export function isLedgerAmount(value: unknown): value is string | IssuedAmount {
  return isDrops(value) || isIssuedAmount(value);
}

/** `{currency: 'XRP'}` or `{currency, issuer}`. */
export function isIssue(value: unknown): value is Issue {
  if (!isRecord(value) || typeof value['currency'] !== 'string') return false;
  if (value['currency'] === 'XRP') return hasExactlyKeys(value, ['currency']);
  return hasExactlyKeys(value, ['currency', 'issuer']) && isValidWalletAddress(value['issuer']);
}

/** Paths: arrays of steps, each with some of account, currency, issuer (strings). */
export function isPaths(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (path) =>
        Array.isArray(path) &&
        path.every(
          (step) =>
            isRecord(step) &&
            Object.keys(step).length > 0 &&
            Object.entries(step).every(([k, v]) => PATH_STEP_KEYS.has(k) && typeof v === 'string'),
        ),
    )
  );
}
