/**
 * Trustlines: the list with clear (only an empty line can be cleared), a new line by token id, and clear
 * all (the server's batch, each signed here, submitted in groups of 10 with progress).
 */
import { TRUSTLINE_ERRORS, formatNumber, isTokenId } from '@horizon/core';
import { useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import type { TradeIntent } from '../../trade-flow/index.js';
import { FlowDialog } from '../../trade-ui/TradeFlowDialog.js';
import { isPositiveAmount } from '../../trade-ui/amount-rules.js';
import { useTradeFlow } from '../../trade-ui/useTradeFlow.js';

export interface TrustlinesCardProps {
  readonly address: string;
  readonly refreshKey: number;
  readonly onChanged: () => void;
}

export function TrustlinesCard({ address, refreshKey, onChanged }: TrustlinesCardProps) {
  const [tokenId, setTokenId] = useState('');
  const flow = useTradeFlow('trustlines');
  const lines = useApi(
    (signal) =>
      api.call('POST /api/trustless/get_all_trustlines', { body: { classic_address: address }, signal }),
    [address, refreshKey],
  );
  const list = lines.state === 'ready' ? lines.data.trustlines : [];
  const known = list.some((l) => l.token_id === tokenId.trim());
  const run = (intent: TradeIntent) =>
    void flow.run(intent, address).then((r) => {
      if (!r) return;
      setTokenId('');
      onChanged();
    });
  const busy = flow.view.state === 'busy';
  return (
    <section className="card">
      <h3>Trustlines</h3>
      {list.length === 0 ? (
        <p className="muted small">{lines.state === 'loading' ? 'Loading…' : 'No trustlines.'}</p>
      ) : (
        <ul className="plain-list" data-testid="trustlines">
          {list.map((t) => (
            <li key={t.token_id}>
              <span className="mono">
                {t.currency_decoded} · {formatNumber(t.balance)} / {formatNumber(t.limit)}
              </span>
              <button
                type="button"
                className="btn btn-sm"
                disabled={busy || isPositiveAmount(t.balance)}
                title={
                  isPositiveAmount(t.balance) ? TRUSTLINE_ERRORS.stillHasBalance : 'Clear this trustline'
                }
                onClick={() => run({ kind: 'trustlineClear', tokenId: t.token_id })}
              >
                Clear
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-stack">
        <label className="field">
          <span>Set a trustline (token id CURRENCY:ISSUER)</span>
          <input
            className="input mono"
            data-testid="trustline-token"
            value={tokenId}
            onChange={(e) => setTokenId(e.target.value.trim())}
          />
        </label>
        {known && <p className="muted small">{TRUSTLINE_ERRORS.alreadyExists}</p>}
        <div className="card-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !isTokenId(tokenId) || known}
            onClick={() => run({ kind: 'trustlineSet', tokenId })}
          >
            Set trustline
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy || list.length === 0}
            onClick={() => run({ kind: 'trustlineClearAll' })}
          >
            Clear all
          </button>
        </div>
        <p className="muted small">Each trustline holds 0.2 XRP of reserve; clearing frees it.</p>
      </div>
      <FlowDialog flow={flow} />
    </section>
  );
}
