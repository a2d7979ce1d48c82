/**
 * The localnet faucet (issue 9): on the embedded localnet the server offers 1,000 XRP a click, so a new
 * wallet can trade within a minute. Elsewhere it falls back to a build's own faucet, if it names one.
 */
import { BACKUP_REMINDER_STRINGS } from '@horizon/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client.js';
import { useApi } from '../../api/useApi.js';
import { api } from '../../services/app-services.js';
import { ConfirmInline } from './ConfirmInline.js';
import { useConfirmFirst } from './useConfirmFirst.js';
import { ViteFaucetButton } from './ViteFaucetButton.js';
import { Xrp, xrpText } from '../../ui/Xrp.js';

/** How long the ledger and indexer get before the dashboard reloads the funded account. */
const REFRESH_AFTER_MS = 1500;

export interface FaucetButtonProps {
  readonly address: string;
  readonly onFunded: () => void;
  /** Asked before funding (a wallet not backed up yet); funding goes ahead only when confirmed. */
  readonly confirmFirst?: string | null;
}

export function FaucetButton({ address, onFunded, confirmFirst }: FaucetButtonProps) {
  const info = useApi((signal) => api.call('GET /api/faucet', { signal }), []);
  const [state, setState] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useConfirmFirst(confirmFirst, () => fund());
  if (info.state === 'loading') return null;
  if (info.state === 'error' || !info.data.available) {
    return <ViteFaucetButton address={address} onFunded={onFunded} confirmFirst={confirmFirst} />;
  }
  function fund() {
    setBusy(true);
    setState('Funding…');
    api
      .call('POST /api/faucet', { body: { classic_address: address } })
      .then((funded) => {
        setState(`Received ${xrpText(funded.xrp_amount)} from the localnet faucet: refreshing…`);
        window.setTimeout(onFunded, REFRESH_AFTER_MS);
      })
      .catch((error: unknown) => setState(errorMessage(error, 'Faucet request failed')))
      .finally(() => setBusy(false));
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={ask.trigger}
        disabled={busy || ask.asking}
        data-testid="faucet-button"
      >
        Get <Xrp value={info.data.xrp_amount} unit={false} /> test XRP
      </button>
      <ConfirmInline ask={ask} message={confirmFirst} confirmLabel={BACKUP_REMINDER_STRINGS.fundAnyway} />
      {state && (
        <span className="muted small" role="status">
          {state}
        </span>
      )}
    </>
  );
}
