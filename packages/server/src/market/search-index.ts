/**
 * Token search (spec §3, §4 "Search", §7): equality, prefix and contains on token_id, ticker and token_name,
 * ranked exact id > exact ticker > prefix > contains, then by market cap; 10 results; an address-shaped
 * query yields a wallet result. Held in memory (rebuilt from token_data, refreshed by updated_at) because a
 * contains-scan of 100,000 rows is far slower in the embedded database than the 15 ms budget.
 */
import {
  SEARCH_RESULTS_MAX,
  type SearchResult,
  hostedIconOf,
  isValidWalletAddress,
  ZERO_DECIMAL,
  parseDecimal,
  scaleRounded,
} from '@horizon/core';
import type { Queryable } from '../db/index.js';
import { statText } from '../views/contract-views.js';

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
  // Millionths, cut: a rank, not an amount.
  return scaleRounded(parseDecimal(marketcap) ?? ZERO_DECIMAL, 6, 'toward-zero');
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

/** How stale market-cap ordering may get before the index re-sorts (ms). */
const RANK_REFRESH_MS = 30_000;
const FIELD = '\u0001';
const ENTRY = '\u0000';

export class TokenSearchIndex {
  readonly #entries = new Map<number, Indexed>();
  #keys: Key[] = [];
  /** Every entry's lower-case id, ticker and name in one string: a native indexOf scans it for "contains". */
  #haystack = '';
  #offsets: number[] = [];
  #ids: number[] = [];
  /** Rank of each key's entry (0 = largest market cap), and a segment tree of the best key per range. */
  #keyRank = new Int32Array(0);
  #tree = new Int32Array(0);
  #size = 1;
  #dirty = true;
  #ranksChangedAt: number | null = null;
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
      else if (before.rank !== indexed.rank) this.#ranksChangedAt ??= Date.now();
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
        iconUrl: hostedIconOf(r.token_icon_url), // icons are ours: an old row's link or data URL is none
        marketcapUsd: statText(r.marketcap_usd),
      })),
    );
    const last = rows.at(-1)?.updated_at;
    if (last) this.#watermark = new Date(last);
    return rows.length;
  }

  /** Sorted keys for prefixes, entries in market-cap order for "contains", a range-best tree for ranking. */
  #rebuild(): void {
    const ranked = [...this.#entries.values()].sort(byRank);
    const rankOfId = new Map<number, number>();
    const parts: string[] = [];
    this.#offsets = [];
    this.#ids = [];
    let offset = 0;
    for (const [rank, entry] of ranked.entries()) {
      rankOfId.set(entry.id, rank);
      const text = entry.lowerId + FIELD + entry.lowerTicker + FIELD + entry.lowerName + ENTRY;
      this.#offsets.push(offset);
      this.#ids.push(entry.id);
      parts.push(text);
      offset += text.length;
    }
    this.#haystack = parts.join('');
    const keys: Key[] = [];
    for (const entry of ranked)
      keys.push([entry.lowerId, entry], [entry.lowerTicker, entry], [entry.lowerName, entry]);
    keys.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.#keys = keys;
    this.#keyRank = Int32Array.from(keys, ([, entry]) => rankOfId.get(entry.id) ?? 0);
    let size = 1;
    while (size < keys.length) size *= 2;
    this.#size = size;
    this.#tree = new Int32Array(2 * size).fill(-1);
    for (let i = 0; i < keys.length; i++) this.#tree[size + i] = i;
    for (let j = size - 1; j >= 1; j--)
      this.#tree[j] = this.#better(this.#tree[2 * j] ?? -1, this.#tree[2 * j + 1] ?? -1);
    this.#dirty = false;
    this.#ranksChangedAt = null;
  }

  #better(a: number, b: number): number {
    if (a < 0) return b;
    if (b < 0) return a;
    return (this.#keyRank[a] ?? 0) <= (this.#keyRank[b] ?? 0) ? a : b;
  }

  /** The key position in [lo, hi) whose entry ranks best. */
  #best(lo: number, hi: number): number {
    let best = -1;
    for (let l = lo + this.#size, r = hi + this.#size; l < r; l >>= 1, r >>= 1) {
      if (l & 1) best = this.#better(best, this.#tree[l++] ?? -1);
      if (r & 1) best = this.#better(best, this.#tree[--r] ?? -1);
    }
    return best;
  }

  /** Entries of keys [lo, hi) in market-cap order, each once, until `take` returns false. */
  #rankedIn(lo: number, hi: number, take: (entry: Indexed) => boolean): void {
    const ranges: [number, number, number][] = [];
    const push = (l: number, r: number) => {
      if (l < r) ranges.push([l, r, this.#best(l, r)]);
    };
    push(lo, hi);
    while (ranges.length > 0) {
      let pick = 0;
      for (let i = 1; i < ranges.length; i++) {
        const [, , a] = ranges[i] as [number, number, number];
        const [, , b] = ranges[pick] as [number, number, number];
        if ((this.#keyRank[a] ?? 0) < (this.#keyRank[b] ?? 0)) pick = i;
      }
      const [l, r, at] = ranges.splice(pick, 1)[0] as [number, number, number];
      if (!take((this.#keys[at] as Key)[1])) return;
      push(l, at);
      push(at + 1, r);
    }
  }

  /** The entry whose text holds haystack position `pos`. */
  #entryAt(pos: number): number {
    let low = 0;
    let high = this.#offsets.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >>> 1;
      if ((this.#offsets[mid] as number) <= pos) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** Entries matching the query, best first; at most `limit`. */
  match(query: string, limit: number): Indexed[] {
    const staleRanks = this.#ranksChangedAt !== null && Date.now() - this.#ranksChangedAt > RANK_REFRESH_MS;
    if (this.#dirty || staleRanks) this.#rebuild();
    const q = query.trim().toLowerCase();
    if (q === '' || q.includes(FIELD) || q.includes(ENTRY)) return [];
    const placed = new Set<number>();
    const exactId: Indexed[] = [];
    const exactTicker: Indexed[] = [];
    const lo = lowerBound(this.#keys, q);
    for (let i = lo; i < this.#keys.length && (this.#keys[i] as Key)[0] === q; i++) {
      const entry = (this.#keys[i] as Key)[1];
      if (placed.has(entry.id)) continue;
      placed.add(entry.id);
      (entry.lowerId === q ? exactId : exactTicker).push(entry);
    }
    const out = [...exactId.sort(byRank), ...exactTicker.sort(byRank)].slice(0, limit);
    const take = (entry: Indexed) => {
      if (!placed.has(entry.id)) {
        placed.add(entry.id);
        out.push(this.#entries.get(entry.id) ?? entry);
      }
      return out.length < limit;
    };
    if (out.length < limit) this.#rankedIn(lo, lowerBound(this.#keys, q + '\uffff'), take);
    // The haystack is in market-cap order: the first matches found are the best ones.
    for (let pos = this.#haystack.indexOf(q); pos !== -1 && out.length < limit;) {
      const at = this.#entryAt(pos);
      const entry = this.#entries.get(this.#ids[at] as number);
      if (entry) take(entry);
      const next = this.#offsets[at + 1];
      if (next === undefined) break;
      pos = this.#haystack.indexOf(q, next);
    }
    return out;
  }

  /** Every match's row id (for filtering the live-markets list), best first, at most `limit`. */
  matchIds(query: string, limit: number): number[] {
    return this.match(query, limit).map((e) => e.id);
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
