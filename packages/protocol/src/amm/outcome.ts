/** Engine results the AMM math itself can decide (the ledger adds funding, freeze and auth checks). */
export type AmmFailureCode = 'tecAMM_INVALID_TOKENS' | 'tecAMM_FAILED' | 'tecAMM_BALANCE' | 'tecINTERNAL';

export type AmmOutcome<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly code: AmmFailureCode };

export function succeed<T>(value: T): AmmOutcome<T> {
  return { ok: true, value };
}

export function fail<T>(code: AmmFailureCode): AmmOutcome<T> {
  return { ok: false, code };
}
