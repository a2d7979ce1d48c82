import { isValidClassicAddress } from 'ripple-address-codec';
import { expectedField, invalidField, missingField, rpcError } from './errors.js';
import type { RpcContext } from './context.js';

// Readers of request params with rippled's error answers.

export function requireAccount(params: Record<string, unknown>, name = 'account'): string {
  if (!(name in params)) throw missingField(name);
  const value = params[name];
  if (typeof value !== 'string') throw invalidField(name);
  if (!isValidClassicAddress(value)) throw rpcError('actMalformed');
  return value;
}

/** rippled's `ident` alias for `account` in API v1 account_info. */
export function accountParam(ctx: RpcContext): string {
  const p = ctx.params;
  if (!('account' in p) && ctx.apiVersion < 2 && 'ident' in p) return requireAccount(p, 'ident');
  return requireAccount(p, 'account');
}

export function optionalBool(params: Record<string, unknown>, name: string): boolean {
  const v = params[name];
  if (v === undefined || v === null) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v !== '' && v !== 'false' && v !== '0';
  return true;
}

export interface LimitRange {
  min: number;
  default: number;
  max: number;
}

// RPC::Tuning ranges.
export const LIMITS = {
  accountChannels: { min: 10, default: 200, max: 400 },
  accountLines: { min: 10, default: 200, max: 400 },
  accountObjects: { min: 10, default: 200, max: 400 },
  accountOffers: { min: 10, default: 200, max: 400 },
  accountTx: { min: 10, default: 200, max: 400 },
  bookOffers: { min: 1, default: 60, max: 100 },
  noRippleCheck: { min: 10, default: 300, max: 400 },
  ledgerData: { min: 16, default: 256, max: 256 },
  ledgerDataBinary: { min: 16, default: 2048, max: 2048 },
} satisfies Record<string, LimitRange>;

/**
 * rippled's readLimitField: an unsigned integer, clamped into the method's range unless the caller is unlimited
 * (isUnlimited(role): an admin connection keeps the limit it asked for).
 */
export function readLimit(ctx: Pick<RpcContext, 'params' | 'admin'>, range: LimitRange): number {
  const v = ctx.params.limit;
  if (v === undefined || v === null) return range.default;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) {
    throw expectedField('limit', 'unsigned integer');
  }
  if (v === 0) throw invalidField('limit');
  return ctx.admin ? v : Math.max(range.min, Math.min(range.max, v));
}

export function isHex256(v: unknown): v is string {
  return typeof v === 'string' && /^[0-9a-fA-F]{64}$/.test(v);
}
