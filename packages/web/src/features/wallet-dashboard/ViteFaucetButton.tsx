/** The faucet button of a build that names one (VITE_FAUCET_URL): funds the account, then refreshes. */
import { BACKUP_REMINDER_STRINGS } from '@horizon/core';
import { useState } from 'react';
import { ConfirmInline } from './ConfirmInline.js';
import type { FaucetButtonProps } from './FaucetButton.js';
import { faucetUrl, fundFromFaucet } from './faucet.js';
import { useConfirmFirst } from './useConfirmFirst.js';

const FAUCET = faucetUrl(import.meta.env as Record<string, unknown>);

export function ViteFaucetButton({ address, onFunded, confirmFirst }: FaucetButtonProps) {
  const [state, setState] = useState<string | null>(null);
  const ask = useConfirmFirst(confirmFirst, () => {
    if (FAUCET) fund(FAUCET);
  });
  if (!FAUCET) return null;
  function fund(url: string) {
    setState('Funding…');
    fundFromFaucet(url, address)
      .then(() => {
        setState('Funded: refreshing…');
        window.setTimeout(onFunded, 1500);
      })
      .catch((e: unknown) => setState(e instanceof Error ? e.message : 'Faucet request failed'));
  }
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={ask.trigger} disabled={ask.asking}>
        Fund from faucet
      </button>
      <ConfirmInline ask={ask} message={confirmFirst} confirmLabel={BACKUP_REMINDER_STRINGS.fundAnyway} />
      {state && <span className="muted small">{state}</span>}
    </>
  );
}
