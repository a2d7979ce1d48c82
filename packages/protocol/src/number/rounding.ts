/**
 * rippled's Number rounding mode: one global setting (thread-local in rippled) that every Number operation
 * reads. Code changes it only for the span of a callback, like rippled's NumberRoundModeGuard.
 */
export type RoundingMode = 'to_nearest' | 'towards_zero' | 'downward' | 'upward';

const MODES: readonly RoundingMode[] = ['to_nearest', 'towards_zero', 'downward', 'upward'];

let current: RoundingMode = 'to_nearest';

export function getRoundingMode(): RoundingMode {
  return current;
}

/** Runs fn with the rounding mode set to mode, restoring the previous mode afterwards, even on throw. */
export function withRoundingMode<T>(mode: RoundingMode, fn: () => T): T {
  if (!MODES.includes(mode)) throw new TypeError(`Unknown rounding mode: ${String(mode)}`);
  const saved = current;
  current = mode;
  try {
    return fn();
  } finally {
    current = saved;
  }
}
