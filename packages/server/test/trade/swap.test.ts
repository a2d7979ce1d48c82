/**
 * Token → token swaps end to end on a real localnet: one OfferCreate that the ledger bridges through XRP (the
 * two tokens' XRP pools), the amount received exact against the protocol's swap math on both pools, and the
 * fee payments valued at the XRP quote of the amount sold.
 */
import { burnTokenAmount, splitTradeFee } from '@horizon/core';
import { IssuedValue, ammSwapIn, dropsToXrp, issuedAmount } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, lineBalance, newFundedWallet, post, startHarness, xrpBalance } from './harness.js';
import { type Market, createMarket, giveTokens, poolState } from './pools.js';
import { SWAP_BLOBS, signBlobs } from './trade-calls.js';

let h: Harness | undefined;
let from: Market;
let to: Market;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  from = await createMarket(h, 'SRC', { xrpDrops: 5_000_000_000n, tokens: '500000', tradingFee: 500 });
  to = await createMarket(h, 'DST', { xrpDrops: 8_000_000_000n, tokens: '2000000', tradingFee: 250 });
}, 120_000);

afterAll(async () => h?.close());

async function balanceOf(holder: Wallet, m: Market): Promise<IssuedValue> {
  const line = await lineBalance(need(), holder.classicAddress, m.issuer.classicAddress, m.currency);
  return IssuedValue.fromString(line?.balance ?? '0');
}

describe('swap_tokens', () => {
  it('swaps through XRP: the quote of both pools received exactly, 1% of the XRP value in fees', async () => {
    const trader = await newFundedWallet(need(), '100');
    await giveTokens(need(), from, trader, '1000');
    const [poolFrom, poolTo] = [await poolState(need(), from), await poolState(need(), to)];
    const sold = issuedAmount(from.currency, from.issuer.classicAddress, '750');
    const asXrp = ammSwapIn(poolFrom.pool, sold, poolFrom.tradingFee);
    const received = ammSwapIn(poolTo.pool, asXrp, poolTo.tradingFee);
    if (asXrp.kind !== 'xrp' || received.kind !== 'issued') throw new Error('quotes of the pools');
    const split = splitTradeFee({
      kind: 'swap',
      valueDrops: asXrp.drops,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    const burn = burnTokenAmount(received.value, 'other');
    // The swap's read quote: its XRP value (the fees are of it) and the tokens the wallet then holds.
    const quoted = await post(need(), 'expected_tokens_received_from_swap', {
      classic_address: trader.classicAddress,
      from_token_id: from.tokenId,
      to_token_id: to.tokenId,
      from_amount: '750',
    });
    expect(quoted.json()).toEqual({
      value_xrp: dropsToXrp(asXrp.drops),
      to_token_amount: received.value.sub(burn).toString(),
    });
    const response = await post(need(), 'swap_tokens_unsigned', {
      classic_address: trader.classicAddress,
      from_token_id: from.tokenId,
      to_token_id: to.tokenId,
      from_amount: '750',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Record<string, Record<string, unknown> | null>>();
    expect(answer['tx_trustline_to']).toMatchObject({ transaction_type: 'TrustSet' });
    expect(answer['tx_swap']).toMatchObject({
      transaction_type: 'OfferCreate',
      taker_gets: { currency: from.currency, value: '750' },
      taker_pays: {
        currency: to.currency,
        value: received.value.mulRound(IssuedValue.from(9900n, -4), false).toString(),
      },
    });
    expect(answer['tx_fee']).toMatchObject({ amount: split.treasury.toString() });
    expect(answer['tx_burn_back']).toMatchObject({
      destination: to.issuer.classicAddress,
      amount: { value: burn.toString() },
    });
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const signed = await post(need(), 'swap_tokens_signed', {
      classic_address: trader.classicAddress,
      ...signBlobs(answer, trader, SWAP_BLOBS),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      engine_result: 'tesSUCCESS',
      // What the wallet keeps: the tokens received less the burn-back (issue 16).
      to_token_received: received.value.sub(burn).toString(),
    });
    expect((await balanceOf(trader, from)).eq(IssuedValue.fromString('250'))).toBe(true);
    expect((await balanceOf(trader, to)).eq(received.value.sub(burn))).toBe(true);
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + split.treasury);
  }, 30_000);
});
