/** The QR code's drawing: exactly the dark modules, as runs; and the encoder's matrix for a referral link. */
import { referralLinkOf } from '@horizon/core';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPathOf } from '../../../src/features/wallet-dashboard/qr-path.js';

/** The modules a path covers, read back from its run rectangles. */
function darkOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i += 1) (grid[Number(y)] as boolean[])[Number(x) + i] = true;
  }
  return grid;
}

describe('the QR drawing', () => {
  it('draws each horizontal run of dark modules as one rectangle', () => {
    const t = true;
    const f = false;
    expect(
      qrPathOf([
        [t, t, f, t],
        [f, f, f, f],
        [f, t, t, t],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
    expect(qrPathOf([[f, f]])).toBe('');
  });

  it('covers exactly the dark modules of a referral link’s code', () => {
    const { size, data } = encode(referralLinkOf('https://horizon.example', 'ABCD2345'), {
      ecc: 'M',
      border: 0,
    });
    expect(size).toBeGreaterThanOrEqual(21);
    expect(darkOf(qrPathOf(data), size)).toEqual(data);
  });
});
