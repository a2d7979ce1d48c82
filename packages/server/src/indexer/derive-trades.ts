/**
 * Trades, transfers and AMM liquidity events of one transaction, from its balance changes: any account whose
 * XRP went one way and exactly one token the other traded that token; one token out and another in with no
 * XRP is a token-to-token swap, kept as a sell leg and a buy leg.
 */
import {
  type Decimal,
  type TransactionFacts,
  addDecimals,
  decimalSign,
  isZeroDecimal,
  negateDecimal,
  requireDecimal,
  ZERO_DECIMAL,
  decimalFromDrops,
  deliveredAmount,
  transactionFacts,
  transactionResult,
} from '@horizon/core';
import { type TxChanges, canonicalTokenIdOf, isLpTokenId, txChanges } from './balance-changes.js';
import type { ValidatedTx } from './ledger-json.js';

export type TradeSide = 'buy' | 'sell';

export interface DerivedTrade {
  readonly txHash: string;
  readonly account: string;
  readonly tokenId: string;
  readonly side: TradeSide;
  /** XRP paid (buy) or received (sell); null for a swap leg no XRP passed through (valued later by price). */
  readonly xrpDrops: bigint | null;
  readonly tokenAmount: Decimal;
  /** The transaction's sender takes; an offer owner it crossed makes. Volume counts takers only. */
  readonly role: 'taker' | 'maker';
  readonly kind: 'trade' | 'swap';
}

export interface DerivedTransfer {
  readonly txHash: string;
  readonly from: string;
  readonly to: string;
  /** null for XRP. */
  readonly tokenId: string | null;
  /** In XRP (not drops) or token units. */
  readonly amount: Decimal;
}

export interface AmmEvent {
  readonly txHash: string;
  readonly account: string;
  readonly kind: 'create' | 'deposit' | 'withdraw';
  readonly ammAccount: string | null;
  /** The pool's token (null when the event touched none). */
  readonly tokenId: string | null;
  /** From the account's side: negative = put into the pool. */
  readonly xrpDrops: bigint;
  readonly tokenAmount: Decimal;
  readonly lpTokens: Decimal;
}

export interface TxDerivation {
  readonly changes: TxChanges;
  readonly trades: DerivedTrade[];
  readonly transfers: DerivedTransfer[];
  readonly ammEvents: AmmEvent[];
}

interface Delivered {
  readonly tokenId: string | null;
  readonly amount: Decimal;
  readonly drops: bigint;
}

function deliveredOf(tx: ValidatedTx): Delivered | undefined {
  const delivered = deliveredAmount(tx.meta);
  if (delivered === undefined) return undefined;
  if (delivered.kind === 'xrp')
    return { tokenId: null, amount: decimalFromDrops(delivered.drops), drops: delivered.drops };
  const tokenId = canonicalTokenIdOf(delivered.currency, delivered.issuer);
  return { tokenId, amount: requireDecimal(delivered.value), drops: 0n };
}

function tokenDelta(changes: TxChanges, account: string, tokenId: string): Decimal {
  return changes.tokens.get(account)?.get(tokenId) ?? ZERO_DECIMAL;
}

function shiftToken(changes: TxChanges, account: string, tokenId: string, delta: Decimal): void {
  let held = changes.tokens.get(account);
  if (!held) changes.tokens.set(account, (held = new Map()));
  const next = addDecimals(held.get(tokenId) ?? ZERO_DECIMAL, delta);
  if (isZeroDecimal(next)) held.delete(tokenId);
  else held.set(tokenId, next);
}

function shiftXrp(changes: TxChanges, account: string, drops: bigint): void {
  const next = (changes.xrp.get(account) ?? 0n) + drops;
  if (next === 0n) changes.xrp.delete(account);
  else changes.xrp.set(account, next);
}

/**
 * A payment to someone else moves value from sender to destination. When the sender paid in another asset
 * (a conversion), the sender is the one who traded: it is credited what was delivered, then sends it on.
 */
function paymentTransfers(tx: ValidatedTx, facts: TransactionFacts, changes: TxChanges): DerivedTransfer[] {
  const { type, account: from, destination } = facts;
  if (type !== 'Payment' && type !== 'AccountDelete') return [];
  const to = String(destination);
  const delivered = deliveredOf(tx);
  if (!delivered || from === to) return [];
  const sentSameAsset =
    delivered.tokenId === null
      ? (changes.xrp.get(from) ?? 0n) < 0n
      : decimalSign(tokenDelta(changes, from, delivered.tokenId)) < 0;
  const issuedByFrom = delivered.tokenId?.endsWith(`:${from}`) ?? false;
  if (!sentSameAsset && !issuedByFrom) {
    if (delivered.tokenId === null) {
      shiftXrp(changes, from, delivered.drops);
      shiftXrp(changes, to, -delivered.drops);
    } else if (!delivered.tokenId.endsWith(`:${to}`)) {
      shiftToken(changes, from, delivered.tokenId, delivered.amount);
      shiftToken(changes, to, delivered.tokenId, negateDecimal(delivered.amount));
    }
  }
  return [{ txHash: tx.hash, from, to, tokenId: delivered.tokenId, amount: delivered.amount }];
}

