/** The premium page says by which rule a wallet is premium, and pays exactly the monthly fee to the treasury. */
import { describe, expect, it } from 'vitest';
import { statusLine, subscribeIntent, tickerOf } from '../../../src/features/premium/premium-model.js';

const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const TREASURY = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const terms = {
  treasury_address: TREASURY,
  platform_token_id: `HRZ:${ISSUER}`,
  min_platform_tokens: '100',
  monthly_fee_xrp: '5',
  payment_window_days: 30,
};
const status = (by: 'tokens' | 'payment' | null, held = '0', paid = '0') => ({
  classic_address: ISSUER,
  premium: by !== null,
  by,
  platform_tokens_held: held,
  paid_xrp: paid,
});

describe('the premium page model', () => {
  it('names the platform token by its ticker, also for a 40-hex code', () => {
    expect(tickerOf(`HRZ:${ISSUER}`)).toBe('HRZ');
    expect(tickerOf(`${'41524D5900000000000000000000000000000000'}:${ISSUER}`)).toBe('ARMY');
    expect(tickerOf(null)).toBeNull();
  });

  it('says a wallet is premium by holding, with what it holds', () => {
    expect(statusLine(status('tokens', '150.5', '5'), terms)).toBe('Premium: this wallet holds 150.5 HRZ.');
  });

  it('says a wallet is premium by payment, with what it paid in the window', () => {
    expect(statusLine(status('payment', '3', '7.5'), terms)).toBe(
      'Premium: this wallet paid 7.5 XRP to the treasury in the last 30 days.',
    );
  });

  it('says plainly when a wallet is not premium', () => {
    expect(statusLine(status(null, '99', '4.999999'), terms)).toBe('Not premium yet.');
  });

  it('subscribes with the monthly fee sent to the treasury, and not at all without a treasury', () => {
    expect(subscribeIntent(terms)).toEqual({ kind: 'sendXrp', destination: TREASURY, xrpAmount: '5' });
    expect(subscribeIntent({ ...terms, treasury_address: null })).toBeNull();
  });
});
