/**
 * Mounts (into <body>) the open wallet dialog (loaded only when one opens), the app lock's passphrase prompt over
 * it, the session-only banner, and the idle auto-lock (when the lock is on).
 */
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { browserStore } from '../../services/storage-keys.js';
import { idleLockMs, lockVault, watchIdle } from '../../vault/index.js';
import { unlockPrompt, useWalletModal, useWallets } from '../../wallets/index.js';
import { WALLET_MODAL_TEXT as T } from './strings.js';
import './wallet-modals.css';

const WalletDialog = lazy(() => import('./WalletDialog.js'));
const UnlockModal = lazy(() => import('./UnlockModal.js'));

export function WalletModalsHost() {
  const modal = useWalletModal();
  const { sessionOnlyReason, lockEnabled, locked, service } = useWallets();
  const unlocking = useSyncExternalStore(unlockPrompt.subscribe, unlockPrompt.isOpen);

  useEffect(() => {
    if (!lockEnabled || locked) return;
    return watchIdle(
      window,
      () => idleLockMs(browserStore('local')), // the Security card's choice, read at each activity
      () => {
        lockVault(service.vaultForLock);
        void service.refreshLock();
      },
      { set: (fn, ms) => window.setTimeout(fn, ms), clear: (h) => window.clearTimeout(h as number) },
    );
  }, [lockEnabled, locked, service]);

  // Into <body>: the fixed header would otherwise be the dialogs' containing block.
  return createPortal(
    <>
      {sessionOnlyReason !== null && (
        <div className="session-only-banner" role="alert" data-testid="session-only-banner">
          {T.sessionOnlyBanner}
        </div>
      )}
      {modal.kind !== 'none' && (
        <Suspense fallback={null}>
          <WalletDialog modal={modal} />
        </Suspense>
      )}
      {unlocking && (
        <Suspense fallback={null}>
          <UnlockModal />
        </Suspense>
      )}
    </>,
    document.body,
  );
}
