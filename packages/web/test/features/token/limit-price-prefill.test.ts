import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LimitTab } from '../../../src/features/token/LimitTab.js';
import { limitPricePrefill } from '../../../src/features/token/limit-price.js';

const TOKEN_ID = '544F4B0000000000000000000000000000000000:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

describe('the limit form prefills the market price as a person would type it (issue 16)', () => {
  it('rounds the market price to 6 significant digits, never 19 digits of float noise', () => {
    expect(limitPricePrefill('0.0007954608780806739')).toBe('0.000795461');
    expect(limitPricePrefill('2.5')).toBe('2.5');
    expect(limitPricePrefill('1234.56789')).toBe('1234.57');
    expect(limitPricePrefill(undefined)).toBe('');
  });

  it('shows the rounded price in the price field of the limit tab', () => {
    const html = renderToStaticMarkup(
      createElement(LimitTab, {
        ticker: 'TOK',
        tokenId: TOKEN_ID,
        priceXrp: '0.0007954608780806739',
        address: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
        holdings: null,
      }),
    );
    const price = /<input[^>]*data-testid="limit-price"[^>]*>/.exec(html)?.[0] ?? '';
    expect(price).toContain('value="0.000795461"');
  });
});
