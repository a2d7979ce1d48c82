/** The success view's amounts and the swap's optimistic update (spec §3 submit results, §4). */
import { describe, expect, it } from 'vitest';
import { resultLines } from '../../src/trade-flow/result.js';
import { tradeDeltasFor } from '../../src/trade-flow/optimistic.js';
import { ISSUER, TOKEN } from './fixtures.js';

describe('success amounts', () => {
  it('names what arrived with its unit', () => {
    const buy = { kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 } as const;
    expect(resultLines(buy, [{ tx_hash: 'A', token_amount_received: '98.5' }])).toEqual([
      { label: 'Received', amount: '98.5 USD' },
    ]);
  });

  it('lists every clear-all batch’s freed reserve', () => {
    const lines = resultLines({ kind: 'trustlineClearAll' }, [{ freed_xrp: '2' }, { freed_xrp: '0.4' }]);
    expect(lines.map((l) => l.amount)).toEqual(['2 XRP', '0.4 XRP']);
  });
});

describe('swap optimistic update', () => {
  it('sells the from-token and buys the to-token, both worth the quoted XRP, XRP unchanged', () => {
    const swap = {
      kind: 'swap',
      fromTokenId: TOKEN,
      toTokenId: `EUR:${ISSUER}`,
      fromAmount: '50',
      valueXrp: '20',
    } as const;
    const deltas = tradeDeltasFor({
      intent: swap,
      response: { to_token_received: '9.1' },
      source: 'swap-panel',
    });
    expect(deltas).toEqual([
      {
        tradeType: 'sell',
        tokenId: TOKEN,
        xrpDelta: '0',
        tokenDelta: '-50',
        xrpAmount: '20',
        source: 'swap-panel',
      },
      {
        tradeType: 'buy',
        tokenId: `EUR:${ISSUER}`,
        xrpDelta: '0',
        tokenDelta: '9.1',
        xrpAmount: '20',
        source: 'swap-panel',
      },
    ]);
  });

  it('a send leaves the cache to the refresh', () => {
    const send = { kind: 'sendXrp', destination: ISSUER, xrpAmount: '1' } as const;
    expect(tradeDeltasFor({ intent: send, response: {}, source: 'send' })).toEqual([]);
  });
});
