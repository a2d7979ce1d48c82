/** One vote a week for a token, from the active wallet (proved in the vault when the server asks). */
import { VOTING_UI as S, WALLET_CONTROL_STRINGS } from '@horizon/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { votedTokenName } from './vote-text.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';

export function VoteForm({
  address,
  tokenId,
  onTokenId,
  voted,
  onVoted,
}: {
  address: string | null;
  tokenId: string;
  onTokenId: (tokenId: string) => void;
  voted: string | null;
  onVoted: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The listed tokens, largest first, offered as choices (any listed token id may be typed).
  const listed = useApi(
    (signal) => api.call('GET /api/tokens', { signal, query: { sort: 'marketcap_usd', limit: 100 } }),
    [],
  );
  if (!address) return <p className="muted">{WALLET_CONTROL_STRINGS.connectOrCreate}</p>;
  if (voted) {
    const tokens = listed.state === 'ready' ? listed.data.tokens : [];
    return <p data-testid="my-vote">{`${S.voted}: ${votedTokenName(voted, tokens)}`}</p>;
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const body = { classic_address: address, token_id: tokenId.trim() };
      await withWalletProof(address, () => api.call('POST /api/voting/vote', { body }));
      onVoted();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="vote-form" onSubmit={(e) => void submit(e)}>
      <label className="field vote-token">
        <span>{S.voteFor}</span>
        <input
          className="input"
          list="vote-token-choices"
          value={tokenId}
          placeholder={S.tokenPlaceholder}
          onChange={(e) => onTokenId(e.target.value)}
          data-testid="vote-token"
        />
      </label>
      <datalist id="vote-token-choices">
        {listed.state === 'ready' &&
          listed.data.tokens.map((t) => (
            <option key={t.token_id} value={t.token_id}>
              {`${t.ticker} · ${t.token_name}`}
            </option>
          ))}
      </datalist>
      <button type="submit" className="btn btn-primary" disabled={busy || tokenId.trim() === ''}>
        {S.voteButton}
      </button>
      {error && (
        <p className="voting-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
