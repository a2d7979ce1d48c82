/**
 * The wallet's history, brought up to date by the server (update_tx_history): one row per thing the user did,
 * each opening to its ledger transactions.
 */
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { HistoryAction } from './HistoryAction.js';

export function HistoryCard({ address, refreshKey }: { address: string; refreshKey: number }) {
  const history = useApi(
    (signal) =>
      api.call('POST /api/trustless/update_tx_history', { body: { classic_address: address }, signal }),
    [address, refreshKey],
  );
  const list = history.state === 'ready' ? history.data.actions : [];
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
                <th>Action</th>
                <th>When</th>
                <th>XRP</th>
                <th>Token</th>
                <th>Result</th>
                <th>Hash</th>
              </tr>
            </thead>
            <tbody>
              {list.map((action) => (
                <HistoryAction key={action.action_id} action={action} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
