/** One pool: purpose, progress to the target, deadline and state; contribute while open, refund when refunding. */
import { ESCROW_POOL_UI as S, type EscrowPool } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { contributeToPool, refundFromPool } from './pool-actions.js';
import { Xrp } from '../../ui/Xrp.js';

function progressPercent(pool: EscrowPool): number {
  const target = BigInt(pool.target_drops);
  const raised = BigInt(pool.raised_drops);
  return target === 0n ? 0 : Number(raised >= target ? 100n : (raised * 100n) / target);
}

export function PoolCard({
  pool,
  address,
  onChanged,
}: {
  pool: EscrowPool;
  address: string | null;
  onChanged: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const detail = useApi(
    (signal) => api.call('GET /api/escrow_pools/{pool_id}', { signal, params: { pool_id: pool.pool_id } }),
    [pool.pool_id, pool.raised_drops, pool.state],
  );
  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      setAmount('');
      onChanged();
    } catch (e) {
      setMessage(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const mine = detail.state === 'ready' ? detail.data.contributions.filter((c) => c.owner === address) : [];
  return (
    <article className="card pool-card" data-testid="pool-card">
      <div className="card-head">
        <h2 className="pool-title" title={pool.purpose}>
          {pool.purpose}
        </h2>
        <span className={`tag pool-state-${pool.state}`}>{S.states[pool.state]}</span>
      </div>
      <div className="pool-progress" aria-label={S.raised}>
        <span style={{ width: `${progressPercent(pool)}%` }} />
      </div>
      <p>
        {S.raised}:{' '}
        <strong data-testid="pool-raised">
          <Xrp value={dropsToXrp(BigInt(pool.raised_drops))} unit={false} />
        </strong>{' '}
        / <Xrp value={dropsToXrp(BigInt(pool.target_drops))} /> · {S.contributors}: {pool.contributors} ·{' '}
        {S.deadline}: {new Date(pool.deadline).toLocaleString()}
      </p>
      <p className="muted">
        {S.beneficiary}: <span className="mono">{pool.beneficiary}</span>
      </p>
      {mine.map((c) => (
        <p key={c.escrow_sequence} className="pool-mine">
          <Xrp value={dropsToXrp(BigInt(c.amount_drops))} /> · {S.contributionStates[c.state]}
          {pool.state === 'refunding' && c.state === 'locked' && address && (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={busy}
              onClick={() => void act(() => refundFromPool(address, pool.pool_id, c.escrow_sequence))}
            >
              {S.refund}
            </button>
          )}
        </p>
      ))}
      {pool.state === 'open' && address && (
        <form
          className="pool-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => contributeToPool(address, pool, amount.trim()));
          }}
        >
          <label className="field">
            <span>{S.amount}</span>
            <input
              className="input"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              data-testid="contribute-amount"
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy || amount.trim() === ''}>
            {S.contribute}
          </button>
        </form>
      )}
      {message && (
        <p className="pool-error" role="alert">
          {message}
        </p>
      )}
    </article>
  );
}
