/** The wallet dashboard's Security card and backup reminder (Horizon, beyond the spec). */

/** The shortest passphrase the app lock accepts. */
export const APP_LOCK_MIN_PASSPHRASE_LENGTH = 12;

/** The idle times the app lock offers, in minutes; 10 is the default. */
export const APP_LOCK_IDLE_MINUTES = [1, 5, 10, 15, 30, 60] as const;
export const APP_LOCK_DEFAULT_IDLE_MINUTES = 10;

export const SECURITY_STRINGS = {
  title: 'Security',
  intro:
    'The app lock is optional: with it on, your wallets are encrypted under a passphrase and must be unlocked after each reload and after a time without activity.',
  statusOff: 'App lock: off',
  statusUnlocked: 'App lock: on (unlocked)',
  statusLocked: 'App lock: on (locked)',
  currentPassphrase: 'Current passphrase',
  newPassphrase: 'New passphrase',
  repeatPassphrase: 'Repeat the new passphrase',
  passphrase: 'Passphrase',
  turnOn: 'Turn on app lock',
  turningOn: 'Turning on… (a few seconds)',
  changeOpen: 'Change passphrase',
  change: 'Save new passphrase',
  changing: 'Changing…',
  turnOffOpen: 'Turn off app lock',
  turnOff: 'Turn off',
  turningOff: 'Turning off…',
  cancel: 'Cancel',
  lockNow: 'Lock now',
  unlock: 'Unlock',
  unlockTitle: 'Unlock Wallets',
  unlockIntro: 'Your wallets are locked. Enter your passphrase to continue.',
  unlocking: 'Unlocking…',
  /** The header's wallet button while the vault is locked (the address is still shown). */
  headerLocked: 'Locked',
  /** An action that needs a key met a locked vault and no prompt could be shown. */
  locked: 'Your wallets are locked. Enter your passphrase to unlock them.',
  /** The passphrase prompt was closed: the action that needed a key stopped before signing. */
  unlockCancelled: 'Wallets still locked: nothing was signed or sent.',
  idleLabel: 'Lock after inactivity',
  turnedOn: 'App lock is on.',
  changed: 'Passphrase changed.',
  turnedOff: 'App lock is off.',
  forgotten: 'There is no way to recover a forgotten passphrase: keep your recovery phrases backed up.',
  tooShort: `The passphrase must be at least ${APP_LOCK_MIN_PASSPHRASE_LENGTH} characters.`,
  mismatch: 'The two passphrases do not match.',
  wrongPassphrase: 'Wrong passphrase.',
  failed: 'Could not change the app lock. Please try again.',
} as const;

/** '1 minute', '10 minutes'. */
export function idleMinutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The wait after too many wrong passphrases: 'Too many wrong attempts: try again in 30 s.' */
export function unlockWaitText(seconds: number): string {
  return `Too many wrong attempts: try again in ${seconds} s.`;
}

export const BACKUP_REMINDER_STRINGS = {
  title: 'Back up this wallet before funding it',
  body: 'Its recovery phrase was never confirmed as saved. If this browser’s data is lost, the funds you send to it are lost with it.',
  button: 'Back up now',
  fundAnyway: 'Fund anyway',
  faucetConfirm:
    'This wallet is not backed up yet. Fund it anyway? If this browser’s data is lost, so are the funds.',
} as const;
