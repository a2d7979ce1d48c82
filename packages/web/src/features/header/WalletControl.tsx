/** The wallet control (spec §2): the button to /wallet and its dropdown of wallets and links. */
import { COPY_CONFIRMATION_MS, ROUTES, WALLET_CONTROL_STRINGS as S, shortenAddress } from '@horizon/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type WalletControlModel,
  type WalletSummary,
  walletButtonText,
  walletName,
} from './wallet-control-model.js';
import { AppLink } from '../../ui/AppLink.js';

export function WalletControl({ model }: { model: WalletControlModel }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const text = walletButtonText(model.activeAddress);

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
        <span className={`status-dot ${model.activeAddress ? 'status-on' : ''}`} aria-hidden="true" />
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
            <WalletList model={model} />
          )}
          <div className="dropdown-links">
            <AppLink to={ROUTES.wallet} onClick={close}>
              {S.dashboard}
            </AppLink>
            <AppLink to={ROUTES.sniper} onClick={close}>
              {S.tokenSniper}
              {!model.premium && <span className="tag tag-premium">{S.premiumFeature}</span>}
            </AppLink>
            <AppLink to={ROUTES.copyTrade} onClick={close}>
              {S.copyTrade}
              {!model.premium && <span className="tag tag-premium">{S.premiumFeature}</span>}
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

function WalletList({ model }: { model: WalletControlModel }) {
  return (
    <div className="wallet-list">
      <p className="dropdown-title">{S.yourWallets}</p>
      {model.wallets.map((w) => (
        <WalletRow
          key={w.address}
          wallet={w}
          active={w.address === model.activeAddress}
          onSwitch={model.onSwitch}
        />
      ))}
    </div>
  );
}

function WalletRow({
  wallet,
  active,
  onSwitch,
}: {
  wallet: WalletSummary;
  active: boolean;
  onSwitch: (a: string) => void;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    void navigator.clipboard?.writeText(wallet.address).then(() => setCopied(true));
  };
  return (
    <div className={`wallet-row ${active ? 'wallet-row-active' : ''}`}>
      <button type="button" className="wallet-row-main" onClick={() => onSwitch(wallet.address)}>
        <span>{walletName(wallet)}</span>
        <span className="mono muted">{shortenAddress(wallet.address)}</span>
      </button>
      <button type="button" className="link-btn" onClick={copy}>
        {copied ? S.copied : 'Copy'}
      </button>
    </div>
  );
}
