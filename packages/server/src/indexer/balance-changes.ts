/**
 * What one transaction changed, read from its metadata rather than its intent: every account's XRP (net of
 * the fee it paid), every holder's token balances, the final state of each trust line, the AMM pools touched.
 */
import { normalizeCurrency } from '@horizon/core';
import { isLpTokenCode } from '@horizon/protocol';
import { type Dec, ZERO, add, dec, isZero, max0, neg, signum, sub } from './decimal.js';
import { type Fields, type LedgerEntryChange, type ValidatedTx, entryChanges } from './ledger-json.js';

/** The final state of a holder's trust line to a token's issuer (balance from the holder's side, ≥ 0). */
export interface LineState {
  readonly holder: string;
  readonly tokenId: string;
  readonly balance: Dec;
  /** false once the line is deleted. */
  readonly exists: boolean;
  readonly created: boolean;
}

/** An AMM pool as this transaction left it; fields absent when the metadata did not show them. */
export interface PoolObservation {
  readonly ammAccount: string;
  readonly xrpDrops?: bigint;
  readonly tokenId?: string;
  readonly tokenBalance?: Dec;
  readonly lpBalance?: Dec;
  readonly tradingFee?: number;
  readonly deleted?: boolean;
  /** false for a pool of two tokens (the indexer keeps XRP pools only). */
  readonly xrpPool?: boolean;
}

export interface TxChanges {
  /** XRP change per account in drops; the sender's paid fee is added back. */
  readonly xrp: Map<string, bigint>;
  /** Token change per holder and token id (holder side only: an issuer never holds its own token). */
  readonly tokens: Map<string, Map<string, Dec>>;
  readonly lines: LineState[];
  readonly ammAccounts: Set<string>;
  /** Owners of offers this transaction consumed or cancelled. */
  readonly offerOwners: Set<string>;
  readonly pools: Map<string, PoolObservation>;
}

const currencyCache = new Map<string, string>();

/** CURRENCY:ISSUER with the currency in its canonical form. */
export function tokenIdOf(currency: string, issuer: string): string {
  let canonical = currencyCache.get(currency);
  if (canonical === undefined) {
    canonical = normalizeCurrency(currency);
    currencyCache.set(currency, canonical);
  }
  return `${canonical}:${issuer}`;
}

export function isLpTokenId(tokenId: string): boolean {
  return isLpTokenCode(tokenId.slice(0, tokenId.indexOf(':')));
}

const fieldOf = (fields: Fields, name: string): Fields => (fields[name] ?? {}) as Fields;

function balanceOf(fields: Fields): Dec | undefined {
  const balance = fields['Balance'];
  if (typeof balance === 'string') return BigInt(balance) === 0n ? ZERO : dec(balance);
  if (typeof balance === 'object' && balance !== null) return dec(String((balance as Fields)['value']));
  return undefined;
}

function addToken(changes: TxChanges, holder: string, tokenId: string, delta: Dec): void {
  if (isZero(delta)) return;
  let held = changes.tokens.get(holder);
  if (!held) changes.tokens.set(holder, (held = new Map()));
  held.set(tokenId, add(held.get(tokenId) ?? ZERO, delta));
}

function readAccountRoot(changes: TxChanges, change: LedgerEntryChange): void {
  const account = String(change.final['Account']);
  if (change.final['AMMID'] !== undefined) changes.ammAccounts.add(account);
  const final = change.final['Balance'];
  if (typeof final !== 'string') return;
  const previous = change.kind === 'created' ? '0' : (change.previous['Balance'] as string | undefined);
  if (previous !== undefined) {
    const delta = BigInt(final) - BigInt(previous);
    if (delta !== 0n) changes.xrp.set(account, (changes.xrp.get(account) ?? 0n) + delta);
  }
  if (change.final['AMMID'] !== undefined && change.kind !== 'deleted') {
    pool(changes, account).xrpDrops = BigInt(final);
  }
}

type MutablePool = { -readonly [K in keyof PoolObservation]: PoolObservation[K] };

function pool(changes: TxChanges, ammAccount: string): MutablePool {
  let observed = changes.pools.get(ammAccount) as MutablePool | undefined;
  if (!observed) changes.pools.set(ammAccount, (observed = { ammAccount }));
  return observed;
}

