/** A send carries exactly the memo typed, or none (issue 8: refuse what differs from the request). */
import { describe, expect, it } from 'vitest';
import { convertAndCheck } from '../../src/trade-flow/sign-server-built.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { ISSUER, TOKEN, TRADER, TREASURY, unsigned } from './fixtures.js';

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex');
const memo = (text: string) => [{ memo: { memo_data: hex(text), memo_format: hex('text/plain') } }];

function check(intent: TradeIntent, fields: Record<string, unknown>) {
  const tx = unsigned({ transaction_type: 'Payment', destination: TREASURY, ...fields });
  return convertAndCheck(intent, FLOWS[intent.kind].unsigned({ tx_to_sign: tx }), TRADER);
}

describe('send memos', () => {
  const send: TradeIntent = {
    kind: 'sendToken',
    tokenId: TOKEN,
    destination: TREASURY,
    tokenAmount: '3',
    memo: 'invoice 42 ✓',
  };
  const amount = { currency: 'USD', issuer: ISSUER, value: '3' };

  it('accepts the memo typed, in UTF-8', () => {
    expect(check(send, { amount, memos: memo('invoice 42 ✓') })).toHaveLength(1);
  });

  it('refuses another memo, a missing one, or one the user did not type', () => {
    expect(() => check(send, { amount, memos: memo('invoice 43 ✓') })).toThrow('memo');
    expect(() => check(send, { amount })).toThrow('memo');
    const plain: TradeIntent = { kind: 'sendXrp', destination: TREASURY, xrpAmount: '1' };
    expect(() => check(plain, { amount: '1000000', memos: memo('hi') })).toThrow('memo');
    expect(check(plain, { amount: '1000000' })).toHaveLength(1);
  });

  it('asks the server for the memo and the tag', () => {
    const request = FLOWS.sendToken.request(
      { ...(send as TradeIntent & { kind: 'sendToken' }), destinationTag: 7 },
      TRADER,
    );
    expect(request.body).toMatchObject({ memo: 'invoice 42 ✓', destination_tag: 7, token_amount: '3' });
  });
});
