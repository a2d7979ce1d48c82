/** Renames a wallet in place: the name field, Save (disabled with the reason while the name is too long) and Cancel. */
import { WALLET_LIST_STRINGS as S } from '@horizon/core';
import { useState } from 'react';
import { type ListedWallet, type WalletListActions, labelProblem } from './wallet-list-model.js';
import { useWalletAction } from './useWalletAction.js';

export interface RenameFormProps {
  readonly wallet: ListedWallet;
  readonly actions: WalletListActions;
  readonly onDone: () => void;
}

export function RenameForm({ wallet, actions, onDone }: RenameFormProps) {
  const [label, setLabel] = useState(wallet.label ?? '');
  const action = useWalletAction();
  const problem = labelProblem(label) ?? action.error;
  const save = () => {
    if (labelProblem(label) !== null) return;
    void action.run(() => actions.relabel(wallet.address, label)).then((ok) => ok && onDone());
  };
  return (
    <form
      className="wallet-rename"
      data-testid="wallet-rename"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <input
        className="input"
        aria-label={S.renameLabel}
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? `rename-problem-${wallet.address}` : undefined}
        value={label}
        autoFocus
        onChange={(e) => {
          setLabel(e.target.value);
          action.clearError();
        }}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
      />
      <div className="wallet-row-buttons">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          disabled={action.busy || labelProblem(label) !== null}
        >
          {action.busy ? S.saving : S.save}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onDone}>
          {S.cancel}
        </button>
      </div>
      {problem !== null && (
        <p role="alert" id={`rename-problem-${wallet.address}`} className="error-text small">
          {problem}
        </p>
      )}
    </form>
  );
}
