/**
 * The wallet list's actions as the header's menu and /wallet show them (spec §4 "Wallet list"): what a removal
 * or a disconnect loses, and the rename form's check. Pure; the service does the work.
 */
import {
  WALLET_ERRORS,
  WALLET_LABEL_MAX_LENGTH,
  WALLET_LIST_STRINGS as S,
  shortenAddress,
} from '@horizon/core';

/** A wallet as the lists show it: address, name, and whether its backup was never confirmed. */
export interface ListedWallet {
  readonly address: string;
  readonly label: string | null;
  readonly backupPending: boolean;
}

/** What the lists can do with the wallets (the service behind them; addresses only). */
export interface WalletListActions {
  readonly switchTo: (address: string) => Promise<void>;
  readonly relabel: (address: string, label: string) => Promise<void>;
  readonly remove: (address: string) => Promise<void>;
  readonly disconnectAll: () => Promise<void>;
  /** Opens the credentials backup for a wallet. */
  readonly backUp: (address: string) => void;
}

/** Why a typed name cannot be saved, or null when it can (an empty name shows as 'Unnamed Wallet'). */
export function labelProblem(label: string): string | null {
  return label.trim().length > WALLET_LABEL_MAX_LENGTH ? WALLET_ERRORS.labelTooLong : null;
}

/** The removal's warning: the keys leave this browser; stronger when the wallet was never backed up. */
export function removeWarning(wallet: ListedWallet, name: string): readonly string[] {
  const lines = [S.removeConfirm(name, shortenAddress(wallet.address))];
  return wallet.backupPending ? [...lines, S.removeNotBackedUp] : lines;
}

/**
 * Disconnect all's warning: how many wallets, how many of them were never backed up, and the token launch
 * under way that it forgets too.
 */
export function disconnectAllWarning(
  wallets: readonly ListedWallet[],
  launchPending = false,
): readonly string[] {
  const lines = [S.disconnectAllConfirm(wallets.length)];
  const notBackedUp = wallets.filter((w) => w.backupPending).length;
  if (notBackedUp > 0) lines.push(S.disconnectAllNotBackedUp(notBackedUp, wallets.length));
  if (launchPending) lines.push(S.disconnectAllLaunch);
  return lines;
}
