/**
 * The header's wallet machinery (the wallet service, its vault and the wallet dialogs), in a chunk of its own
 * that Header loads once the page is idle: the app's first render then neither evaluates nor starts it.
 * It hands the wallet control's model up to Header and mounts the dialogs.
 */
import { useEffect } from 'react';
import type { WalletControlModel } from '../../wallet-ui/wallet-control-model.js';
import { WalletModalsHost, useWalletControlModel } from '../../wallet-ui/modals/index.js';

export default function WalletBinding({ onModel }: { onModel: (model: WalletControlModel) => void }) {
  const model = useWalletControlModel();
  useEffect(() => onModel(model), [model, onModel]);
  return <WalletModalsHost />;
}
