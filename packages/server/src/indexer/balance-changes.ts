/**
 * What one transaction changed, read from its metadata rather than its intent: every account's XRP (net of
 * the fee it paid), every holder's token balances, the final state of each trust line, the AMM pools touched.
 */
import {
  type AccountChange,
  type AmmChange,
  type Decimal,
  type TransactionFacts,
  type TrustlineChange,
  addDecimals,
  atLeastZero,
  decimalSign,
  isZeroDecimal,
  negateDecimal,
  requireDecimal,
  subtractDecimals,
  tokenCurrency,
  tokenIdOf,
  ZERO_DECIMAL,
  accountBalanceChange,
  entryChanges,
  normalizeCurrency,
  transactionFacts,
  trustlineBalanceChange,
} from '@horizon/core';
import { isLpTokenCode } from '@horizon/protocol';
import type { ValidatedTx } from './ledger-json.js';

/** The final state of a holder's trust line to a token's issuer (balance from the holder's side, ≥ 0). */
export interface LineState {
  readonly holder: string;
  readonly tokenId: string;
  readonly balance: Decimal;
  /** false once the line is deleted. */
  readonly exists: boolean;
  readonly created: boolean;
}

/** An AMM pool as this transaction left it; fields absent when the metadata did not show them. */
export interface PoolObservation {
  readonly ammAccount: string;
  readonly xrpDrops?: bigint;
  readonly tokenId?: string;
  readonly tokenBalance?: Decimal;
  readonly lpBalance?: Decimal;
  readonly tradingFee?: number;
  readonly deleted?: boolean;
  /** false for a pool of two tokens (the indexer keeps XRP pools only). */
  readonly xrpPool?: boolean;
}

export interface TxChanges {
  /** XRP change per account in drops; the sender's paid fee is added back. */
  readonly xrp: Map<string, bigint>;
  /** Token change per holder and token id (holder side only: an issuer never holds its own token). */
  readonly tokens: Map<string, Map<string, Decimal>>;
  readonly lines: LineState[];
  readonly ammAccounts: Set<string>;
  /** Owners of offers this transaction consumed or cancelled. */
  readonly offerOwners: Set<string>;
  readonly pools: Map<string, PoolObservation>;
}

const currencyCache = new Map<string, string>();

/** CURRENCY:ISSUER with the currency in its canonical form. */
export function canonicalTokenIdOf(currency: string, issuer: string): string {
  let canonical = currencyCache.get(currency);
  if (canonical === undefined) {
    canonical = normalizeCurrency(currency);
    currencyCache.set(currency, canonical);
  }
  return tokenIdOf(canonical, issuer);
}

export function isLpTokenId(tokenId: string): boolean {
  return isLpTokenCode(tokenCurrency(tokenId));
}

function addToken(changes: TxChanges, holder: string, tokenId: string, delta: Decimal): void {
  if (isZeroDecimal(delta)) return;
  let held = changes.tokens.get(holder);
  if (!held) changes.tokens.set(holder, (held = new Map()));
  held.set(tokenId, addDecimals(held.get(tokenId) ?? ZERO_DECIMAL, delta));
}

function readAccount(changes: TxChanges, change: AccountChange): void {
  const account = String(change.state.account);
  const isAmm = change.state.ammId !== undefined;
  if (isAmm) changes.ammAccounts.add(account);
  const balance = accountBalanceChange(change);
  if (balance) {
    const delta = balance.after - balance.before;
    if (delta !== 0n) changes.xrp.set(account, (changes.xrp.get(account) ?? 0n) + delta);
  }
  if (isAmm && change.kind !== 'deleted' && change.state.balanceDrops !== undefined) {
    pool(changes, account).xrpDrops = change.state.balanceDrops;
  }
}

type MutablePool = { -readonly [K in keyof PoolObservation]: PoolObservation[K] };

function pool(changes: TxChanges, ammAccount: string): MutablePool {
  let observed = changes.pools.get(ammAccount) as MutablePool | undefined;
  if (!observed) changes.pools.set(ammAccount, (observed = { ammAccount }));
  return observed;
}

/** Who holds whose token on a line, by balance sign (low's view), else by who set a limit. */
function holdersOf(
  low: string,
  high: string,
  f: Decimal,
  p: Decimal,
  lowLimit: Decimal,
  highLimit: Decimal,
): string[] {
  const sign = decimalSign(f) !== 0 ? decimalSign(f) : decimalSign(p);
  if (sign > 0) return [low];
  if (sign < 0) return [high];
  const holders: string[] = [];
  if (!isZeroDecimal(lowLimit)) holders.push(low);
  if (!isZeroDecimal(highLimit)) holders.push(high);
  return holders;
}

function readTrustline(changes: TxChanges, change: TrustlineChange): void {
  const { low: lowAccount, high: highAccount, currency: code, lowLimit, highLimit, balance } = change.state;
  const low = String(lowAccount);
  const high = String(highAccount);
  const currency = String(code);
  // A line whose balance did not change stays where it is: before and after both its balance now.
  const current = change.kind === 'deleted' ? '0' : (balance ?? '0');
  const moved = trustlineBalanceChange(change) ?? { before: current, after: current };
  const final = requireDecimal(moved.after);
  const previous = requireDecimal(moved.before);
  addToken(
    changes,
    low,
    canonicalTokenIdOf(currency, high),
    subtractDecimals(atLeastZero(final), atLeastZero(previous)),
  );
  addToken(
    changes,
    high,
    canonicalTokenIdOf(currency, low),
    subtractDecimals(atLeastZero(negateDecimal(final)), atLeastZero(negateDecimal(previous))),
  );
  const limits = [requireDecimal(lowLimit ?? '0'), requireDecimal(highLimit ?? '0')] as const;
  const holders = change.kind === 'deleted' ? [low, high] : holdersOf(low, high, final, previous, ...limits);
  for (const holder of holders) {
    const issuer = holder === low ? high : low;
    const held = holder === low ? atLeastZero(final) : atLeastZero(negateDecimal(final));
    changes.lines.push({
      holder,
      tokenId: canonicalTokenIdOf(currency, issuer),
      balance: held,
      exists: change.kind !== 'deleted',
      created: change.kind === 'created',
    });
  }
}

function readAmm(changes: TxChanges, change: AmmChange): void {
  const account = String(change.state.account);
  changes.ammAccounts.add(account);
  const observed = pool(changes, account);
  if (change.kind === 'deleted') observed.deleted = true;
  if (change.state.lpTokenBalance !== undefined)
    observed.lpBalance = requireDecimal(change.state.lpTokenBalance);
  observed.tradingFee = change.state.tradingFee ?? 0;
  observed.xrpPool = change.state.asset?.currency === 'XRP' || change.state.asset2?.currency === 'XRP';
}

/** Every balance change of one validated transaction. */
export function txChanges(
  validated: ValidatedTx,
  facts: TransactionFacts = transactionFacts(validated.tx),
): TxChanges {
  const changes: TxChanges = {
    xrp: new Map(),
    tokens: new Map(),
    lines: [],
    ammAccounts: new Set(),
    offerOwners: new Set(),
    pools: new Map(),
  };
  for (const change of entryChanges(validated.meta)) {
    if (change.entry === 'account') readAccount(changes, change);
    else if (change.entry === 'trustline') readTrustline(changes, change);
    else if (change.entry === 'amm') readAmm(changes, change);
    else if (change.kind !== 'created') changes.offerOwners.add(String(change.state.owner));
  }
  const { account: sender, feeDrops: fee } = facts;
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
