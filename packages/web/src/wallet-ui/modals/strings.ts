/** Horizon's own wording for the wallet dialogs, where core's UI strings (the spec's) give none. */
export const WALLET_MODAL_TEXT = {
  generateIntro:
    'A new wallet is created in this browser: a 24-word recovery phrase (ed25519). Its keys never leave this device.',
  generateButton: 'Generate Wallet',
  generating: 'Generating…',
  importButton: 'Import Wallet',
  deriving: 'Checking…',
  kindMnemonic: 'Recovery phrase',
  kindSeed: 'Family seed',
  kindSecretNumbers: 'Secret numbers',
  mnemonicPlaceholder: '12 or 24 words separated by spaces',
  seedPlaceholder: 's…',
  secretNumbersPlaceholder: '8 blocks of 6 digits',
  algorithm: 'Algorithm',
  algorithmLocked: 'Set by the seed',
  session: 'Session',
  backupTitle: 'Back Up Your Wallet',
  mnemonicLabel: 'Recovery phrase (24 words)',
  seedLabel: 'Family seed',
  addressLabel: 'Address',
  reminders: [
    'Write these words down on paper, in order, and keep them somewhere safe and offline.',
    'Anyone with these words controls the wallet. Horizon will never ask for them.',
    'If this browser’s data is cleared, these words are the only way back into the wallet.',
  ],
  sessionOnlyBanner:
    'This browser is not keeping data (private mode or blocked storage). Wallets added now exist only in this tab and are lost when it closes: back up every recovery phrase.',
} as const;
