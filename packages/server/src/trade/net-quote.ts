/**
 * What a trade leaves in the wallet (issue 16): the quotes answer it, the signed calls report it. A buy keeps
 * the tokens it receives less the burn-back its request sends to the issuer; a sell of T tokens burns
 * B = T·rate, sells T − B, and keeps the XRP that brings less the fee payments and the network fee of each of
 * its own transactions (a carried owed fee belongs to an earlier trade and is left out).
 */
import { IssuedValue } from '@horizon/protocol';
import type { TxOutcome } from '../relay/index.js';
import { tokenChange, xrpChange } from '@horizon/core';
import { cushionedFee } from './autofill.js';
import type { TradeContext } from './context.js';
import { burnFor, feePlan } from './fee-txs.js';
import { OWED_ROLE } from './owed-fees.js';
import { type TokenFacts, referrerOf, tokenFacts } from './tokens.js';

/** What a trade costs beyond its quote depends on: the token's fee category, the referrer, the network fee. */
export interface TradeCosts {
  token(tokenId: string): Promise<TokenFacts>;
  referrer(address: string): Promise<string | null>;
  /** The Fee the builders give each transaction, in drops. */
  networkFee(): Promise<bigint>;
}

/** The trade builders' own answers to those questions. */
export function tradeCostsOf(ctx: TradeContext): TradeCosts {
  return {
    token: (tokenId) => tokenFacts(ctx, tokenId),
    referrer: (address) => referrerOf(ctx, address),
    networkFee: async () => cushionedFee(await ctx.ledger.fees()),
  };
}

/** The tokens a buy (or a swap into the token) leaves in the wallet: received less the burn-back. */
export function tokensKept(received: IssuedValue, token: TokenFacts): IssuedValue {
  return received.sub(burnFor(received, token.category));
}

/** The tokens a sell of `total` puts on the book: the total less its burn-back. */
export function tokensSold(total: IssuedValue, token: TokenFacts): IssuedValue {
  return total.sub(burnFor(total, token.category));
}

/** XRP a sell leaves in the wallet: `grossDrops` from the offer less its fee payments and network fees. */
export async function sellKeptDrops(
  costs: TradeCosts,
  address: string,
  token: TokenFacts,
  total: IssuedValue,
  grossDrops: bigint,
): Promise<bigint> {
  const fees = feePlan({
    kind: 'sell',
    valueDrops: grossDrops,
    token,
    referrer: await costs.referrer(address),
    // Only the amounts matter here: where the fee goes does not change them.
    treasury: '',
    burnOf: total,
    stage: 1,
  });
  const paid = fees.txs.reduce((sum, { draft }) => {
    const amount = draft.transaction_type === 'Payment' ? draft.amount : undefined;
    return typeof amount === 'string' ? sum + BigInt(amount) : sum;
  }, 0n);
  const network = (await costs.networkFee()) * BigInt(1 + fees.txs.length);
  return grossDrops - paid - network;
}

/** This trade's own transactions in a relayed request, that reached a ledger (the carried owed fee left out). */
const ownTxs = (txs: readonly TxOutcome[]) => txs.filter((tx) => tx.role !== OWED_ROLE && tx.meta !== null);

/** The change of the token in the wallet over the trade's validated transactions: delivered less the burn. */
export function tokensKeptOf(txs: readonly TxOutcome[], address: string, token: TokenFacts['token']) {
  return ownTxs(txs).reduce(
    (sum, tx) => sum.add(tokenChange(tx.meta, address, token.currency, token.issuer)),
    IssuedValue.zero,
  );
}

/** The change of the wallet's XRP over the trade's validated transactions: every fee and network fee paid. */
export function xrpKeptOf(txs: readonly TxOutcome[], address: string): bigint {
  return ownTxs(txs).reduce((sum, tx) => sum + xrpChange(tx.meta, address), 0n);
}
