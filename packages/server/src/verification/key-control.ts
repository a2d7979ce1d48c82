/**
 * Whether the key that proved a wallet still controls it on the ledger (issue 15): a proof binds a session to
 * a wallet, and the binding holds only while that key could still sign for the account. The ledger is asked
 * again at most every KEY_RECHECK_MS per wallet and key, so rotating a key away ends its bindings within it.
 */
import type { Clock } from '../clock.js';
import type { AccountState, LedgerGateway } from '../xrpl/index.js';

export const KEY_RECHECK_MS = 15_000;
// Past this many remembered answers the expired ones are dropped, so memory stays bounded by traffic.
const SWEEP_AT = 10_000;

/**
 * `keyAddress` (the address the key derives) controls `classicAddress`: its master key while not disabled (an
 * unfunded account has only that), or its current regular key.
 */
export function keyControls(
  account: AccountState | null,
  classicAddress: string,
  keyAddress: string,
): boolean {
  if (keyAddress === classicAddress) return !account?.masterDisabled;
  return account !== null && account.regularKey === keyAddress;
}

export class KeyControl {
  private readonly answers = new Map<string, { controls: boolean; at: number }>();

  constructor(
    private readonly ledger: LedgerGateway,
    private readonly clock: Clock,
  ) {}

  /** Asks the ledger unless a recent answer is known; a ledger that cannot be asked throws (the call fails closed). */
  async controls(classicAddress: string, keyAddress: string): Promise<boolean> {
    const key = `${classicAddress} ${keyAddress}`;
    const now = this.clock.now();
    const known = this.answers.get(key);
    if (known && now - known.at < KEY_RECHECK_MS) return known.controls;
    const controls = keyControls(await this.ledger.account(classicAddress), classicAddress, keyAddress);
    if (this.answers.size >= SWEEP_AT) this.sweep(now);
    this.answers.set(key, { controls, at: now });
    return controls;
  }

  private sweep(now: number): void {
    for (const [key, answer] of this.answers) if (now - answer.at >= KEY_RECHECK_MS) this.answers.delete(key);
  }
}