/** Who holds whose token on a line, by balance sign (low's view), else by who set a limit. */
function holdersOf(low: string, high: string, f: Dec, p: Dec, lowLimit: Dec, highLimit: Dec): string[] {
  const sign = signum(f) !== 0 ? signum(f) : signum(p);
  if (sign > 0) return [low];
  if (sign < 0) return [high];
  const holders: string[] = [];
  if (!isZero(lowLimit)) holders.push(low);
  if (!isZero(highLimit)) holders.push(high);
  return holders;
}

function readRippleState(changes: TxChanges, change: LedgerEntryChange): void {
  const lowLimit = fieldOf(change.final, 'LowLimit');
  const highLimit = fieldOf(change.final, 'HighLimit');
  const low = String(lowLimit['issuer']);
  const high = String(highLimit['issuer']);
  const currency = String(fieldOf(change.final, 'Balance')['currency']);
  const final = change.kind === 'deleted' ? ZERO : (balanceOf(change.final) ?? ZERO);
  const previous =
    change.kind === 'created'
      ? ZERO
      : (balanceOf(change.previous) ?? (change.kind === 'deleted' ? balanceOf(change.final) : final) ?? ZERO);
  addToken(changes, low, tokenIdOf(currency, high), sub(max0(final), max0(previous)));
  addToken(changes, high, tokenIdOf(currency, low), sub(max0(neg(final)), max0(neg(previous))));
  const limits = [dec(String(lowLimit['value'] ?? '0')), dec(String(highLimit['value'] ?? '0'))] as const;
  const holders = change.kind === 'deleted' ? [low, high] : holdersOf(low, high, final, previous, ...limits);
  for (const holder of holders) {
    const issuer = holder === low ? high : low;
    const balance = holder === low ? max0(final) : max0(neg(final));
    changes.lines.push({
      holder,
      tokenId: tokenIdOf(currency, issuer),
      balance,
      exists: change.kind !== 'deleted',
      created: change.kind === 'created',
    });
  }
}

function readAmm(changes: TxChanges, change: LedgerEntryChange): void {
  const account = String(change.final['Account']);
  changes.ammAccounts.add(account);
  const observed = pool(changes, account);
  if (change.kind === 'deleted') observed.deleted = true;
  const lp = change.final['LPTokenBalance'];
  if (typeof lp === 'object' && lp !== null) observed.lpBalance = dec(String((lp as Fields)['value']));
  observed.tradingFee = Number(change.final['TradingFee'] ?? 0);
  const isXrp = (asset: unknown) => (asset as Fields | undefined)?.['currency'] === 'XRP';
  observed.xrpPool = isXrp(change.final['Asset']) || isXrp(change.final['Asset2']);
}

/** Every balance change of one validated transaction. */
export function txChanges(validated: ValidatedTx): TxChanges {
  const changes: TxChanges = {
    xrp: new Map(),
    tokens: new Map(),
    lines: [],
    ammAccounts: new Set(),
    offerOwners: new Set(),
    pools: new Map(),
  };
  for (const change of entryChanges(validated.meta)) {
    if (change.type === 'AccountRoot') readAccountRoot(changes, change);
    else if (change.type === 'RippleState') readRippleState(changes, change);
    else if (change.type === 'AMM') readAmm(changes, change);
    else if (change.type === 'Offer' && change.kind !== 'created')
      changes.offerOwners.add(String(change.final['Account']));
  }
  const sender = String(validated.tx['Account']);
  const fee = BigInt(String(validated.tx['Fee'] ?? '0'));
  const net = (changes.xrp.get(sender) ?? 0n) + fee;
  if (net === 0n) changes.xrp.delete(sender);
  else changes.xrp.set(sender, net);
  notePoolTokens(changes);
  return changes;
}

/** An AMM account's trust line to the issuer is its pool side (LP tokens it issues are not). */
function notePoolTokens(changes: TxChanges): void {
  for (const line of changes.lines) {
    if (!changes.ammAccounts.has(line.holder) || isLpTokenId(line.tokenId)) continue;
    const observed = pool(changes, line.holder);
    if (observed.tokenId !== undefined && observed.tokenId !== line.tokenId) observed.xrpPool = false;
    observed.tokenId = line.tokenId;
    observed.tokenBalance = line.balance;
  }
}
