/** Which wallet dialog is open (one at a time), shared by the header, the pages and the dialogs. */
import type { ImportPreview } from '../vault/index.js';

export type WalletModal =
  | { readonly kind: 'none' }
  | { readonly kind: 'add'; readonly tab: 'generate' | 'import' }
  | { readonly kind: 'backup'; readonly address: string }
  | { readonly kind: 'confirm-import'; readonly preview: ImportPreview };

const NONE: WalletModal = { kind: 'none' };
let current: WalletModal = NONE;
const listeners = new Set<() => void>();

export const walletModals = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get(): WalletModal {
    return current;
  },
  open(modal: WalletModal): void {
    current = modal;
    listeners.forEach((l) => l());
  },
  close(): void {
    walletModals.open(NONE);
  },
};
