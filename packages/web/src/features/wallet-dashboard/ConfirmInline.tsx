/** The inline 'are you sure' step of a useConfirmFirst action: the warning, then go on or cancel. */
import { SECURITY_STRINGS as S } from '@horizon/core';
import type { ConfirmFirst } from './useConfirmFirst.js';

export interface ConfirmInlineProps {
  readonly ask: ConfirmFirst;
  readonly message: string | null | undefined;
  readonly confirmLabel: string;
}

export function ConfirmInline({ ask, message, confirmLabel }: ConfirmInlineProps) {
  if (!ask.asking || !message) return null;
  return (
    <div className="confirm-inline" role="alert" data-testid="confirm-inline">
      <span>{message}</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={ask.confirm}>
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-secondary btn-sm" onClick={ask.cancel}>
        {S.cancel}
      </button>
    </div>
  );
}
