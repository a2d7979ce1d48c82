/**
 * The 24 h price change as the markets table and the token page show it: the server's exact hundredths
 * ('1.23', '-4.56', '0.00') with a sign, a true minus and digit grouping, by string only (never a float).
 */
export type ChangeTone = 'up' | 'down' | 'flat';

export interface ChangeDisplay {
  readonly text: string;
  readonly tone: ChangeTone;
}

export const NO_CHANGE = '—';
const MINUS = '\u2212';
const HUNDREDTHS = /^(-?)(\d+)\.(\d{2})$/;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '+1.23%' (up), '−4.56%' (down), '0.00%' (flat); '—' when there was no price 24 h ago or the text is not hundredths. */
export function formatPriceChange(change: string | null | undefined): ChangeDisplay {
  const match = change ? HUNDREDTHS.exec(change) : null;
  if (!match) return { text: NO_CHANGE, tone: 'flat' };
  const [, minus = '', whole = '0', fraction = '00'] = match;
  const zero = /^0+$/.test(whole) && fraction === '00';
  const body = `${grouped(whole.replace(/^0+(?=\d)/, ''))}.${fraction}%`;
  if (zero) return { text: body, tone: 'flat' };
  return minus ? { text: `${MINUS}${body}`, tone: 'down' } : { text: `+${body}`, tone: 'up' };
}
