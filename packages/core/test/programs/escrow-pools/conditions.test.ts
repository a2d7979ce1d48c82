/** PREIMAGE-SHA-256 conditions and fulfillments in rippled's DER, the EscrowFinish fee, ledger time. */
import { describe, expect, it } from 'vitest';
import {
  escrowFinishFeeUnits,
  fromRippleTime,
  preimageConditionHex,
  preimageFulfillmentHex,
  toRippleTime,
} from '../../../src/programs/escrow-pools/index.js';

const EMPTY_SHA256 = 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855';

describe('crypto-conditions', () => {
  it("match the standard's vector for the empty preimage", () => {
    expect(preimageConditionHex(EMPTY_SHA256, 0)).toBe(`A0258020${EMPTY_SHA256}810100`);
  });

  it('encode a 32-byte preimage as rippled parses it', () => {
    const preimage = 'AB'.repeat(32);
    expect(preimageFulfillmentHex(preimage)).toBe(`A0228020${preimage}`);
    expect(preimageConditionHex('cd'.repeat(32))).toBe(`A0258020${'CD'.repeat(32)}810120`);
  });

  it('refuse what is not a fingerprint or a preimage', () => {
    expect(() => preimageConditionHex('abc')).toThrow('32 bytes');
    expect(() => preimageFulfillmentHex('')).toThrow('1 to 125 bytes');
    expect(() => preimageFulfillmentHex('zz')).toThrow('1 to 125 bytes');
  });
});

describe('the EscrowFinish fee', () => {
  it('is 33 base fees plus one per 16 bytes of fulfillment, one without', () => {
    expect(escrowFinishFeeUnits(`A0228020${'00'.repeat(32)}`)).toBe(35n);
    expect(escrowFinishFeeUnits(undefined)).toBe(1n);
  });
});

describe('ledger time', () => {
  it('counts whole seconds since 2000-01-01 UTC', () => {
    expect(toRippleTime(Date.parse('2000-01-01T00:00:00Z'))).toBe(0);
    expect(toRippleTime(Date.parse('2026-11-25T00:00:01.900Z'))).toBe(848_880_001);
    expect(fromRippleTime(848_880_001)).toBe(Date.parse('2026-11-25T00:00:01Z'));
  });
});
