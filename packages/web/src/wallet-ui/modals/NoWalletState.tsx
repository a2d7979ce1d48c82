/** A gated page without a wallet: its heading, what to do, and the Add Wallet button. */
import { EmptyState } from '../../ui/States.js';
import { walletModals } from '../../wallets/index.js';

export function NoWalletState({ heading, title }: { heading: string; title: string }) {
  return (
    <div className="page">
      <div className="page-head">
        <h1>{heading}</h1>
      </div>
      <EmptyState title={title}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => walletModals.open({ kind: 'add', tab: 'generate' })}
        >
          Add Wallet
        </button>
      </EmptyState>
    </div>
  );
}
