/** Randomness for the bots: Math.random in the app, a seeded generator in tests (same seed, same market). */
export type Uniform = () => number;

/** mulberry32: a small seeded generator, uniform in [0, 1). */
export function seededUniform(seed: number): Uniform {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of `items`, each as likely as its weight. */
export function pickWeighted<T>(items: readonly T[], weight: (item: T) => number, uniform: Uniform): T {
  const total = items.reduce((sum, item) => sum + Math.max(0, weight(item)), 0);
  if (items.length === 0 || total <= 0) throw new Error('Nothing to pick from');
  let left = uniform() * total;
  for (const item of items) {
    left -= Math.max(0, weight(item));
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** A whole number in [min, max]. */
export function integerBetween(min: bigint, max: bigint, uniform: Uniform): bigint {
  if (max <= min) return min;
  const span = max - min + 1n;
  // Two draws give 2^53-ish resolution over spans far larger than any demo amount in drops.
  const draw = BigInt(Math.floor(uniform() * 2 ** 26)) * 2n ** 26n + BigInt(Math.floor(uniform() * 2 ** 26));
  return min + (draw % span);
}
