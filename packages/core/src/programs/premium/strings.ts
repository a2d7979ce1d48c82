/** What the premium page says; the figures come from the stated constants. */
import { PREMIUM_MIN_PLATFORM_TOKENS, PREMIUM_MONTHLY_FEE_DROPS } from '../../constants/index.js';
import { dropsToXrp } from '@horizon/protocol';

/** A payment keeps premium this many days ("5 XRP per month"; smaller payments in the window add up). */
export const PREMIUM_PAYMENT_WINDOW_DAYS = 30;

const fee = dropsToXrp(PREMIUM_MONTHLY_FEE_DROPS);

export const PREMIUM_STRINGS = {
  title: 'Premium',
  lead: 'Premium opens Sniper, Copy Trading and Token Voting.',
  ruleTitle: 'How to be premium',
  ruleHold: (ticker: string | null) =>
    ticker === null
      ? `Hold ${PREMIUM_MIN_PLATFORM_TOKENS} or more platform tokens in this wallet, or`
      : `Hold ${PREMIUM_MIN_PLATFORM_TOKENS} or more ${ticker} (the platform token) in this wallet, or`,
  rulePay: `pay ${fee} XRP to the treasury: each payment counts for ${PREMIUM_PAYMENT_WINDOW_DAYS} days, and smaller payments within ${PREMIUM_PAYMENT_WINDOW_DAYS} days add up.`,
  ruleChecked: 'The check reads the ledger: nothing is stored about you.',
  statusTitle: 'This wallet',
  noWallet: 'Add or choose a wallet to see its status.',
  checking: 'Checking…',
  isPremiumByTokens: (held: string, ticker: string | null) =>
    `Premium: this wallet holds ${held} ${ticker ?? 'platform tokens'}.`,
  isPremiumByPayment: (paid: string) =>
    `Premium: this wallet paid ${paid} XRP to the treasury in the last ${PREMIUM_PAYMENT_WINDOW_DAYS} days.`,
  notPremium: 'Not premium yet.',
  subscribeTitle: 'Subscribe',
  subscribe: `Pay ${fee} XRP`,
  subscribeNote: (treasury: string) =>
    `A ${fee} XRP payment from this wallet to the treasury ${treasury}, signed in this browser.`,
  noTreasury: 'No treasury is configured on this server, so premium cannot be paid for here.',
  noPlatformToken: 'No platform token is configured on this server.',
  paid: 'Payment validated. Checking the status…',
} as const;
