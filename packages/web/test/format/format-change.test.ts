import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceChange } from '../../src/ui/PriceChange.js';
import { NO_CHANGE, formatPriceChange } from '../../src/format/format-change.js';

describe('24 h price change display (issue 7 item 5)', () => {
  it.each([
    [1.23, '+1.23%', 'up'],
    [-4.56, '\u22124.56%', 'down'],
    [0, '0.00%', 'flat'],
    [0.01, '+0.01%', 'up'],
    [-0.01, '\u22120.01%', 'down'],
    [-100, '\u2212100.00%', 'down'],
    [12345.67, '+12,345.67%', 'up'],
    [1234567, '+1,234,567.00%', 'up'],
  ] as const)('%s reads %s, %s', (change, text, tone) => {
    expect(formatPriceChange(change)).toEqual({ text, tone });
  });

  it('shows a dash, uncoloured, without a price 24 h ago', () => {
    expect(formatPriceChange(null)).toEqual({ text: NO_CHANGE, tone: 'flat' });
    expect(formatPriceChange(undefined)).toEqual({ text: '—', tone: 'flat' });
  });

  it('never guesses: a number that is not whole hundredths shows the dash', () => {
    for (const bad of [1.234, 0.001, -0.005, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatPriceChange(bad)).toEqual({ text: NO_CHANGE, tone: 'flat' });
  });
});

describe('the 24 h change as rendered', () => {
  it('is green when up, red when down, muted for the dash', () => {
    const html = (change: number | null) => renderToStaticMarkup(createElement(PriceChange, { change }));
    expect(html(1.23)).toBe('<span class="mono up" data-testid="price-change-24h">+1.23%</span>');
    expect(html(-4.56)).toBe('<span class="mono down" data-testid="price-change-24h">\u22124.56%</span>');
    expect(html(null)).toBe('<span class="mono muted" data-testid="price-change-24h">—</span>');
  });
});
