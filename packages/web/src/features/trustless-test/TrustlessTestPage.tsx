/** /trustless-test: diagnostics of everything a trade needs (server, ledger, vault, signing), run on demand. */
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '../../ui/Spinner.js';
import { useWallets } from '../../wallets/index.js';
import '../../trade-ui/trade.css';
import { appChecks } from './checks.js';
import { type CheckOutcome, runChecks } from './diagnostics.js';

const MARK: Readonly<Record<CheckOutcome['state'], string>> = {
  pending: '·',
  running: '…',
  ok: '✓',
  failed: '✗',
  skipped: '–',
};

export function TrustlessTestPage() {
  const { activeAddress } = useWallets();
  const checks = appChecks(activeAddress);
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, CheckOutcome>>>({});
  const [running, setRunning] = useState(false);
  const run = useCallback(() => {
    setRunning(true);
    setOutcomes({});
    void runChecks(appChecks(activeAddress), (id, outcome) =>
      setOutcomes((o) => ({ ...o, [id]: outcome })),
    ).finally(() => setRunning(false));
  }, [activeAddress]);
  useEffect(run, [run]);
  return (
    <div className="page narrow-page">
      <div className="page-head">
        <div>
          <h1>Trustless test</h1>
          <p className="muted">
            Checks that this browser can trade without trusting anyone with its keys: the server answers, the
            ledger behind it answers, the vault opens, and a signature made in the vault verifies here.
          </p>
        </div>
      </div>
      <section className="card">
        <ol className="step-list" data-testid="diagnostics">
          {checks.map((c) => {
            const o = outcomes[c.id] ?? { state: 'pending', detail: '' };
            return (
              <li key={c.id} data-check={c.id} data-state={o.state}>
                <span>
                  <strong>{c.label}</strong>
                  <br />
                  <span className="muted small">{o.detail}</span>
                </span>
                <span className={`mono ${o.state === 'ok' ? 'up' : o.state === 'failed' ? 'down' : 'muted'}`}>
                  {o.state === 'running' ? <Spinner size="sm" /> : MARK[o.state]}
                  {o.ms !== undefined && <span className="small muted"> {o.ms} ms</span>}
                </span>
              </li>
            );
          })}
        </ol>
        <div className="card-actions">
          <button type="button" className="btn btn-primary" disabled={running} onClick={run}>
            Run again
          </button>
        </div>
      </section>
    </div>
  );
}
