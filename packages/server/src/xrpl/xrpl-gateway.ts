/** LedgerGateway over xrpl.js: any rippled-compatible server (XRPL_URL). */
import { deliveredDrops, normalizeCurrency, type TokenId } from '@horizon/core';
import { IssuedValue, LSF_DISABLE_MASTER } from '@horizon/protocol';
import { type Client, RippledError } from 'xrpl';
import type { AccountState, LedgerGateway } from './gateway.js';
import type { LedgerConnection } from './ledger-connection.js';

const RIPPLE_EPOCH_OFFSET_S = 946_684_800;
const PAGE_LIMIT = 200;
// Bounds one premium check's cost on a very busy account: 20 pages of 200 transactions.
const MAX_TX_PAGES = 20;

function isNotFound(error: unknown): boolean {
  return (
    error instanceof RippledError && (error.data as { error?: string } | undefined)?.error === 'actNotFound'
  );
}

export class XrplLedgerGateway implements LedgerGateway {
  constructor(private readonly connection: LedgerConnection) {}

  private request<T>(run: (client: Client) => Promise<T>): Promise<T> {
    return this.connection.call(run);
  }

  async account(address: string): Promise<AccountState | null> {
    try {
      const { result } = await this.request((c) =>
        c.request({ command: 'account_info', account: address, ledger_index: 'validated' }),
      );
      const data = result.account_data;
      return {
        address,
        regularKey: data.RegularKey ?? null,
        masterDisabled: (data.Flags & LSF_DISABLE_MASTER) !== 0,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async tokenBalance(holder: string, token: TokenId): Promise<IssuedValue> {
    const currency = normalizeCurrency(token.currency);
    let marker: unknown;
    try {
      do {
        const { result } = await this.request((c) =>
          c.request({
            command: 'account_lines',
            account: holder,
            peer: token.issuer,
            ledger_index: 'validated',
            limit: 400,
            marker,
          }),
        );
        const line = result.lines.find((l) => normalizeCurrency(l.currency) === currency);
        if (line) return IssuedValue.fromString(line.balance);
        marker = result.marker;
      } while (marker !== undefined);
    } catch (error) {
      if (isNotFound(error)) return IssuedValue.zero;
      throw error;
    }
    return IssuedValue.zero;
  }

  async xrpPaidTo(from: string, to: string, sinceMs: number): Promise<bigint> {
    const sinceRipple = Math.floor(sinceMs / 1000) - RIPPLE_EPOCH_OFFSET_S;
    let total = 0n;
    let marker: unknown;
    try {
      for (let page = 0; page < MAX_TX_PAGES; page++) {
        const { result } = await this.request((c) =>
          c.request({
            command: 'account_tx',
            account: from,
            ledger_index_min: -1,
            ledger_index_max: -1,
            forward: false,
            limit: PAGE_LIMIT,
            marker,
          }),
        );
        for (const entry of result.transactions) {
          const tx = entry.tx_json;
          if (tx === undefined || tx.date === undefined) continue;
          if (tx.date < sinceRipple) return total;
          const meta = entry.meta;
          if (typeof meta !== 'object' || meta.TransactionResult !== 'tesSUCCESS' || !entry.validated)
            continue;
          if (tx.TransactionType !== 'Payment' || tx.Account !== from || tx.Destination !== to) continue;
          total += deliveredDrops(meta);
        }
        marker = result.marker;
        if (marker === undefined) break;
      }
    } catch (error) {
      if (isNotFound(error)) return 0n;
      throw error;
    }
    return total;
  }

  /** The connection is the server's, shared: whoever opened it closes it. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
