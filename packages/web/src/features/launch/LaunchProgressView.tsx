/** The launch's steps as they are signed and validated, the error of a stopped one, resume, and the result. */
import { type LaunchProgress, type LaunchStepName, tokenRoute } from '@horizon/core';
import { Spinner } from '../../ui/Spinner.js';
import type { LaunchView } from './useLaunch.js';
import { AppLink } from '../../ui/AppLink.js';

const STEP_LABELS: Readonly<Record<LaunchStepName, string>> = {
  fund_issuer: 'Fund the issuer account (your wallet)',
  configure_issuer: 'Let the token trade: DefaultRipple (issuer)',
  creator_trustline: 'Trustline for the whole supply (your wallet)',
  issue_supply: 'Issue the supply to you (issuer)',
  set_blackhole_key: 'Hand the issuer to a black-hole key (issuer)',
  disable_master_key: 'Disable the issuer’s master key: no more can be issued (issuer)',
  create_pool: 'Create the AMM pool with your liquidity (your wallet)',
};

const STATUS_TEXT: Readonly<Record<string, string>> = {
  pending: 'waiting',
  ready: 'signing…',
  submitted: 'validating…',
  validated: 'done',
  failed: 'failed',
};

function Steps({ progress }: { progress: LaunchProgress }) {
  return (
    <ol className="step-list" data-testid="launch-steps">
      {progress.steps.map((s) => (
        <li key={s.step} data-step={s.step} data-status={s.status}>
          <span>
            {STEP_LABELS[s.step]}
            {s.tx_hash && <span className="mono muted small break"> · {s.tx_hash.slice(0, 16)}…</span>}
          </span>
          <span className={`small status-${s.status}`}>{STATUS_TEXT[s.status] ?? s.status}</span>
        </li>
      ))}
    </ol>
  );
}

export interface LaunchProgressViewProps {
  readonly view: LaunchView;
  readonly canResume: boolean;
  readonly onResume: () => void;
  readonly onAbandon: () => void;
}

export function LaunchProgressView({ view, canResume, onResume, onAbandon }: LaunchProgressViewProps) {
  if (view.state === 'idle') return null;
  const progress = view.progress;
  return (
    <section className="card" aria-live="polite">
      <h2>{view.state === 'completed' ? 'Token launched' : 'Launching'}</h2>
      {progress ? (
        <Steps progress={progress} />
      ) : (
        <p>
          <Spinner /> Preparing the launch…
        </p>
      )}
      {view.state === 'running' && progress && (
        <p className="muted small">
          <Spinner /> Each step is signed in your browser and waits for ledger validation.
        </p>
      )}
      {view.state === 'stopped' && canResume && (
        <>
          <p role="alert" className="error-text">
            {view.message}
          </p>
          <div className="card-actions">
            <button type="button" className="btn btn-primary" onClick={onResume}>
              Resume launch
            </button>
            <button type="button" className="btn btn-ghost" onClick={onAbandon}>
              Forget this launch
            </button>
          </div>
        </>
      )}
      {view.state === 'stopped' && !canResume && (
        <p role="alert" className="error-text">
          {view.message}
        </p>
      )}
      {view.state === 'completed' && (
        <p>
          <AppLink className="btn btn-primary" to={tokenRoute(view.progress.token_id)}>
            Open the token page
          </AppLink>
        </p>
      )}
    </section>
  );
}
