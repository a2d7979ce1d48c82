/**
 * The fee programs' transactions (DESIGN "Fee programs"), computed by core from the trade's XRP value:
 * tx_fee to the treasury, tx_referral_fee to the referrer (only with one), tx_burn_back of the token.
 */
import {
  type FeeCategory,
  type FeeSplit,
  type TradeKind,
  burnTokenAmount,
  splitTradeFee,
} from '@horizon/core';
import type { IssuedValue } from '@horizon/protocol';
import type { Draft } from './autofill.js';
import { plainValue } from './amounts.js';
import type { PlannedTx } from './context.js';
import type { TokenFacts } from './tokens.js';

export interface FeePlanInput {
  readonly kind: TradeKind;
  /** V: the trade's XRP value in drops. */
  readonly valueDrops: bigint;
  readonly token: TokenFacts;
  readonly referrer: string | null;
  readonly treasury: string;
  /** The token quantity whose burn share goes back to the issuer; null folds the burn into tx_fee. */
  readonly burnOf: IssuedValue | null;
  readonly stage: number;
}

export interface FeePlan {
  readonly split: FeeSplit;
  readonly burn: IssuedValue | null;
  readonly txs: readonly PlannedTx[];
  /** What each fee transaction is worth in XRP drops, by role: what the wallet owes if it goes unpaid. */
  readonly worthDrops: Readonly<Record<string, string>>;
}

function xrpPayment(destination: string, drops: bigint): Draft {
  return { transaction_type: 'Payment', destination, amount: drops.toString() };
}

/** The burn in token units for a trade of `tokens` of a token of `category`. */
export function burnFor(tokens: IssuedValue, category: FeeCategory): IssuedValue {
  return burnTokenAmount(tokens, category);
}

export function feePlan(input: FeePlanInput): FeePlan {
  const split = splitTradeFee({
    kind: input.kind,
    valueDrops: input.valueDrops,
    category: input.token.category,
    hasReferrer: input.referrer !== null,
    hasDeveloper: input.token.developer !== null,
  });
  const burn = input.burnOf === null ? null : burnFor(input.burnOf, input.token.category);
  const toTreasury = burn === null ? split.treasury + split.burn : split.treasury;
  const txs: PlannedTx[] = [
    { role: 'fee', stage: input.stage, draft: xrpPayment(input.treasury, toTreasury) },
  ];
  const worthDrops: Record<string, string> = { fee: toTreasury.toString() };
  if (input.referrer !== null && split.referral > 0n) {
    txs.push({ role: 'referral_fee', stage: input.stage, draft: xrpPayment(input.referrer, split.referral) });
    worthDrops['referral_fee'] = split.referral.toString();
  }
  if (burn !== null && burn.signum() > 0) {
    worthDrops['burn_back'] = split.burn.toString();
    const { currency, issuer } = input.token.token;
    txs.push({
      role: 'burn_back',
      stage: input.stage,
      draft: {
        transaction_type: 'Payment',
        destination: issuer,
        amount: { currency, issuer, value: plainValue(burn) },
      },
    });
  }
  return { split, burn, txs, worthDrops };
}
