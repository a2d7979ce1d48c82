/**
 * Token search (spec §3, §4 "Search", §7): equality, prefix and contains on token_id, ticker and token_name,
 * ranked exact id > exact ticker > prefix > contains, then by market cap; 10 results; an address-shaped
 * query yields a wallet result. Held in memory (rebuilt from token_data, refreshed by updated_at) because a
 * contains-scan of 100,000 rows is far slower in the embedded database than the 15 ms budget.
 */
import { SEARCH_RESULTS_MAX, type SearchResult, isValidWalletAddress } from '@horizon/core';
import type { Queryable } from '../db/index.js';
import { statText } from './format.js';

export interface SearchEntry {
  readonly id: number;
  readonly tokenId: string;
  readonly ticker: string;
  readonly name: string;
  readonly iconUrl: string | null;
  readonly marketcapUsd: string;
}

interface Indexed extends SearchEntry {
  readonly lowerId: string;
  readonly lowerTicker: string;
  readonly lowerName: string;
  /** Market cap in micro-USD, for ordering only. */
  readonly rank: bigint;
}

type Key = readonly [key: string, entry: Indexed];

const ADDRESS_SHAPE = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;

function rankOf(marketcap: string): bigint {
  const [whole = '0', fraction = ''] = marketcap.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.slice(0, 6).padEnd(6, '0'));
}

function byRank(a: Indexed, b: Indexed): number {
  if (a.rank !== b.rank) return a.rank > b.rank ? -1 : 1;
  return a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : a.id - b.id;
}

function lowerBound(keys: readonly Key[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((keys[mid] as Key)[0] < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class TokenSearchIndex {
  readonly #entries = new Map<number, Indexed>();
  #keys: Key[] = [];
  #dirty = true;
  #watermark: Date | null = null;

  get size(): number {
    return this.#entries.size;
  }

  upsert(entries: Iterable<SearchEntry>): void {
    for (const entry of entries) {
      const before = this.#entries.get(entry.id);
      const indexed: Indexed = {
        ...entry,
        lowerId: entry.tokenId.toLowerCase(),
        lowerTicker: entry.ticker.toLowerCase(),
        lowerName: entry.name.toLowerCase(),
        rank: rankOf(entry.marketcapUsd),
      };
      this.#entries.set(entry.id, indexed);
      if (
        !before ||
        before.tokenId !== entry.tokenId ||
        before.ticker !== entry.ticker ||
        before.name !== entry.name
      )
        this.#dirty = true;
    }
  }

  /** Loads rows of token_data changed since the last call (all of them the first time). */
  async refresh(db: Queryable): Promise<number> {
    const rows = await db.query<{
      id: number;
      token_id: string;
      ticker: string;
      token_name: string;
      token_icon_url: string | null;
      marketcap_usd: string;
      updated_at: Date;
    }>(
      `SELECT id, token_id, ticker, token_name, token_icon_url, marketcap_usd::text AS marketcap_usd, updated_at
       FROM token_data WHERE $1::timestamptz IS NULL OR updated_at >= $1 ORDER BY updated_at`,
      [this.#watermark?.toISOString() ?? null],
    );
    this.upsert(
      rows.map((r) => ({
        id: Number(r.id),
        tokenId: r.token_id,
        ticker: r.ticker,
        name: r.token_name,
        iconUrl: r.token_icon_url,
        marketcapUsd: statText(r.marketcap_usd),
      })),
    );
    const last = rows.at(-1)?.updated_at;
    if (last) this.#watermark = new Date(last);
    return rows.length;
  }

  #rebuild(): void {
    const keys: Key[] = [];
    for (const entry of this.#entries.values()) {
      keys.push([entry.lowerId, entry], [entry.lowerTicker, entry], [entry.lowerName, entry]);
    }
    keys.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.#keys = keys;
    this.#dirty = false;
  }

  /** Entries matching the query, best first; at most `limit`. */
  match(query: string, limit: number): Indexed[] {
    if (this.#dirty) this.#rebuild();
    const q = query.trim().toLowerCase();
    if (q === '') return [];
    const tiers: Indexed[][] = [[], [], [], []];
    const placed = new Set<number>();
    const place = (tier: number, entry: Indexed) => {
      if (placed.has(entry.id)) return;
      placed.add(entry.id);
      (tiers[tier] as Indexed[]).push(entry);
    };
    for (let i = lowerBound(this.#keys, q); i < this.#keys.length; i++) {
      const [key, entry] = this.#keys[i] as Key;
      if (!key.startsWith(q)) break;
      place(entry.lowerId === q ? 0 : entry.lowerTicker === q ? 1 : 2, entry);
    }
    const found = placed.size;
    if (found < limit) {
      for (const entry of this.#entries.values()) {
        if (placed.has(entry.id)) continue;
        if (entry.lowerId.includes(q) || entry.lowerTicker.includes(q) || entry.lowerName.includes(q))
          place(3, entry);
      }
    }
    const out: Indexed[] = [];
    for (const tier of tiers) {
      if (out.length >= limit) break;
      tier.sort(byRank);
      out.push(...tier.slice(0, limit - out.length));
    }
    return out;
  }

  /** GET /api/tokens/search: ranked tokens; an address leads with a wallet result. */
  search(query: string): SearchResult[] {
    const q = query.trim();
    const wallet: SearchResult[] =
      ADDRESS_SHAPE.test(q) && isValidWalletAddress(q) ? [{ type: 'wallet', address: q }] : [];
    const tokens = this.match(q, SEARCH_RESULTS_MAX - wallet.length).map((e): SearchResult => ({
      type: 'token',
      token_id: e.tokenId,
      name: e.name,
      ticker: e.ticker,
      token_icon_url: e.iconUrl,
      marketcap_usd: e.marketcapUsd,
    }));
    return [...wallet, ...tokens];
  }
}
