/** The done view's headings and the review's fee notice, per kind of action (texts in core). */
import { LIMIT_FEE_TEXT, TRADE_OUTCOME_TITLES as T } from '@horizon/core';
import type { TradeIntent } from './types.js';

type Kind = TradeIntent['kind'];

export interface OutcomeTitles {
  /** Over the amounts the server reports (or, for actions that receive nothing, what was done). */
  readonly reported: string;
  /** Over the preview's own lines, when the server reported none. */
  readonly expected: string;
}

const DONE: Partial<Record<Kind, string>> = {
  cancelOrder: T.cancelOrder,
  trustlineSet: T.trustlineSet,
  trustlineClear: T.trustlineClear,
  trustlineClearAll: T.trustlineClearAll,
  ammVote: T.ammVote,
  ammWithdraw: T.ammWithdraw,
};

export function outcomeTitles(kind: Kind): OutcomeTitles {
  const done = DONE[kind];
  return done ? { reported: done, expected: done } : { reported: T.received, expected: T.receivedAtLeast };
}

/** Said in the review (and after a cancel): a limit order's fee is not refunded when it is cancelled. */
export function feeNotice(kind: Kind): string | null {
  if (kind === 'limitOrder') return LIMIT_FEE_TEXT.review;
  if (kind === 'cancelOrder') return LIMIT_FEE_TEXT.cancel;
  return null;
}
