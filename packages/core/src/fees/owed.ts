/**
 * Fees a trade relayed by Horizon left unpaid (issue 15): the trade went through but its fee payments did not
 * (their Sequence was used by another transaction first, or they expired). The wallet owes them; its next
 * trade through Horizon carries them as one more payment to the treasury, shown before signing.
 */
export const OWED_FEE_TEXT = {
  /** The preview's line for the extra payment, with its reason. */
  previewLabel: "Owed fees (an earlier trade's fee payments did not go through)",
  /** The answer when the owed fees an unsigned trade carries were paid or claimed by another trade since. */
  changed: 'The fees this wallet owes changed since this trade was prepared: prepare it again',
  feesPageTitle: 'Owed fees',
  feesPage:
    'Every trade sent through Horizon is signed with its fee payments, which follow the trade once it ' +
    'succeeds. If a trade goes through but its fee payments do not (for example because the wallet used ' +
    'their sequence numbers for other transactions first), the unpaid trading fee, referral share and burn ' +
    "are owed, in XRP to the treasury. They are added to the wallet's next trade through Horizon as one " +
    'more payment, shown with its reason before you sign, and cleared once that payment is validated.',
} as const;
