/**
 * The Security card (issue 8, beyond the spec): the optional app lock turned on with a passphrase, changed,
 * turned off with the current one, the idle time before it locks by itself, and 'Lock now'.
 */
import { APP_LOCK_IDLE_MINUTES, SECURITY_STRINGS as S, idleMinutesText } from '@horizon/core';
import { useState } from 'react';
import { browserStore } from '../../services/storage-keys.js';
import { idleLockMinutes, lockVault, setIdleLockMinutes } from '../../vault/index.js';
import { openUnlockPrompt, useWallets } from '../../wallets/index.js';
import { PassphraseForm } from './PassphraseForm.js';
import { changeAppLockPassphrase, turnOffAppLock, turnOnAppLock } from '../../wallet-ui/security-model.js';
import './security.css';

type Mode = 'view' | 'change' | 'off';

export function SecurityCard() {
  const { lockEnabled, locked, service } = useWallets();
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<string | null>(null);
  const [idle, setIdle] = useState(() => idleLockMinutes(browserStore('local')));
  // Read at use: the vault is open by the time a wallet's dashboard shows, but not necessarily at first render.
  const vault = () => service.vaultForLock;

  const after = (message: string) => async () => {
    await service.refreshLock();
    setMode('view');
    setNotice(message);
  };
  const lockNow = () => {
    lockVault(vault());
    setNotice(null);
    void service.refreshLock();
  };
  const chooseIdle = (minutes: number) => {
    setIdleLockMinutes(browserStore('local'), minutes);
    setIdle(minutes);
  };
  const status = !lockEnabled ? S.statusOff : locked ? S.statusLocked : S.statusUnlocked;

  return (
    <section className="card security-card" data-testid="security-card">
      <h3>{S.title}</h3>
      <p className="muted small">{S.intro}</p>
      <p role="status" data-testid="app-lock-status">
        <strong>{status}</strong>
        {notice !== null && <span className="ok-text small"> · {notice}</span>}
      </p>
      {!lockEnabled && (
        <PassphraseForm
          testId="app-lock-on"
          fields={['next', 'again']}
          submitLabel={S.turnOn}
          busyLabel={S.turningOn}
          onSubmit={({ next, again }) => turnOnAppLock(vault(), next, again).then(after(S.turnedOn))}
        />
      )}
      {lockEnabled && mode === 'view' && (
        <>
          <label className="field">
            <span>{S.idleLabel}</span>
            <select
              className="input"
              value={idle}
              data-testid="app-lock-idle"
              onChange={(e) => chooseIdle(Number(e.target.value))}
            >
              {APP_LOCK_IDLE_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {idleMinutesText(m)}
                </option>
              ))}
            </select>
          </label>
          <div className="card-actions">
            {locked ? (
              <button type="button" className="btn btn-primary" onClick={openUnlockPrompt}>
                {S.unlock}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={lockNow}>
                {S.lockNow}
              </button>
            )}
            <button type="button" className="btn btn-secondary" onClick={() => setMode('change')}>
              {S.changeOpen}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setMode('off')}>
              {S.turnOffOpen}
            </button>
          </div>
        </>
      )}
      {lockEnabled && mode === 'change' && (
        <PassphraseForm
          testId="app-lock-change"
          fields={['current', 'next', 'again']}
          submitLabel={S.change}
          busyLabel={S.changing}
          onSubmit={({ current, next, again }) =>
            changeAppLockPassphrase(vault(), current, next, again).then(after(S.changed))
          }
          onCancel={() => setMode('view')}
        />
      )}
      {lockEnabled && mode === 'off' && (
        <PassphraseForm
          testId="app-lock-off"
          fields={['current']}
          submitLabel={S.turnOff}
          busyLabel={S.turningOff}
          onSubmit={({ current }) => turnOffAppLock(vault(), current).then(after(S.turnedOff))}
          onCancel={() => setMode('view')}
        />
      )}
      <p className="muted small">{S.forgotten}</p>
    </section>
  );
}
