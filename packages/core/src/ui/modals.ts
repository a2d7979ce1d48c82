/** Modal strings (spec §1, §2), verbatim where the spec gives them. */

export const ADD_WALLET_STRINGS = {
  titleAdd: 'Add New Wallet',
  titleImport: 'Import Wallet',
  tabGenerate: 'Generate New Wallet',
  tabImport: 'Import Existing Wallet',
  verified: 'Verified',
  notVerified: 'Not Verified',
} as const;

/** The remaining wallet slots line (Horizon's wording): '1 slot remaining', '3 slots remaining'. */
export function remainingSlotsText(remaining: number): string {
  return `${remaining} ${remaining === 1 ? 'slot' : 'slots'} remaining`;
}

export const CREDENTIALS_BACKUP_STRINGS = {
  savedButton: "I've Saved My Credentials",
} as const;

export const CONFIRM_IMPORT_STRINGS = {
  title: 'Confirm Wallet Import',
  cancel: 'Cancel',
  confirm: 'Confirm Import',
  /** Horizon's wording of the spec's warning. */
  algorithmWarning:
    'Different algorithms give different addresses. Check that this is the address you expect.',
} as const;

/** The community promo modal's link to the $ARMY token page. */
export const COMMUNITY_TRADE_LINK = 'Trade $ARMY now';
