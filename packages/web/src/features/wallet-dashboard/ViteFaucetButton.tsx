/** The faucet button of a build that names one (VITE_FAUCET_URL): funds the account, then refreshes. */
import { useState } from 'react';
import { faucetUrl, fundFromFaucet } from './faucet.js';

const FAUCET = faucetUrl(import.meta.env as Record<string, unknown>);

export function ViteFaucetButton({ address, onFunded }: { address: string; onFunded: () => void }) {
  const [state, setState] = useState<string | null>(null);
  if (!FAUCET) return null;
  const fund = () => {
    setState('Funding…');
    fundFromFaucet(FAUCET, address)
      .then(() => {
        setState('Funded: refreshing…');
        window.setTimeout(onFunded, 1500);
      })
      .catch((e: unknown) => setState(e instanceof Error ? e.message : 'Faucet request failed'));
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={fund}>
        Fund from faucet
      </button>
      {state && <span className="muted small">{state}</span>}
    </>
  );
}
