/**
 * Test markets on the real localnet: a token whose issuer ripples, a liquidity provider holding it, and its
 * XRP pool made by a real AMMCreate. Pool states are read back from amm_info, as any client would.
 */
import { ASF_DEFAULT_RIPPLE, type AmmPool, type Amount, amountFromJson } from '@horizon/protocol';
import { expect } from 'vitest';
import type { Wallet } from 'xrpl';
import { type Harness, newFundedWallet, submitDirect } from './harness.js';

export interface Market {
  readonly issuer: Wallet;
  readonly provider: Wallet;
  readonly currency: string;
  readonly tokenId: string;
}

export const tokenOf = (m: Market, value: string) => ({
  currency: m.currency,
  issuer: m.issuer.classicAddress,
  value,
});

/** Gives `holder` a line to the market's token and `value` of it from the issuer. */
export async function giveTokens(h: Harness, m: Market, holder: Wallet, value: string): Promise<void> {
  const trust = { TransactionType: 'TrustSet', LimitAmount: tokenOf(m, '1000000000') };
  expect(await submitDirect(h, holder, trust)).toBe('tesSUCCESS');
  const pay = { TransactionType: 'Payment', Destination: holder.classicAddress, Amount: tokenOf(m, value) };
  expect(await submitDirect(h, m.issuer, pay)).toBe('tesSUCCESS');
}

/**
 * A token and its XRP pool of `xrpDrops` and `tokens`, with the trading fee in 1/100000 units. `issuer`
 * may be given when its address had to be known before (a configured platform token).
 */
export async function createMarket(
  h: Harness,
  currency: string,
  pool: { xrpDrops: bigint; tokens: string; tradingFee: number },
  issuer?: Wallet,
): Promise<Market> {
  const market: Market = {
    issuer: issuer ?? (await newFundedWallet(h)),
    provider: await newFundedWallet(h, String(pool.xrpDrops / 1_000_000n + 100n)),
    currency,
    tokenId: '',
  };
  const m = { ...market, tokenId: `${currency}:${market.issuer.classicAddress}` };
  expect(
    await submitDirect(h, m.issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE }),
  ).toBe('tesSUCCESS');
  await giveTokens(h, m, m.provider, pool.tokens);
  const create = {
    TransactionType: 'AMMCreate',
    Amount: pool.xrpDrops.toString(),
    Amount2: tokenOf(m, pool.tokens),
    TradingFee: pool.tradingFee,
  };
  expect(await submitDirect(h, m.provider, create)).toBe('tesSUCCESS');
  return m;
}

export interface PoolState {
  readonly account: string;
  readonly pool: AmmPool;
  readonly tradingFee: number;
  readonly lpCurrency: string;
}

/** The pool as the validated ledger has it. */
export async function poolState(h: Harness, m: Market): Promise<PoolState> {
  const { result } = await h.client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2: { currency: m.currency, issuer: m.issuer.classicAddress },
    ledger_index: 'validated',
  } as never);
  const amm = (result as { amm: Record<string, unknown> }).amm;
  const lp = amountFromJson(amm['lp_token']);
  if (lp.kind !== 'issued') throw new Error('LP tokens are an issued amount');
  return {
    account: String(amm['account']),
    pool: {
      balance1: amountFromJson(amm['amount']) as Amount,
      balance2: amountFromJson(amm['amount2']) as Amount,
      lpTokenBalance: lp,
    },
    tradingFee: Number(amm['trading_fee'] ?? 0),
    lpCurrency: lp.currency,
  };
}
