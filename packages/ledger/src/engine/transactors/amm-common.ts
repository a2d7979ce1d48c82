import { amountFromJson, compareAmounts, type Amount } from '@horizon/protocol';
import type { Ter } from '../ter.js';

// Field checks shared by the AMM transactors (rippled's invalidAMMAmount / invalidAMMAsset).

/** temBAD_CURRENCY / temBAD_AMOUNT for an amount an AMM cannot take; undefined when fine. */
export function invalidAmmAmount(json: unknown, allowZero = false): Ter | undefined {
  if (json === undefined) return 'temMALFORMED';
  if (typeof json === 'object' && json !== null && (json as { currency?: string }).currency === 'XRP')
    return 'temBAD_CURRENCY';
  let a: Amount;
  try {
    a = amountFromJson(json);
  } catch {
    return 'temBAD_AMOUNT';
  }
  const sign = a.kind === 'xrp' ? (a.drops > 0n ? 1 : a.drops < 0n ? -1 : 0) : a.value.signum();
  if (sign < 0 || (sign === 0 && !allowZero)) return 'temBAD_AMOUNT';
  return undefined;
}

/** Compares two amounts of the same asset. */
export function compareAmount(a: Amount, b: Amount): number {
  return compareAmounts(a, b);
}

/** rippled's invalidAMMAssetPair: two different, well-formed assets. */
export function invalidAssetPair(a: unknown, b: unknown): Ter | undefined {
  for (const x of [a, b]) {
    if (typeof x !== 'object' || x === null) return 'temMALFORMED';
    const { currency, issuer } = x as { currency?: string; issuer?: string };
    if (currency === 'XRP' ? issuer !== undefined : !issuer) return 'temBAD_ISSUER';
  }
  const ka = JSON.stringify([(a as { currency: string }).currency, (a as { issuer?: string }).issuer]);
  const kb = JSON.stringify([(b as { currency: string }).currency, (b as { issuer?: string }).issuer]);
  return ka === kb ? 'temBAD_AMM_TOKENS' : undefined;
}

/** An optional amount field belonging to the pool's pair (temBAD_AMM_TOKENS otherwise). */
export function invalidPoolAmount(
  json: unknown,
  pair: [unknown, unknown],
  allowZero: boolean,
): Ter | undefined {
  const bad = invalidAmmAmount(json, allowZero);
  if (bad) return bad;
  const a = amountFromJson(json);
  const key = (x: unknown) => {
    const { currency, issuer } = x as { currency: string; issuer?: string };
    return currency === 'XRP' ? 'XRP' : `${currency}/${issuer}`;
  };
  const mine = a.kind === 'xrp' ? 'XRP' : `${a.currency}/${a.issuer}`;
  return mine === key(pair[0]) || mine === key(pair[1]) ? undefined : 'temBAD_AMM_TOKENS';
}

export const txFlags = (tx: Record<string, unknown>): number => ((tx.Flags as number | undefined) ?? 0) >>> 0;
