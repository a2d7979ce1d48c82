import { describe, expect, it } from 'vitest';
import { validateSlippagePercent } from '../../src/validation/slippage.js';

describe('slippage tolerance', () => {
  it('accepts 0.1% to 50%, the default 1% included', () => {
    expect(validateSlippagePercent(1)).toEqual({ ok: true, value: '1' });
    expect(validateSlippagePercent('0.1')).toEqual({ ok: true, value: '0.1' });
    expect(validateSlippagePercent('50')).toEqual({ ok: true, value: '50' });
  });

  it('refuses values outside the range or unreadable', () => {
    const refused = { ok: false, error: 'Slippage must be between 0.1% and 50%' };
    expect(validateSlippagePercent('0.09')).toEqual(refused);
    expect(validateSlippagePercent(0)).toEqual(refused);
    expect(validateSlippagePercent('50.01')).toEqual(refused);
    expect(validateSlippagePercent('-1')).toEqual(refused);
    expect(validateSlippagePercent('one')).toEqual(refused);
  });
});
