/** /wallet's list of wallets (spec §4 "Wallet list"): switch, rename, remove, add while a slot is free, disconnect all. */
import { MAX_WALLETS, WALLET_ERRORS, WALLET_CONTROL_STRINGS, WALLET_LIST_STRINGS as S } from '@horizon/core';
import { walletModals } from '../../wallets/index.js';
import { DisconnectAll } from './DisconnectAll.js';
import { WalletRow } from './WalletRow.js';
import { useListedWallets } from './useListedWallets.js';
import { useWalletAction } from './useWalletAction.js';

export function WalletsCard() {
  const { wallets, activeAddress, actions } = useListedWallets();
  const onAddWallet = () => walletModals.open({ kind: 'add', tab: 'generate' });
  const full = wallets.length >= MAX_WALLETS;
  const switching = useWalletAction();
  const switchTo = (address: string) => {
    if (address !== activeAddress) void switching.run(() => actions.switchTo(address));
  };
  return (
    <section className="card wallets-card" data-testid="wallets-card">
      <div className="wallets-card-head">
        <h3>{WALLET_CONTROL_STRINGS.yourWallets}</h3>
        <span className="muted small">{S.walletCount(wallets.length, MAX_WALLETS)}</span>
      </div>
      <div className="wallet-list">
        {wallets.map((w) => (
          <WalletRow
            key={w.address}
            wallet={w}
            active={w.address === activeAddress}
            onSwitch={switchTo}
            actions={actions}
          />
        ))}
      </div>
      {switching.error !== null && (
        <p role="alert" className="error-text small">
          {switching.error}
        </p>
      )}
      <div className="card-actions">
        <button type="button" className="btn btn-secondary btn-sm" disabled={full} onClick={onAddWallet}>
          {WALLET_CONTROL_STRINGS.addWallet}
        </button>
        {full && <span className="muted small">{WALLET_ERRORS.maxWallets}</span>}
      </div>
      <DisconnectAll wallets={wallets} actions={actions} />
    </section>
  );
}
