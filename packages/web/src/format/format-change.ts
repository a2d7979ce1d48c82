/**
 * The 24 h price change as the markets table and the token page show it: the server's percent in whole
 * hundredths (the contract's one percent shape: 1.23, -4.56, 0) through core's signed percent, with a true
 * minus; never guessed.
 */
import { formatSignedPercent, isWholeHundredths } from '@horizon/core';

export type ChangeTone = 'up' | 'down' | 'flat';

export interface ChangeDisplay {
  readonly text: string;
  readonly tone: ChangeTone;
}

export const NO_CHANGE = '—';

/** The class each tone is drawn with. */
export const CHANGE_TONE_CLASS = { up: 'up', down: 'down', flat: 'muted' } as const satisfies Record<
  ChangeTone,
  string
>;
const MINUS = '\u2212';

/** '+1.23%' (up), '−4.56%' (down), '0.00%' (flat); '—' when there was no price 24 h ago or it is not hundredths. */
export function formatPriceChange(change: number | null | undefined): ChangeDisplay {
  if (change === null || change === undefined || !isWholeHundredths(change))
    return { text: NO_CHANGE, tone: 'flat' };
  const text = formatSignedPercent(change);
  if (text.startsWith('-')) return { text: `${MINUS}${text.slice(1)}`, tone: 'down' };
  return { text, tone: text.startsWith('+') ? 'up' : 'flat' };
}
