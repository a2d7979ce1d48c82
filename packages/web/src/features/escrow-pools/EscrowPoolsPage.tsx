/** /escrow-pools: create a pool, contribute with native escrows, follow progress, refund after a missed deadline. */
import { ESCROW_POOL_UI as S, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { EmptyState, ErrorState, Skeleton } from '../../ui/States.js';
import { useWallets } from '../../wallets/index.js';
import { CreatePoolForm } from './CreatePoolForm.js';
import { PoolCard } from './PoolCard.js';
import './escrow-pools.css';

export function EscrowPoolsPage() {
  const { activeAddress } = useWallets();
  const pools = useApi((signal) => api.call('GET /api/escrow_pools', { signal }), []);
  return (
    <div className="page" data-testid="escrow-pools-page">
      <div className="page-head">
        <div>
          <h1>{S.title}</h1>
          <p className="muted">{S.intro}</p>
        </div>
      </div>
      <section className="card">
        <div className="card-head">
          <h2>{S.create}</h2>
        </div>
        {activeAddress ? (
          <CreatePoolForm address={activeAddress} onCreated={pools.reload} />
        ) : (
          <p className="muted">{WALLET_CONTROL_STRINGS.connectOrCreate}</p>
        )}
      </section>
      {pools.state === 'error' ? (
        <ErrorState message={pools.message} onRetry={pools.reload} />
      ) : pools.state === 'loading' ? (
        <Skeleton width="lg" />
      ) : pools.data.pools.length === 0 ? (
        <EmptyState title={S.noPools} />
      ) : (
        <div className="pool-list">
          {pools.data.pools.map((pool) => (
            <PoolCard key={pool.pool_id} pool={pool} address={activeAddress} onChanged={pools.reload} />
          ))}
        </div>
      )}
    </div>
  );
}
