/** Create a pool: target in XRP, deadline, purpose; the beneficiary is the active wallet (proved in the vault). */
import { ESCROW_POOL_UI as S } from '@horizon/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { api } from '../../services/app-services.js';
import { withWalletProof } from '../../wallets/with-wallet-proof.js';

export function CreatePoolForm({ address, onCreated }: { address: string; onCreated: () => void }) {
  const [target, setTarget] = useState('');
  const [deadline, setDeadline] = useState('');
  const [purpose, setPurpose] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // The input is local time; the API takes an instant.
      const body = {
        classic_address: address,
        target_xrp: target.trim(),
        deadline: new Date(deadline).toISOString(),
        purpose,
      };
      await withWalletProof(address, () => api.call('POST /api/escrow_pools', { body }));
      setTarget('');
      setPurpose('');
      onCreated();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="pool-form" onSubmit={(e) => void submit(e)} data-testid="create-pool">
      <label className="field">
        <span>{S.target}</span>
        <input
          className="input"
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </label>
      <label className="field">
        <span>{S.deadline}</span>
        <input
          className="input"
          type="datetime-local"
          value={deadline}
          onChange={(e) => setDeadline(e.target.value)}
        />
      </label>
      <label className="field pool-purpose">
        <span>{S.purpose}</span>
        <input
          className="input"
          maxLength={280}
          value={purpose}
          onChange={(e) => setPurpose(e.target.value)}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy || !target || !deadline || !purpose}>
        {S.createButton}
      </button>
      {error && (
        <p className="pool-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
