import { describe, expect, it } from 'vitest';
import { ZERO_DECIMAL, decimalText } from '@horizon/core';
import { deriveTx, type DerivedTrade } from '../../src/indexer/derive-trades.js';
import { accountRoot, address, ammNode, offerNode, rippleState, validatedTx } from './meta-builders.js';

const trader = address(1);
const issuer = address(2);
const amm = address(3);
const maker = address(4);
const friend = address(5);
const issuerB = address(6);
const ammB = address(7);
const TOKEN = `USD:${issuer}`;
const TOKEN_B = `EUR:${issuerB}`;
const AMM_ID = { AMMID: 'AB'.repeat(32) };

function plain(trades: DerivedTrade[]) {
  return trades.map((t) => ({
    account: t.account,
    tokenId: t.tokenId,
    side: t.side,
    xrp: t.xrpDrops === null ? null : String(t.xrpDrops),
    tokens: decimalText(t.tokenAmount),
    role: t.role,
    kind: t.kind,
  }));
}

describe('trades read from balance changes', () => {
  it('sees a buy through the AMM as 10 XRP spent (the fee not counted) for 98.5 tokens', () => {
    const tx = validatedTx({ TransactionType: 'Payment', Account: trader, Destination: trader }, [
      accountRoot(trader, 100_000_000n, 89_999_988n),
      rippleState({
        low: trader,
        high: issuer,
        currency: 'USD',
        before: '1.5',
        after: '100',
        lowLimit: '1000',
      }),
      accountRoot(amm, 500_000_000n, 510_000_000n, AMM_ID),
      rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-4901.5' }),
    ]);
    const { trades, changes } = deriveTx(tx);
    expect(plain(trades)).toEqual([
      {
        account: trader,
        tokenId: TOKEN,
        side: 'buy',
        xrp: '10000000',
        tokens: '98.5',
        role: 'taker',
        kind: 'trade',
      },
    ]);
    const pool = changes.pools.get(amm);
    expect(pool?.xrpDrops).toBe(510_000_000n);
    expect(pool?.tokenId).toBe(TOKEN);
    expect(decimalText(pool?.tokenBalance ?? ZERO_DECIMAL)).toBe('4901.5');
  });

  it('reads the token balance sign from each side: a holder that is the high account', () => {
    const tx = validatedTx({ TransactionType: 'OfferCreate', Account: trader }, [
      accountRoot(trader, 50_000_000n, 53_499_988n),
      rippleState({
        low: issuer,
        high: trader,
        currency: 'USD',
        before: '-40',
        after: '-10',
        highLimit: '1000',
      }),
      accountRoot(amm, 500_000_000n, 496_500_000n, AMM_ID),
      rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-5030' }),
    ]);
    expect(plain(deriveTx(tx).trades)).toEqual([
      {
        account: trader,
        tokenId: TOKEN,
        side: 'sell',
        xrp: '3500000',
        tokens: '30',
        role: 'taker',
        kind: 'trade',
      },
    ]);
  });

  it('counts the offer owner it crossed as a maker trading the other way', () => {
    const tx = validatedTx({ TransactionType: 'OfferCreate', Account: trader }, [
      accountRoot(trader, 50_000_000n, 55_999_988n),
      rippleState({ low: trader, high: issuer, currency: 'USD', before: '50', after: '0', lowLimit: '1000' }),
      accountRoot(maker, 80_000_000n, 77_500_000n),
      rippleState({ low: maker, high: issuer, currency: 'USD', before: '0', after: '20', lowLimit: '1000' }),
      offerNode(maker, 'deleted'),
      accountRoot(amm, 500_000_000n, 496_500_000n, AMM_ID),
      rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-5030' }),
    ]);
    expect(plain(deriveTx(tx).trades)).toEqual([
      {
        account: trader,
        tokenId: TOKEN,
        side: 'sell',
        xrp: '6000000',
        tokens: '50',
        role: 'taker',
        kind: 'trade',
      },
      {
        account: maker,
        tokenId: TOKEN,
        side: 'buy',
        xrp: '2500000',
        tokens: '20',
        role: 'maker',
        kind: 'trade',
      },
    ]);
  });

  it('keeps a token-to-token swap bridged through XRP as a sell leg and a buy leg worth the bridged XRP', () => {
    const tx = validatedTx({ TransactionType: 'Payment', Account: trader, Destination: trader }, [
      accountRoot(trader, 50_000_000n, 49_999_988n),
      rippleState({
        low: trader,
        high: issuer,
        currency: 'USD',
        before: '30',
        after: '20',
        lowLimit: '1000',
      }),
      rippleState({ low: trader, high: issuerB, currency: 'EUR', before: '0', after: '5', lowLimit: '1000' }),
      accountRoot(amm, 500_000_000n, 496_000_000n, AMM_ID),
      rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-5010' }),
      accountRoot(ammB, 300_000_000n, 304_000_000n, AMM_ID),
      rippleState({ low: issuerB, high: ammB, currency: 'EUR', before: '-700', after: '-695' }),
    ]);
    expect(plain(deriveTx(tx).trades)).toEqual([
      {
        account: trader,
        tokenId: TOKEN,
        side: 'sell',
        xrp: '4000000',
        tokens: '10',
        role: 'taker',
        kind: 'swap',
      },
      {
        account: trader,
        tokenId: TOKEN_B,
        side: 'buy',
        xrp: '4000000',
        tokens: '5',
        role: 'taker',
        kind: 'swap',
      },
    ]);
  });

  it('records a token payment to a friend as a transfer, not a trade', () => {
    const tx = validatedTx(
      { TransactionType: 'Payment', Account: trader, Destination: friend },
      [
        accountRoot(trader, 50_000_000n, 49_999_988n),
        rippleState({
          low: trader,
          high: issuer,
          currency: 'USD',
          before: '30',
          after: '5',
          lowLimit: '1000',
        }),
        rippleState({
          low: friend,
          high: issuer,
          currency: 'USD',
          before: '0',
          after: '25',
          lowLimit: '1000',
        }),
      ],
      { delivered_amount: { currency: 'USD', issuer, value: '25' } },
    );
    const derived = deriveTx(tx);
    expect(derived.trades).toEqual([]);
    expect(derived.transfers.map((t) => [t.from, t.to, t.tokenId, decimalText(t.amount)])).toEqual([
      [trader, friend, TOKEN, '25'],
    ]);
  });

  it('treats paying XRP to deliver tokens to a friend as a buy by the payer, then a transfer', () => {
    const tx = validatedTx(
      { TransactionType: 'Payment', Account: trader, Destination: friend, SendMax: '3000000' },
      [
        accountRoot(trader, 50_000_000n, 47_999_988n),
        rippleState({
          low: friend,
          high: issuer,
          currency: 'USD',
          before: '0',
          after: '19.6',
          lowLimit: '1000',
        }),
        accountRoot(amm, 500_000_000n, 502_000_000n, AMM_ID),
        rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-4980.4' }),
      ],
      { delivered_amount: { currency: 'USD', issuer, value: '19.6' } },
    );
    const derived = deriveTx(tx);
    expect(plain(derived.trades)).toEqual([
      {
        account: trader,
        tokenId: TOKEN,
        side: 'buy',
        xrp: '2000000',
        tokens: '19.6',
        role: 'taker',
        kind: 'trade',
      },
    ]);
    expect(derived.transfers).toHaveLength(1);
  });

  it('sees an AMM deposit as a liquidity event with the LP tokens received, not a trade', () => {
    const lp = '03930D02208264E2E40EC1B0C09E4DB96EE197B1';
    const tx = validatedTx({ TransactionType: 'AMMDeposit', Account: trader }, [
      accountRoot(trader, 50_000_000n, 39_999_988n),
      rippleState({
        low: trader,
        high: issuer,
        currency: 'USD',
        before: '200',
        after: '100',
        lowLimit: '1000',
      }),
      rippleState({ low: trader, high: amm, currency: lp, before: '0', after: '31.6227766016838' }),
      accountRoot(amm, 500_000_000n, 510_000_000n, AMM_ID),
      rippleState({ low: issuer, high: amm, currency: 'USD', before: '-5000', after: '-5100' }),
      ammNode(amm, 'USD', issuer, '1612.451549659711'),
    ]);
    const derived = deriveTx(tx);
    expect(derived.trades).toEqual([]);
    expect(
      derived.ammEvents.map((e) => [
        e.kind,
        e.account,
        e.tokenId,
        String(e.xrpDrops),
        decimalText(e.tokenAmount),
        decimalText(e.lpTokens),
      ]),
    ).toEqual([['deposit', trader, TOKEN, '-10000000', '-100', '31.6227766016838']]);
    expect(derived.changes.pools.get(amm)).toMatchObject({
      xrpDrops: 510_000_000n,
      tradingFee: 500,
      xrpPool: true,
    });
  });

  it('derives nothing but the fee from a failed transaction', () => {
    const tx = validatedTx(
      { TransactionType: 'Payment', Account: trader, Destination: trader },
      [accountRoot(trader, 50_000_000n, 49_999_988n)],
      { TransactionResult: 'tecPATH_DRY' },
    );
    const derived = deriveTx(tx);
    expect(derived.trades).toEqual([]);
    expect(derived.transfers).toEqual([]);
    expect(derived.changes.xrp.size).toBe(0);
  });

  it('marks a deleted trust line as gone for its holder', () => {
    const tx = validatedTx({ TransactionType: 'TrustSet', Account: trader }, [
      accountRoot(trader, 50_000_000n, 49_999_988n),
      rippleState({ low: trader, high: issuer, currency: 'USD', before: '0', after: '0', kind: 'deleted' }),
    ]);
    const lines = deriveTx(tx).changes.lines.filter((l) => l.holder === trader);
    expect(lines.map((l) => [l.tokenId, l.exists])).toEqual([[TOKEN, false]]);
  });
});
