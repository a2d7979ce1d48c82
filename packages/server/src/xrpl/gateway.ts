/**
 * What the server asks the ledger, as one small interface: the real one speaks rippled's API through
 * xrpl.js (localnet, testnet or mainnet alike); tests may give a fake.
 */
import type { TokenId } from '@horizon/core';
import type { IssuedValue } from '@horizon/protocol';

export interface AccountState {
  readonly address: string;
  /** The account's RegularKey (an address), if set. */
  readonly regularKey: string | null;
  /** lsfDisableMaster: the master key may no longer sign. */
  readonly masterDisabled: boolean;
}

export interface LedgerGateway {
  /** The account in the latest validated ledger; null when it does not exist (not funded). */
  account(address: string): Promise<AccountState | null>;
  /** What `holder` holds of the token; zero without a trust line or account. */
  tokenBalance(holder: string, token: TokenId): Promise<IssuedValue>;
  /** XRP delivered from `from` to `to` by successful Payments validated at or after `sinceMs`, in drops. */
  xrpPaidTo(from: string, to: string, sinceMs: number): Promise<bigint>;
  close(): Promise<void>;
}

/** The ledger could not be asked (connection refused, timeout): the caller answers 503. */
export class LedgerUnavailableError extends Error {
  override readonly name = 'LedgerUnavailableError';
}
