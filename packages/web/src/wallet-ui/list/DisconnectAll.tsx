/** Disconnect all (spec §4): asks first, naming how many wallets lose their keys in this browser (and a launch). */
import { WALLET_LIST_STRINGS as S } from '@horizon/core';
import { useState } from 'react';
import { STORAGE_KEYS, browserStore, safeGet } from '../../services/storage-keys.js';
import { type ListedWallet, type WalletListActions, disconnectAllWarning } from './wallet-list-model.js';
import { useWalletAction } from './useWalletAction.js';

export interface DisconnectAllProps {
  readonly wallets: readonly ListedWallet[];
  readonly actions: WalletListActions;
}

export function DisconnectAll({ wallets, actions }: DisconnectAllProps) {
  const [asking, setAsking] = useState(false);
  const action = useWalletAction();
  if (wallets.length === 0) return null;
  if (!asking) {
    return (
      <button type="button" className="link-btn link-danger" onClick={() => setAsking(true)}>
        {S.disconnectAll}
      </button>
    );
  }
  return (
    <div
      className="wallet-confirm"
      role="alertdialog"
      aria-label={S.disconnectAll}
      data-testid="disconnect-all-confirm"
    >
      {disconnectAllWarning(wallets, safeGet(browserStore('local'), STORAGE_KEYS.pendingLaunch) !== null).map(
        (line) => (
          <p key={line}>{line}</p>
        ),
      )}
      <div className="wallet-row-buttons">
        <button
          type="button"
          className="btn btn-sell btn-sm"
          disabled={action.busy}
          onClick={() => void action.run(actions.disconnectAll).then((ok) => ok && setAsking(false))}
        >
          {action.busy ? S.disconnecting : S.disconnectAll}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setAsking(false)}>
          {S.cancel}
        </button>
      </div>
      {action.error !== null && (
        <p role="alert" className="error-text small">
          {action.error}
        </p>
      )}
    </div>
  );
}
