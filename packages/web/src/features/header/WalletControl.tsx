/**
 * The wallet control (spec §2): the button to /wallet and its dropdown of wallets (switch, which closes it;
 * rename, remove, disconnect all) and links, 'Premium Feature' shown to non-premium wallets only.
 */
import { ROUTES, WALLET_CONTROL_STRINGS as S } from '@horizon/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type WalletControlModel, walletButtonText } from '../../wallet-ui/wallet-control-model.js';
import { AppLink } from '../../ui/AppLink.js';
import { DisconnectAll } from '../../wallet-ui/list/DisconnectAll.js';
import { WalletRow } from '../../wallet-ui/list/WalletRow.js';

export function WalletControl({ model }: { model: WalletControlModel }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const text = walletButtonText(model.activeAddress, model.locked);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="wallet-control" ref={root}>
      <button
        type="button"
        className="btn btn-primary wallet-button"
        onClick={() => void navigate(ROUTES.wallet)}
      >
        <span className={`status-dot ${statusClass(model)}`} aria-hidden="true" />
        <span>{text.title}</span>
        {text.detail !== null && <span className="mono wallet-button-address">{text.detail}</span>}
      </button>
      <button
        type="button"
        className="btn btn-primary wallet-caret"
        aria-label="Wallet menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ▾
      </button>
      {open && (
        <div className="dropdown wallet-dropdown">
          {model.wallets.length === 0 ? (
            <div className="wallet-empty">
              <p className="wallet-empty-title">{S.noWalletConnected}</p>
              <p className="muted">{S.connectOrCreate}</p>
              <AppLink to={ROUTES.wallet} className="btn btn-primary btn-block" onClick={close}>
                {S.connectWallet}
              </AppLink>
            </div>
          ) : (
            <WalletList model={model} onSwitched={close} />
          )}
          <div className="dropdown-links">
            <AppLink to={ROUTES.wallet} onClick={close}>
              {S.dashboard}
            </AppLink>
            <AppLink to={ROUTES.sniper} onClick={close}>
              {S.tokenSniper}
              {model.premium === false && <span className="tag tag-premium">{S.premiumFeature}</span>}
            </AppLink>
            <AppLink to={ROUTES.copyTrade} onClick={close}>
              {S.copyTrade}
              {model.premium === false && <span className="tag tag-premium">{S.premiumFeature}</span>}
            </AppLink>
          </div>
          <button type="button" className="btn btn-secondary btn-block" onClick={model.onAddWallet}>
            {S.addWallet}
          </button>
        </div>
      )}
    </div>
  );
}

function WalletList({ model, onSwitched }: { model: WalletControlModel; onSwitched: () => void }) {
  return (
    <div className="wallet-list">
      <p className="dropdown-title">{S.yourWallets}</p>
      {model.wallets.map((w) => (
        <WalletRow
          key={w.address}
          wallet={w}
          active={w.address === model.activeAddress}
          onSwitch={(address) => {
            model.onSwitch(address);
            onSwitched();
          }}
          actions={model.actions}
        />
      ))}
      {model.actions !== null && <DisconnectAll wallets={model.wallets} actions={model.actions} />}
    </div>
  );
}

function statusClass(model: WalletControlModel): string {
  if (!model.activeAddress) return '';
  return model.locked ? 'status-locked' : 'status-on';
}
