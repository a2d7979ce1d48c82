/** The header's Unlock while the app lock holds the keys: opens the same passphrase prompt as a signing would. */
import { SECURITY_STRINGS as S } from '@horizon/core';
import type { WalletControlModel } from '../../wallet-ui/wallet-control-model.js';

export function UnlockButton({ model }: { model: WalletControlModel }) {
  if (!model.locked || !model.onUnlock) return null;
  return (
    <button type="button" className="btn btn-secondary header-unlock" onClick={model.onUnlock}>
      <span className="lock-glyph" aria-hidden="true" />
      {S.unlock}
    </button>
  );
}
