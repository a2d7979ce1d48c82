/**
 * The amendments the AMM math follows, read as rippled reads them (the transaction's Rules): fixAMMv1_1 (sole-LP
 * balance, rounding of the amounts adjusted to the LP tokens) and fixAMMv1_3 (deposits round in, withdrawals round
 * out, so sqrt(A·B) never falls below LPTokenBalance; without it, results round to nearest). One setting for the
 * span of a callback, as withRoundingMode; by default every fix is on.
 */
export interface AmmRules {
  readonly fixAMMv1_1: boolean;
  readonly fixAMMv1_3: boolean;
}

export const ALL_AMM_FIXES: AmmRules = { fixAMMv1_1: true, fixAMMv1_3: true };

let current: AmmRules = ALL_AMM_FIXES;

export function ammRules(): AmmRules {
  return current;
}

/** Runs fn with the AMM math following `rules`, restoring the previous ones afterwards, even on throw. */
export function withAmmRules<T>(rules: AmmRules, fn: () => T): T {
  const saved = current;
  current = rules;
  try {
    return fn();
  } finally {
    current = saved;
  }
}
