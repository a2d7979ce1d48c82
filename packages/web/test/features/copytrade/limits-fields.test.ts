/** The copy-trade limits form's XRP fields say beside themselves what is wrong with an amount, in core's words. */
import { INPUT_ERRORS } from '@horizon/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LimitsFields } from '../../../src/features/copytrade/LimitsFields.js';
import { DEFAULT_LIMITS, type LimitsForm } from '../../../src/features/copytrade/limits-form.js';

const problems = (form: LimitsForm) =>
  [
    ...renderToStaticMarkup(createElement(LimitsFields, { form, onChange: () => undefined })).matchAll(
      /data-testid="field-problem">([^<]*)</g,
    ),
  ].map((m) => m[1]);

describe('the copy-trade limits fields', () => {
  it('say nothing about the default limits', () => {
    expect(problems(DEFAULT_LIMITS)).toEqual([]);
  });

  it('refuse a negative XRP per trade, a comma and a seventh decimal in XRP per day, in words', () => {
    expect(problems({ ...DEFAULT_LIMITS, maxXrpPerTrade: '-1', maxXrpPerDay: '1,5' })).toEqual([
      INPUT_ERRORS.amountNegative,
      INPUT_ERRORS.amountNotNumber,
    ]);
    expect(problems({ ...DEFAULT_LIMITS, maxXrpPerDay: '1.1234567' })).toEqual([INPUT_ERRORS.xrpDecimals]);
  });
});
