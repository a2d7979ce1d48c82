/** A gated page without a wallet: what to do, and the Add Wallet button. */
import { EmptyState } from '../../ui/States.js';
import { walletModals } from '../../wallets/index.js';

export function NoWalletState({ title }: { title: string }) {
  return (
    <div className="page">
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
