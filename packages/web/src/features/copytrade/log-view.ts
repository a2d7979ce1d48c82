/** A log entry in words: what was done with the leader's trade, and why when it was not copied. */
import { COPYTRADE_STRINGS as S, COPY_SKIP_REASONS, type CopyLogRecord } from '@horizon/core';

export interface LogLine {
  readonly outcome: string;
  /** The reason of a skip or failure, or the follower's transaction of a copy. */
  readonly detail: string;
  readonly tone: 'ok' | 'muted' | 'error';
}

export function logLine(entry: CopyLogRecord): LogLine {
  switch (entry.outcome) {
    case 'copied':
      return { outcome: S.copied(entry.xrp_amount ?? '0'), detail: entry.tx_hash ?? '', tone: 'ok' };
    case 'pending':
      return { outcome: S.copying, detail: '', tone: 'muted' };
    case 'failed':
      return { outcome: S.failedCopy, detail: COPY_SKIP_REASONS.failed, tone: 'error' };
    case 'skipped':
      return {
        outcome: S.skipped,
        detail: entry.reason ? COPY_SKIP_REASONS[entry.reason] : '',
        tone: 'muted',
      };
  }
}

/** "buy 12.5 XRP" — the leader's side and XRP value. */
export function leaderTradeText(entry: CopyLogRecord): string {
  return `${entry.side} ${entry.leader_xrp_amount} XRP`;
}
