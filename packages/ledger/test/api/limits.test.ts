import { describe, expect, it } from 'vitest';
import { RpcError } from '../../src/api/errors.js';
import { LIMITS, readLimit } from '../../src/api/params.js';

// rippled's readLimitField: what a caller's `limit` becomes, for an admin (unlimited) and a guest connection.

const range = LIMITS.accountTx;
const read = (limit: unknown, admin: boolean) => readLimit({ params: { limit }, admin }, range);

function refusal(limit: unknown): unknown {
  try {
    read(limit, true);
  } catch (e) {
    return e instanceof RpcError ? e.json.error_message : e;
  }
  return undefined;
}

describe('readLimit', () => {
  it('gives the default when no limit is asked, admin or not', () => {
    expect(read(undefined, false)).toBe(200);
    expect(read(null, true)).toBe(200);
  });

  it('clamps a guest into the range, at both ends', () => {
    expect(read(1, false)).toBe(10);
    expect(read(10, false)).toBe(10);
    expect(read(400, false)).toBe(400);
    expect(read(401, false)).toBe(400);
    expect(read(0xffffffff, false)).toBe(400);
  });

  it('keeps an admin limit as asked, however small or large', () => {
    expect(read(1, true)).toBe(1);
    expect(read(5000, true)).toBe(5000);
    expect(read(0xffffffff, true)).toBe(0xffffffff);
  });

  it('refuses zero, negatives, fractions and non-numbers for everyone', () => {
    expect(refusal(0)).toBe("Invalid field 'limit'.");
    expect(refusal(-1)).toBe("Invalid field 'limit', not unsigned integer.");
    expect(refusal(2.5)).toBe("Invalid field 'limit', not unsigned integer.");
    expect(refusal('10')).toBe("Invalid field 'limit', not unsigned integer.");
    expect(refusal(0x100000000)).toBe("Invalid field 'limit', not unsigned integer.");
  });
});
