/** A LedgerGateway holding what a test tells it: accounts, token balances, payments. */
import type { TokenId } from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';
import type { AccountState, LedgerGateway } from '../../src/xrpl/gateway.js';
import { LedgerUnavailableError } from '../../src/xrpl/gateway.js';

interface Payment {
  readonly from: string;
  readonly to: string;
  readonly drops: bigint;
  readonly atMs: number;
}

export class FakeLedger implements LedgerGateway {
  readonly accounts = new Map<string, AccountState>();
  readonly balances = new Map<string, string>();
  readonly payments: Payment[] = [];
  /** When true every call fails as if the ledger were down. */
  down = false;

  setAccount(address: string, state: Partial<Omit<AccountState, 'address'>> = {}): void {
    this.accounts.set(address, { address, regularKey: null, masterDisabled: false, ...state });
  }

  setBalance(holder: string, token: TokenId, value: string): void {
    this.balances.set(`${holder}|${token.currency}|${token.issuer}`, value);
  }

  pay(from: string, to: string, drops: bigint, atMs: number): void {
    this.payments.push({ from, to, drops, atMs });
  }

  private check(): void {
    if (this.down) throw new LedgerUnavailableError('fake ledger is down');
  }

  async account(address: string): Promise<AccountState | null> {
    this.check();
    return this.accounts.get(address) ?? null;
  }

  async tokenBalance(holder: string, token: TokenId): Promise<IssuedValue> {
    this.check();
    const value = this.balances.get(`${holder}|${token.currency}|${token.issuer}`);
    return value === undefined ? IssuedValue.zero : IssuedValue.fromString(value);
  }

  async xrpPaidTo(from: string, to: string, sinceMs: number): Promise<bigint> {
    this.check();
    return this.payments
      .filter((p) => p.from === from && p.to === to && p.atMs >= sinceMs)
      .reduce((sum, p) => sum + p.drops, 0n);
  }

  async close(): Promise<void> {}
}
