/** The leader trades this wallet saw while the app was open, and what was copied or skipped and why. */
import { COPYTRADE_STRINGS as S, type CopyLogRecord } from '@horizon/core';
import { tokenLabel } from '../../format/display.js';
import { leaderTradeText, logLine } from './log-view.js';

export function CopyLog({ entries }: { entries: readonly CopyLogRecord[] }) {
  if (entries.length === 0) return <p className="muted">{S.logEmpty}</p>;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="copy-log">
        <thead>
          <tr>
            {S.logColumns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const line = logLine(entry);
            return (
              <tr key={entry.leader_tx_hash} data-outcome={entry.outcome}>
                <td>{new Date(entry.seen_at).toLocaleTimeString()}</td>
                <td className="mono small">{entry.leader_address}</td>
                <td>{tokenLabel(entry.token_id)}</td>
                <td>{leaderTradeText(entry)}</td>
                <td className={line.tone === 'error' ? 'error-text' : ''}>{line.outcome}</td>
                <td className="mono small">{line.detail}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
