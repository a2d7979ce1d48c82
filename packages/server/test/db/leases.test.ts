/**
 * Work leases on a real database: a holder whose heartbeat stalled is taken over, and when that old holder
 * finally finishes it must neither refresh nor let go of the new holder's lease (else a third instance could
 * start the same sniper round or burn beside the second).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import { Leases } from '../../src/db/leases.js';
import { migrate } from '../../src/db/migrations.js';
import { openTestPglite } from '../support/databases.js';

let db: Database;
let now = Date.parse('2026-11-28T12:00:00Z');
const clock = { now: () => now };

beforeAll(async () => {
  db = await openTestPglite();
  await migrate(db);
});

afterAll(async () => {
  await db?.close();
});

describe('a work lease', () => {
  it('taken over from a stalled holder stays with the new holder after the old one finishes', async () => {
    const leases = new Leases(db, clock, { beatMs: 60_000, staleMs: 1_000 });
    let releaseOld!: () => void;
    const oldWork = leases.hold('vote_burn:2026-11-28', () => new Promise<void>((r) => (releaseOld = r)));
    await expect.poll(() => releaseOld).toBeDefined();

    now += 5_000; // the old holder's beat is now stale
    let releaseNew!: () => void;
    const newWork = leases.hold('vote_burn:2026-11-28', () => new Promise<void>((r) => (releaseNew = r)));
    await expect.poll(() => releaseNew).toBeDefined();

    releaseOld();
    expect(await oldWork).toEqual({ held: true, value: undefined });
    // The new holder still holds it: a third caller is refused.
    expect(await leases.hold('vote_burn:2026-11-28', async () => 'third')).toEqual({ held: false });

    releaseNew();
    await newWork;
    expect(await leases.hold('vote_burn:2026-11-28', async () => 'after')).toEqual({
      held: true,
      value: 'after',
    });
  });
});
