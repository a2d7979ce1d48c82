/**
 * One wallet in the header's menu or on /wallet: its name and short address (click to switch), Copy, and
 * Rename and Remove, each done in place.
 */
import {
  COPY_CONFIRMATION_MS,
  WALLET_CONTROL_STRINGS,
  WALLET_LIST_STRINGS as S,
  shortenAddress,
} from '@horizon/core';
import { useEffect, useState } from 'react';
import { walletName } from '../wallet-control-model.js';
import { RemoveConfirm } from './RemoveConfirm.js';
import { RenameForm } from './RenameForm.js';
import type { ListedWallet, WalletListActions } from './wallet-list-model.js';
import './wallet-list.css';

export interface WalletRowProps {
  readonly wallet: ListedWallet;
  readonly active: boolean;
  readonly onSwitch: (address: string) => void;
  /** Rename and Remove; absent while the wallet machinery loads. */
  readonly actions: WalletListActions | null;
}

export function WalletRow({ wallet, active, onSwitch, actions }: WalletRowProps) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const name = walletName(wallet);
  return (
    <div className="wallet-row-block" data-testid="wallet-row" data-address={wallet.address}>
      <div className="wallet-row">
        <button
          type="button"
          className={`wallet-row-main ${active ? 'wallet-row-active' : ''}`}
          aria-current={active ? 'true' : undefined}
          onClick={() => onSwitch(wallet.address)}
        >
          <span className="wallet-row-name">{name}</span>
          <span className="mono muted">{shortenAddress(wallet.address)}</span>
        </button>
        <CopyAddress address={wallet.address} />
      </div>
      {actions !== null && mode === 'view' && (
        <div className="wallet-row-actions">
          <button
            type="button"
            className="link-btn"
            aria-label={`${S.rename} ${name}`}
            onClick={() => setMode('rename')}
          >
            {S.rename}
          </button>
          <button
            type="button"
            className="link-btn link-danger"
            aria-label={`${S.remove} ${name}`}
            onClick={() => setMode('remove')}
          >
            {S.remove}
          </button>
        </div>
      )}
      {actions !== null && mode === 'rename' && (
        <RenameForm wallet={wallet} actions={actions} onDone={() => setMode('view')} />
      )}
      {actions !== null && mode === 'remove' && (
        <RemoveConfirm wallet={wallet} actions={actions} onCancel={() => setMode('view')} />
      )}
    </div>
  );
}

function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(address).then(() => setCopied(true));
  };
  return (
    <button type="button" className="link-btn" onClick={copy}>
      {copied ? WALLET_CONTROL_STRINGS.copied : 'Copy'}
    </button>
  );
}
