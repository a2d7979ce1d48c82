import { describe, expect, it } from 'vitest';
import { encodeSeed } from 'ripple-address-codec';
import { isValidSeed, seedAlgorithms, seedInputMessage, validateSeed } from '../../src/validation/seed.js';

const entropy = (fill: number) => new Uint8Array(16).fill(fill);
const ED_SEED = encodeSeed(entropy(7), 'ed25519');
const SECP_SEED = encodeSeed(entropy(0), 'secp256k1');

/** A real secp256k1 seed whose second character is `c`. */
function secpSeedStartingWith(c: string): string {
  for (let i = 0; i < 256; i += 1) {
    for (let j = 0; j < 256; j += 1) {
      const bytes = entropy(0);
      bytes[0] = i;
      bytes[1] = j;
      const seed = encodeSeed(bytes, 'secp256k1');
      if (seed[1] === c) return seed;
    }
  }
  throw new Error(`no seed starting with s${c}`);
}

describe('seed import', () => {
  it('accepts real seeds of both algorithms', () => {
    expect(ED_SEED.startsWith('sEd')).toBe(true);
    expect(SECP_SEED).toBe('sp6JS7f14BuwFY8Mw6bTtLKWauoUs');
    expect(validateSeed(ED_SEED)).toEqual({ ok: true, value: { seed: ED_SEED, algorithms: ['ed25519'] } });
    expect(validateSeed(` ${SECP_SEED} `)).toEqual({
      ok: true,
      value: { seed: SECP_SEED, algorithms: ['secp256k1'] },
    });
  });

  it('refuses a seed with a broken checksum', () => {
    const last = SECP_SEED.slice(-1) === 's' ? 'r' : 's';
    const typo = SECP_SEED.slice(0, -1) + last;
    expect(validateSeed(typo)).toEqual({ ok: false, error: 'Invalid seed format' });
  });

  it("refuses anything not 's' + at least 20 letters or digits", () => {
    expect(isValidSeed('x' + SECP_SEED.slice(1))).toBe(false);
    expect(isValidSeed('s' + 'a'.repeat(19))).toBe(false);
    expect(isValidSeed(SECP_SEED.slice(0, 10) + '-' + SECP_SEED.slice(11))).toBe(false);
    expect(validateSeed('shortseed')).toEqual({ ok: false, error: 'Invalid seed format' });
  });

  it('asks for a seed when the input is empty', () => {
    expect(validateSeed('')).toEqual({ ok: false, error: 'Please enter your seed' });
  });
});

describe('seed algorithm detection', () => {
  it('locks sEd to ed25519 and sn, sh, sp to secp256k1', () => {
    expect(seedAlgorithms('sEdTM1uX8pu2do5XvTnutH6HsouMaM2')).toEqual(['ed25519']);
    for (const c of ['n', 'h', 'p']) expect(seedAlgorithms(secpSeedStartingWith(c))).toEqual(['secp256k1']);
  });

  it('tries both for any other prefix, secp256k1 first', () => {
    const ss = secpSeedStartingWith('s');
    const sa = secpSeedStartingWith('a');
    expect(validateSeed(ss)).toEqual({ ok: true, value: { seed: ss, algorithms: ['secp256k1', 'ed25519'] } });
    expect(seedAlgorithms(sa)).toEqual(['secp256k1', 'ed25519']);
  });
});

describe('seed message while typing', () => {
  it('stays silent up to 10 characters', () => {
    expect(seedInputMessage('s123456789')).toBeUndefined();
    expect(seedInputMessage('')).toBeUndefined();
  });

  it('shows the UI message over 10 characters when invalid, and clears when valid', () => {
    expect(seedInputMessage('s1234567890')).toBe('Invalid seed. Please check your input.');
    expect(seedInputMessage(ED_SEED)).toBeUndefined();
  });
});