/** XRP that passed through a bridge: what accounts other than the trader gained. */
function bridgedXrp(changes: TxChanges, trader: string): bigint {
  let total = 0n;
  for (const [account, drops] of changes.xrp) if (account !== trader && drops > 0n) total += drops;
  return total;
}

function accountTrades(tx: ValidatedTx, changes: TxChanges, sender: string, account: string): DerivedTrade[] {
  const held = [...(changes.tokens.get(account) ?? new Map<string, Decimal>())].filter(
    ([tokenId, delta]) => !isLpTokenId(tokenId) && !isZeroDecimal(delta),
  );
  const xrp = changes.xrp.get(account) ?? 0n;
  const role = account === sender ? 'taker' : 'maker';
  const base = { txHash: tx.hash, account, role } as const;
  if (held.length === 1 && xrp !== 0n) {
    const [tokenId, delta] = held[0] as [string, Decimal];
    if (decimalSign(delta) === (xrp < 0n ? 1 : -1)) {
      const side = xrp < 0n ? 'buy' : 'sell';
      const drops = xrp < 0n ? -xrp : xrp;
      const tokenAmount = side === 'buy' ? delta : negateDecimal(delta);
      return [{ ...base, tokenId, side, xrpDrops: drops, tokenAmount, kind: 'trade' }];
    }
  }
  if (held.length === 2 && xrp === 0n) {
    const [[soldId, soldDelta], [boughtId, boughtDelta]] = (
      decimalSign((held[0] as [string, Decimal])[1]) < 0 ? held : [held[1], held[0]]
    ) as [[string, Decimal], [string, Decimal]];
    if (decimalSign(soldDelta) < 0 && decimalSign(boughtDelta) > 0) {
      const bridged = bridgedXrp(changes, account);
      const drops = bridged > 0n ? bridged : null;
      return [
        {
          ...base,
          tokenId: soldId,
          side: 'sell',
          xrpDrops: drops,
          tokenAmount: negateDecimal(soldDelta),
          kind: 'swap',
        },
        { ...base, tokenId: boughtId, side: 'buy', xrpDrops: drops, tokenAmount: boughtDelta, kind: 'swap' },
      ];
    }
  }
  return [];
}

const AMM_KINDS: Record<string, AmmEvent['kind']> = {
  AMMCreate: 'create',
  AMMDeposit: 'deposit',
  AMMWithdraw: 'withdraw',
};

function ammEvent(tx: ValidatedTx, facts: TransactionFacts, changes: TxChanges): AmmEvent | undefined {
  const { type, account } = facts;
  const kind = AMM_KINDS[type];
  if (!kind) return undefined;
  const [ammAccount] = [...changes.ammAccounts];
  const held = [...(changes.tokens.get(account) ?? new Map<string, Decimal>())];
  const lp = held.find(([tokenId]) => isLpTokenId(tokenId));
  const token = held.find(([tokenId]) => !isLpTokenId(tokenId));
  const poolToken = ammAccount === undefined ? undefined : changes.pools.get(ammAccount)?.tokenId;
  return {
    txHash: tx.hash,
    account,
    kind,
    ammAccount: ammAccount ?? null,
    tokenId: token?.[0] ?? poolToken ?? null,
    xrpDrops: changes.xrp.get(account) ?? 0n,
    tokenAmount: token?.[1] ?? ZERO_DECIMAL,
    lpTokens: lp?.[1] ?? ZERO_DECIMAL,
  };
}

/** Everything the indexer derives from one validated transaction. */
export function deriveTx(tx: ValidatedTx): TxDerivation {
  const facts = transactionFacts(tx.tx); // read once: the indexer derives every transaction it sees
  const changes = txChanges(tx, facts);
  const succeeded = transactionResult(tx.meta) === 'tesSUCCESS';
  const sender = facts.account;
  const transfers = succeeded ? paymentTransfers(tx, facts, changes) : [];
  const trades: DerivedTrade[] = [];
  const accounts = new Set([...changes.xrp.keys(), ...changes.tokens.keys()]);
  for (const account of accounts) {
    if (changes.ammAccounts.has(account)) continue;
    trades.push(...accountTrades(tx, changes, sender, account));
  }
  const event = succeeded ? ammEvent(tx, facts, changes) : undefined;
  return { changes, trades, transfers, ammEvents: event ? [event] : [] };
}
