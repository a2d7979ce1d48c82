/**
 * The diagnostics of /trustless-test, each a small async check with a plain-words outcome: the server, the
 * ledger behind it, the vault, and a signature made in the vault and verified here (never submitted).
 */
export type CheckState = 'pending' | 'running' | 'ok' | 'failed' | 'skipped';

export interface CheckOutcome {
  readonly state: CheckState;
  readonly detail: string;
  readonly ms?: number;
}

export interface Check {
  readonly id: string;
  readonly label: string;
  /** Resolves the detail shown on success; throws (message shown) on failure; 'skip:' prefixes a skip. */
  readonly run: () => Promise<string>;
}

export const SKIP = 'skip:';

/** Runs the checks one after another (each may need the one before), reporting every change. */
export async function runChecks(
  checks: readonly Check[],
  report: (id: string, outcome: CheckOutcome) => void,
  now: () => number = () => performance.now(),
): Promise<void> {
  for (const check of checks) {
    report(check.id, { state: 'running', detail: '…' });
    const started = now();
    try {
      const detail = await check.run();
      const ms = Math.round(now() - started);
      report(
        check.id,
        detail.startsWith(SKIP)
          ? { state: 'skipped', detail: detail.slice(SKIP.length) }
          : { state: 'ok', detail, ms },
      );
    } catch (error) {
      report(check.id, { state: 'failed', detail: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** A transaction that is never submitted: its only use is to prove the vault signs and the signature verifies. */
export function probeTransaction(address: string): Record<string, unknown> {
  return {
    TransactionType: 'AccountSet',
    Account: address,
    Fee: '10',
    Sequence: 1,
    // Ledger 1 passed long ago: even if this blob leaked it could never apply.
    LastLedgerSequence: 1,
  };
}
