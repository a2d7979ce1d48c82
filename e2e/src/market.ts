/**
 * A small market seeded through the ledger: one issuer, a USD stablecoin (the server's XRP→USD rate) and a few
 * tokens, each with an XRP AMM pool, held and traded by a couple of wallets with OfferCreate so the indexer
 * records trades, candles and holders. Amounts are decimal strings; XRP is handled in drops.
 */
import { normalizeCurrency } from '@horizon/core';
import { Wallet } from 'xrpl';
import type { LedgerDriver, TxFields } from './ledger.js';

export interface SeededToken {
  /** As a person reads it (`ARMY`). */
  readonly ticker: string;
  /** As the ledger's JSON writes it (3 characters or 40 hex digits). */
  readonly currency: string;
  readonly issuer: string;
  /** CURRENCY:ISSUER, the id of /token/{id}. */
  readonly id: string;
}

export interface TokenPlan {
  readonly ticker: string;
  /** The pool as created, in whole XRP and whole tokens. */
  readonly poolXrp: bigint;
  readonly poolTokens: bigint;
}

export interface SeededMarket {
  readonly issuer: Wallet;
  /** The stablecoin the server prices XRP in (its USD_TOKEN). */
  readonly usd: SeededToken;
  /** The traded tokens, in plan order. */
  readonly tokens: readonly SeededToken[];
  /** Two wallets holding and trading every token. */
  readonly traders: readonly [Wallet, Wallet];
}

/** USD pool of 1,000 XRP against 2,500 USD: 1 XRP = 2.50 USD. */
export const USD_PLAN: TokenPlan = { ticker: 'USD', poolXrp: 1_000n, poolTokens: 2_500n };

export const DEFAULT_TOKEN_PLANS: readonly TokenPlan[] = [
  { ticker: 'ARMY', poolXrp: 5_000n, poolTokens: 1_000_000n },
  { ticker: 'HORIZON', poolXrp: 2_000n, poolTokens: 50_000n },
  { ticker: 'MOON', poolXrp: 500n, poolTokens: 25_000_000n },
];

const TF_IMMEDIATE_OR_CANCEL = 0x0002_0000;
const TF_SELL = 0x0008_0000;
const ASF_DEFAULT_RIPPLE = 8;
const TRUST_LIMIT = '1000000000000';

const drops = (xrp: bigint): string => String(xrp * 1_000_000n);

export function seededToken(ticker: string, issuer: string): SeededToken {
  const currency = normalizeCurrency(ticker);
  return { ticker, currency, issuer, id: `${currency}:${issuer}` };
}

const amount = (token: SeededToken, value: string) => ({
  currency: token.currency,
  issuer: token.issuer,
  value,
});

/** Buys `tokens` of `token` from the book and pools, paying at most `maxXrp` XRP; answers the tx hash. */
export function buy(
  ledger: LedgerDriver,
  trader: Wallet,
  token: SeededToken,
  tokens: string,
  maxXrp: bigint,
): Promise<string> {
  return ledger.submit(trader, {
    TransactionType: 'OfferCreate',
    TakerPays: amount(token, tokens),
    TakerGets: drops(maxXrp),
    Flags: TF_IMMEDIATE_OR_CANCEL,
  });
}

/** Sells exactly `tokens` of `token` for whatever XRP the market gives (at least 1 drop); answers the tx hash. */
export function sell(
  ledger: LedgerDriver,
  trader: Wallet,
  token: SeededToken,
  tokens: string,
): Promise<string> {
  return ledger.submit(trader, {
    TransactionType: 'OfferCreate',
    TakerGets: amount(token, tokens),
    TakerPays: '1',
    Flags: TF_IMMEDIATE_OR_CANCEL | TF_SELL,
  });
}

function poolCreate(token: SeededToken, plan: TokenPlan): TxFields {
  return {
    TransactionType: 'AMMCreate',
    Amount: drops(plan.poolXrp),
    Amount2: amount(token, String(plan.poolTokens)),
    TradingFee: 300,
  };
}

/**
 * Seeds the market: issuer and traders funded, a pool per token, trust lines, then for every token a buy by
 * each trader and a partial sell, so each token has trades, holders and a price that moved.
 */
export async function seedMarket(
  ledger: LedgerDriver,
  plans: readonly TokenPlan[] = DEFAULT_TOKEN_PLANS,
): Promise<SeededMarket> {
  const [issuer, ...pair] = [Wallet.generate(), Wallet.generate(), Wallet.generate()];
  const traders = pair as [Wallet, Wallet];
  const pay = (to: Wallet, xrp: bigint) =>
    [ledger.genesis, { TransactionType: 'Payment', Destination: to.address, Amount: drops(xrp) }] as const;
  await ledger.submitAll([pay(issuer, 100_000n), pay(traders[0], 20_000n), pay(traders[1], 20_000n)]);
  await ledger.submit(issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  const usd = seededToken(USD_PLAN.ticker, issuer.address);
  const tokens = plans.map((plan) => seededToken(plan.ticker, issuer.address));
  // Pools and trust lines are independent of each other: one ledger holds them all.
  await ledger.submitAll([
    ...[USD_PLAN, ...plans].map(
      (plan, i) => [issuer, poolCreate(i === 0 ? usd : (tokens[i - 1] as SeededToken), plan)] as const,
    ),
    ...tokens.flatMap((token) =>
      traders.map(
        (trader) =>
          [trader, { TransactionType: 'TrustSet', LimitAmount: amount(token, TRUST_LIMIT) }] as const,
      ),
    ),
  ]);
  // Trades one ledger each: every one crosses the pool as the one before left it.
  for (const [i, token] of tokens.entries()) {
    const plan = plans[i] as TokenPlan;
    // 1% and 0.5% of the pool: prices move visibly, well inside each trader's XRP.
    const share = (divisor: bigint) => String(plan.poolTokens / divisor);
    await buy(ledger, traders[0], token, share(100n), plan.poolXrp / 20n);
    await buy(ledger, traders[1], token, share(200n), plan.poolXrp / 20n);
    await sell(ledger, traders[0], token, share(400n));
  }
  return { issuer, usd, tokens, traders };
}
