/** The removal's confirmation in place: what is lost, Remove, Back up first, Cancel. */
import { WALLET_LIST_STRINGS as S } from '@horizon/core';
import { walletName } from '../wallet-control-model.js';
import { type ListedWallet, type WalletListActions, removeWarning } from './wallet-list-model.js';
import { useWalletAction } from './useWalletAction.js';

export interface RemoveConfirmProps {
  readonly wallet: ListedWallet;
  readonly actions: WalletListActions;
  readonly onCancel: () => void;
}

export function RemoveConfirm({ wallet, actions, onCancel }: RemoveConfirmProps) {
  const action = useWalletAction();
  return (
    <div
      className="wallet-confirm"
      role="alertdialog"
      aria-label={S.remove}
      data-testid="wallet-remove-confirm"
    >
      {removeWarning(wallet, walletName(wallet)).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="wallet-row-buttons">
        <button
          type="button"
          className="btn btn-sell btn-sm"
          disabled={action.busy}
          onClick={() => void action.run(() => actions.remove(wallet.address))}
        >
          {action.busy ? S.removing : S.remove}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => actions.backUp(wallet.address)}
        >
          {S.backUpFirst}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onCancel}>
          {S.cancel}
        </button>
      </div>
      {action.error !== null && (
        <p role="alert" className="error-text small">
          {action.error}
        </p>
      )}
    </div>
  );
}
