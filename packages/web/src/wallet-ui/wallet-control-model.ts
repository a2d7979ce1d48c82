/** What the header's wallet control shows (spec §2 "Wallet control"). */
import { SECURITY_STRINGS, WALLET_CONTROL_STRINGS, shortenAddress } from '@horizon/core';
import type { ListedWallet, WalletListActions } from './list/wallet-list-model.js';

export type WalletSummary = ListedWallet;

export interface WalletControlModel {
  readonly wallets: readonly WalletSummary[];
  readonly activeAddress: string | null;
  /** The active wallet's premium state (false without one); null while unknown: then no 'Premium Feature' label. */
  readonly premium: boolean | null;
  readonly onSwitch: (address: string) => void;
  readonly onAddWallet: () => void;
  /** The app lock holds the keys: nothing can be signed until the passphrase is entered. */
  readonly locked?: boolean;
  readonly onUnlock?: () => void;
  /** Rename, remove, disconnect all; null until the wallet machinery has loaded. */
  readonly actions: WalletListActions | null;
}

/** The button text: 'Connected' (or 'Locked') with the short address, or 'Connect' when no wallet is active. */
export function walletButtonText(
  activeAddress: string | null,
  locked = false,
): { title: string; detail: string | null } {
  if (activeAddress === null) return { title: WALLET_CONTROL_STRINGS.connect, detail: null };
  const title = locked ? SECURITY_STRINGS.headerLocked : WALLET_CONTROL_STRINGS.connected;
  return { title, detail: shortenAddress(activeAddress) };
}

/** A wallet's name in the list: its label, else 'Unnamed Wallet'. */
export function walletName(wallet: { readonly label: string | null }): string {
  const label = wallet.label?.trim() ?? '';
  return label === '' ? WALLET_CONTROL_STRINGS.unnamedWallet : label;
}
