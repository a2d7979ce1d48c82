// XRP amounts on the wire: a decimal string of drops. Legal range |x| <= 1e17 (100 billion XRP).
export const MAX_DROPS = 100_000_000_000_000_000n;

export type WireAmount = string | { currency: string; issuer: string; value: string };

export function isXrp(amount: unknown): amount is string {
  return typeof amount === 'string';
}

/** Drops of an XRP wire amount, or undefined when it is not a well-formed legal XRP amount. */
export function parseDrops(amount: unknown): bigint | undefined {
  if (typeof amount !== 'string' || !/^-?\d+$/.test(amount)) return undefined;
  const drops = BigInt(amount);
  return drops > MAX_DROPS || drops < -MAX_DROPS ? undefined : drops;
}

export function dropsString(drops: bigint): string {
  return drops.toString();
}
