/** The wallet's validated transactions, brought up to date by the server (update_tx_history). */
import { shortenAddress } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../app/services.js';
import { formatAge, tokenLabel } from '../../format/display.js';
import { CopyButton } from './CopyButton.js';

/** LP tokens' currency codes start with 03 (xrpl-protocol.md): they read as 'LP tokens'. */
function assetLabel(tokenId: string): string {
  return tokenId.startsWith('03') ? 'LP tokens' : tokenLabel(tokenId);
}

export function HistoryCard({ address, refreshKey }: { address: string; refreshKey: number }) {
  const history = useApi(
    (signal) =>
      api.call('POST /api/trustless/update_tx_history', { body: { classic_address: address }, signal }),
    [address, refreshKey],
  );
  const list = history.state === 'ready' ? history.data.transactions : [];
  const now = Date.now();
  return (
    <section className="card wide">
      <h3>History</h3>
      {history.state === 'error' ? (
        <p className="error-text small">{history.message}</p>
      ) : list.length === 0 ? (
        <p className="muted small">{history.state === 'loading' ? 'Loading…' : 'No transactions yet.'}</p>
      ) : (
        <div className="table-wrap">
          <table className="table table-compact" data-testid="history">
            <thead>
              <tr>
                <th>When</th>
                <th>Type</th>
                <th>XRP</th>
                <th>Token</th>
                <th>Result</th>
                <th>Hash</th>
              </tr>
            </thead>
            <tbody>
              {list.map((t) => (
                <tr key={t.tx_hash}>
                  <td title={t.executed_at}>{formatAge(t.executed_at, now)}</td>
                  <td>{t.transaction_type}</td>
                  <td className={`mono ${t.xrp_change.startsWith('-') ? 'down' : 'up'}`}>{t.xrp_change}</td>
                  <td className="mono">
                    {t.token_id && t.token_change ? `${t.token_change} ${assetLabel(t.token_id)}` : '—'}
                  </td>
                  <td className={t.engine_result === 'tesSUCCESS' ? 'up' : 'down'}>{t.engine_result}</td>
                  <td className="mono">
                    {shortenAddress(t.tx_hash)} <CopyButton text={t.tx_hash} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
