/**
 * How busy the demo market is: DEMO_PACE is trades per minute across all bots (a number, or calm = 4,
 * normal = 12, busy = 40; 0 = seed the market but run no bots). Waits are random around the mean, so
 * trades arrive like people's, not like a metronome.
 */
export const PACE_PRESETS = { calm: 4, normal: 12, busy: 40 } as const;
export const DEFAULT_PACE = PACE_PRESETS.normal;
const MAX_PACE = 600;

export class PaceError extends Error {
  override readonly name = 'PaceError';
}

/** Trades per minute from DEMO_PACE; throws a PaceError naming the accepted values. */
export function parsePace(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_PACE;
  const value = text.trim().toLowerCase();
  if (Object.hasOwn(PACE_PRESETS, value)) return PACE_PRESETS[value as keyof typeof PACE_PRESETS];
  if (/^\d+$/.test(value) && Number(value) <= MAX_PACE) return Number(value);
  throw new PaceError(
    `DEMO_PACE must be calm, normal, busy or a number of trades per minute from 0 to ${MAX_PACE}, got "${text}"`,
  );
}

/**
 * Milliseconds until the next trade: exponential around 60 s / pace (a Poisson stream of traders), kept
 * between a fifth and three times the mean so the market neither bursts nor stalls. `uniform` is in [0, 1).
 */
export function nextDelayMs(pace: number, uniform: number): number {
  if (pace <= 0) return Number.POSITIVE_INFINITY;
  const mean = 60_000 / pace;
  const wait = -Math.log(1 - uniform) * mean;
  return Math.round(Math.min(Math.max(wait, mean / 5), mean * 3));
}
