/** /token-voting: vote for a token this week, follow the live results, the past winners and every burn. */
import { VOTING_UI as S } from '@horizon/core';
import { useState } from 'react';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { ErrorState, Skeleton } from '../../ui/States.js';
import { usePremium, useWallets } from '../../wallets/index.js';
import { BurnsTable, WinnersList } from './VoteBurns.js';
import { VoteForm } from './VoteForm.js';
import { VoteResults } from './VoteResults.js';
import './voting.css';

export function VotingPage() {
  const { activeAddress } = useWallets();
  const premium = usePremium(activeAddress);
  const [tokenId, setTokenId] = useState('');
  const results = useApi(
    (signal) =>
      api.call('GET /api/voting/results', {
        signal,
        query: { classic_address: activeAddress ?? undefined },
      }),
    [activeAddress],
  );
  const burns = useApi((signal) => api.call('GET /api/voting/burns', { signal }), []);
  return (
    <div className="page" data-testid="voting-page">
      <div className="page-head">
        <div>
          <h1>
            {S.title} {premium === false && <span className="tag tag-premium">{S.premiumLabel}</span>}
          </h1>
          <p className="muted">{S.intro}</p>
        </div>
      </div>
      {results.state === 'error' ? (
        <ErrorState message={results.message} onRetry={results.reload} />
      ) : results.state === 'loading' ? (
        <Skeleton width="lg" />
      ) : (
        <div className="voting-grid">
          <section className="card">
            <div className="card-head">
              <h2>{S.results}</h2>
              <span className="muted">
                {S.weekOf} {results.data.week_start} · {S.endsAt}{' '}
                {new Date(results.data.week_end).toUTCString()}
              </span>
            </div>
            <VoteResults results={results.data} onPick={setTokenId} />
            <VoteForm
              address={activeAddress}
              tokenId={tokenId}
              onTokenId={setTokenId}
              voted={results.data.my_vote}
              onVoted={results.reload}
            />
          </section>
          <section className="card">
            <div className="card-head">
              <h2>{S.winners}</h2>
            </div>
            <WinnersList winners={results.data.winners} />
          </section>
        </div>
      )}
      <section className="card">
        <div className="card-head">
          <h2>{S.burns}</h2>
        </div>
        {burns.state === 'ready' ? (
          <BurnsTable burns={burns.data.burns} />
        ) : burns.state === 'error' ? (
          <ErrorState message={burns.message} onRetry={burns.reload} />
        ) : (
          <Skeleton width="lg" />
        )}
      </section>
    </div>
  );
}
