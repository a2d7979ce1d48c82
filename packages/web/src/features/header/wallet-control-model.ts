/**
 * What the header's wallet control shows (spec §2 "Wallet control"). The wallets themselves come
 * from the vault (next issue); until then the control shows its no-wallet state.
 */
import { WALLET_CONTROL_STRINGS, shortenAddress } from '@horizon/core';

export interface WalletSummary {
  readonly address: string;
  readonly label: string | null;
}

export interface WalletControlModel {
  readonly wallets: readonly WalletSummary[];
  readonly activeAddress: string | null;
  readonly premium: boolean;
  readonly onSwitch: (address: string) => void;
  readonly onAddWallet: () => void;
}

/** The button text: 'Connected' with the short address, or 'Connect' when no wallet is active. */
export function walletButtonText(activeAddress: string | null): { title: string; detail: string | null } {
  if (activeAddress === null) return { title: WALLET_CONTROL_STRINGS.connect, detail: null };
  return { title: WALLET_CONTROL_STRINGS.connected, detail: shortenAddress(activeAddress) };
}

/** A wallet's name in the list: its label, else 'Unnamed Wallet'. */
export function walletName(wallet: WalletSummary): string {
  const label = wallet.label?.trim() ?? '';
  return label === '' ? WALLET_CONTROL_STRINGS.unnamedWallet : label;
}

/** The shell's model: no wallets yet (the vault arrives with the next issue). */
export const NO_WALLETS: WalletControlModel = {
  wallets: [],
  activeAddress: null,
  premium: false,
  onSwitch: () => undefined,
  onAddWallet: () => undefined,
};
