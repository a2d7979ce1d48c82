/** Engine results the AMM math itself can decide (the ledger adds funding, freeze and auth checks). */
export type AmmFailureCode =
  | 'tecAMM_INVALID_TOKENS'
  | 'tecAMM_FAILED'
  | 'tecAMM_BALANCE'
  | 'tecAMM_EMPTY'
  | 'tecAMM_NOT_EMPTY'
  | 'tecINTERNAL';

export type AmmOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: AmmFailureCode };

export function succeed<T>(value: T): AmmOutcome<T> {
  return { ok: true, value };
}

export function fail<T>(code: AmmFailureCode): AmmOutcome<T> {
  return { ok: false, code };
}

/** Maps a successful outcome's value, passing a failure through. */
export function mapOutcome<T, U>(outcome: AmmOutcome<T>, fn: (value: T) => U): AmmOutcome<U> {
  return outcome.ok ? succeed(fn(outcome.value)) : outcome;
}
