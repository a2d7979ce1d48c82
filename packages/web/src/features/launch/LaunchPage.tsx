/** /launch: the form, or the launch in progress (resumed after a reload) with every step's progress. */
import { useWallets } from '../../wallets/index.js';
import { NoWalletState } from '../../wallet-ui/modals/NoWalletState.js';
import '../../trade-ui/trade.css';
import { LaunchForm } from './LaunchForm.js';
import { LaunchProgressView } from './LaunchProgressView.js';
import { useLaunch } from './useLaunch.js';

export function LaunchPage() {
  const { activeAddress } = useWallets();
  if (!activeAddress)
    return <NoWalletState heading="Launch a token" title="Connect a wallet to launch a token" />;
  return <Launch key={activeAddress} creator={activeAddress} />;
}

function Launch({ creator }: { creator: string }) {
  const launch = useLaunch(creator);
  const { view, pending } = launch;
  const showForm =
    view.state === 'idle'
      ? pending === null
      : view.state === 'stopped' && view.progress === null && pending === null;
  return (
    <div className="page narrow-page">
      <div className="page-head">
        <div>
          <h1>Launch a token</h1>
          <p className="muted">
            Issue a fixed supply, lock the issuer for good, and open an AMM pool with your liquidity. Every
            step is signed in your browser.
          </p>
        </div>
      </div>
      {view.state === 'idle' && pending && (
        <section className="card" role="status">
          <h2>A launch of {pending.ticker} is not finished</h2>
          <p className="muted small">It resumes from the next step; nothing already validated is repeated.</p>
          <div className="card-actions">
            <button type="button" className="btn btn-primary" onClick={() => void launch.resume()}>
              Resume launch
            </button>
            <button type="button" className="btn btn-ghost" onClick={launch.abandon}>
              Forget it
            </button>
          </div>
        </section>
      )}
      <LaunchProgressView
        view={view}
        canResume={pending !== null}
        onResume={() => void launch.resume()}
        onAbandon={launch.abandon}
      />
      {showForm && (
        <LaunchForm
          creator={creator}
          busy={view.state === 'running'}
          onLaunch={(build, ticker) => void launch.start(build, ticker)}
        />
      )}
    </div>
  );
}
