/**
 * What the market reads ask the ledger directly (balances, trust lines, reserves, pools, a wallet's history),
 * as one small interface; the real one speaks rippled's API through xrpl.js, tests may give their own.
 */
import { type Decimal, parseTokenId, requireDecimal } from '@horizon/core';
import { type Asset, xrpToDrops } from '@horizon/protocol';
import { RippledError } from 'xrpl';
import { type BookOffer, XrplTradeLedger } from '../relay/index.js';
import type { LedgerConnection } from '../xrpl/index.js';
import { canonicalTokenIdOf } from '../indexer/balance-changes.js';
import { type ValidatedTx, RIPPLE_EPOCH_OFFSET } from '../indexer/ledger-json.js';

export interface AccountRoot {
  readonly balanceDrops: bigint;
  readonly ownerCount: number;
}

export interface TrustLine {
  /** The token the account holds (or issues, when the balance is negative). */
  readonly tokenId: string;
  readonly currency: string;
  readonly peer: string;
  /** From the account's side. */
  readonly balance: Decimal;
  readonly limit: Decimal;
}

export interface PoolState {
  readonly ammAccount: string;
  readonly tokenId: string;
  readonly xrpDrops: bigint;
  readonly tokenAmount: Decimal;
  readonly lpTokenId: string;
  readonly lpBalance: Decimal;
  /** Trading-fee units (1000 = 1%). */
  readonly tradingFee: number;
}

export interface HistoryEntry extends ValidatedTx {
  readonly ledgerIndex: number;
  /** Unix seconds. */
  readonly closeTime: number;
}

export interface MarketLedger {
  /** null when the account does not exist (not activated). */
  accountRoot(address: string): Promise<AccountRoot | null>;
  trustLines(address: string): Promise<TrustLine[]>;
  /** Base and per-object reserve, drops. */
  reserves(): Promise<{ base: bigint; increment: bigint }>;
  /** The token's XRP pool; null when there is none. */
  ammPool(tokenId: string): Promise<PoolState | null>;
  /** The account's newest validated transactions, newest first. */
  history(address: string, limit: number): Promise<HistoryEntry[]>;
  /** The validated book where the taker gets `takerGets` and pays `takerPays`, best first. */
  bookOffers(takerGets: Asset, takerPays: Asset, limit: number): Promise<BookOffer[]>;
  close(): Promise<void>;
}

const NOT_FOUND = new Set(['actNotFound', 'ammNotFound', 'entryNotFound', 'unknownCmd', 'notImpl']);

function missing(error: unknown): boolean {
  if (!(error instanceof RippledError)) return false;
  return NOT_FOUND.has(String((error.data as { error?: string } | undefined)?.error));
}

type Json = Record<string, unknown>;

export class XrplMarketLedger implements MarketLedger {
  readonly #connection: LedgerConnection;
  // The trade ledger's reader of books, so the read quotes see the book exactly as the builders do.
  readonly #books: XrplTradeLedger;

  constructor(connection: LedgerConnection) {
    this.#connection = connection;
    this.#books = new XrplTradeLedger(connection);
  }

  bookOffers(takerGets: Asset, takerPays: Asset, limit: number): Promise<BookOffer[]> {
    return this.#books.bookOffers(takerGets, takerPays, limit);
  }

  async #request(request: Json): Promise<Json | null> {
    try {
      return (await this.#connection.request<{ result: Json }>(request)).result;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async accountRoot(address: string): Promise<AccountRoot | null> {
    const result = await this.#request({
      command: 'account_info',
      account: address,
      ledger_index: 'validated',
    });
    const data = result?.['account_data'] as Json | undefined;
    if (!data) return null;
    return { balanceDrops: BigInt(String(data['Balance'])), ownerCount: Number(data['OwnerCount'] ?? 0) };
  }

  async trustLines(address: string): Promise<TrustLine[]> {
    const lines: TrustLine[] = [];
    let marker: unknown;
    do {
      const result = await this.#request({
        command: 'account_lines',
        account: address,
        ledger_index: 'validated',
        limit: 400,
        ...(marker === undefined ? {} : { marker }),
      });
      if (!result) return lines;
      for (const line of (result['lines'] ?? []) as Json[]) {
        const currency = String(line['currency']);
        const peer = String(line['account']);
        lines.push({
          tokenId: canonicalTokenIdOf(currency, peer),
          currency,
          peer,
          balance: requireDecimal(String(line['balance'])),
          limit: requireDecimal(String(line['limit'])),
        });
      }
      marker = result['marker'];
    } while (marker !== undefined);
    return lines;
  }

  async reserves(): Promise<{ base: bigint; increment: bigint }> {
    const result = await this.#request({ command: 'server_info' });
    const validated = ((result?.['info'] as Json | undefined)?.['validated_ledger'] ?? {}) as Json;
    return {
      base: xrpToDrops(String(validated['reserve_base_xrp'] ?? '1')),
      increment: xrpToDrops(String(validated['reserve_inc_xrp'] ?? '0.2')),
    };
  }

  async ammPool(tokenId: string): Promise<PoolState | null> {
    const { currency, issuer } = parseTokenId(tokenId);
    const result = await this.#request({
      command: 'amm_info',
      asset: { currency: 'XRP' },
      asset2: { currency, issuer },
      ledger_index: 'validated',
    });
    const amm = result?.['amm'] as Json | undefined;
    if (!amm) return null;
    const xrpSide = typeof amm['amount'] === 'string' ? amm['amount'] : amm['amount2'];
    const tokenSide = (typeof amm['amount'] === 'string' ? amm['amount2'] : amm['amount']) as Json;
    const lp = amm['lp_token'] as Json;
    return {
      ammAccount: String(amm['account']),
      tokenId,
      xrpDrops: BigInt(String(xrpSide)),
      tokenAmount: requireDecimal(String(tokenSide['value'])),
      lpTokenId: canonicalTokenIdOf(String(lp['currency']), String(lp['issuer'])),
      lpBalance: requireDecimal(String(lp['value'])),
      tradingFee: Number(amm['trading_fee'] ?? 0),
    };
  }

  async history(address: string, limit: number): Promise<HistoryEntry[]> {
    const result = await this.#request({
      command: 'account_tx',
      account: address,
      ledger_index_min: -1,
      ledger_index_max: -1,
      forward: false,
      limit,
    });
    const entries = (result?.['transactions'] ?? []) as Json[];
    return entries
      .filter((e) => e['validated'] !== false)
      .map((e) => {
        const tx = (e['tx_json'] ?? e['tx']) as Json;
        return {
          hash: String(e['hash'] ?? tx['hash']),
          tx,
          meta: e['meta'] as Json,
          ledgerIndex: Number(e['ledger_index'] ?? tx['ledger_index']),
          closeTime: Number(tx['date'] ?? 0) + RIPPLE_EPOCH_OFFSET,
        };
      });
  }

  /** The connection is the server's, shared: whoever opened it closes it. */
  async close(): Promise<void> {
    await this.#books.close();
  }
}
