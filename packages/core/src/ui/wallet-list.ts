/** The wallet list's actions (spec §4 "Wallet list": remove, relabel, disconnect all), Horizon's wording. */

export const WALLET_LIST_STRINGS = {
  rename: 'Rename',
  renameLabel: 'Wallet name',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  remove: 'Remove',
  removing: 'Removing…',
  backUpFirst: 'Back up first',
  disconnectAll: 'Disconnect all',
  disconnecting: 'Disconnecting…',
  walletCount: (used: number, max: number) => `${used} of ${max} wallets`,
  failed: 'That did not work. Please try again.',
  /** Names what a removal loses: the keys in this browser; the funds stay on the ledger. */
  removeConfirm: (name: string, shortAddress: string) =>
    `Remove ${name} (${shortAddress})? Its keys are erased from this browser: only its recovery phrase or seed can bring it back. Its funds stay on the ledger.`,
  removeNotBackedUp: 'This wallet was never backed up: without a backup its funds are lost for good.',
  disconnectAllConfirm: (count: number) =>
    count === 1
      ? 'Disconnect your only wallet? Its keys and cached data are erased from this browser: only its recovery phrase or seed can bring it back. Its funds stay on the ledger.'
      : `Disconnect all ${count} wallets? Their keys and cached data are erased from this browser: only their recovery phrases or seeds can bring them back. Their funds stay on the ledger.`,
  disconnectAllNotBackedUp: (count: number, total: number) =>
    total === 1
      ? 'It was never backed up: without a backup its funds are lost for good.'
      : `${count} of them ${count === 1 ? 'was' : 'were'} never backed up: without a backup ${count === 1 ? 'its' : 'their'} funds are lost for good.`,
  /** Disconnect all also forgets a token launch under way in this browser, with its issuer's key. */
  disconnectAllLaunch:
    'Your unfinished token launch is forgotten too: it cannot be resumed, and its issuer key is erased from this browser.',
} as const;
