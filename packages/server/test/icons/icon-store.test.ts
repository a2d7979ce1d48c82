/**
 * Hosted icons live in the database, so several servers on one PostgreSQL serve the same icon at the same
 * URL: stored once under the hash of the bytes, read back byte for byte, on PGlite and on PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { ICON_ERRORS } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrations.js';
import { HttpError } from '../../src/http/http-error.js';
import { IconStore } from '../../src/icons/index.js';
import {
  openTestPglite,
  openTestPostgres,
  postgresReachable,
  reportPostgresSkipped,
} from '../support/databases.js';
import { TestClock } from '../support/test-app.js';
import { SVG, solidPng } from './images.js';

const pgAvailable = await postgresReachable();
reportPostgresSkipped('icons/icon-store', pgAvailable);

function storeSuite(open: () => Promise<{ db: Database; close(): Promise<void> }>) {
  let db: Database;
  let close: () => Promise<void>;
  let store: IconStore;
  beforeAll(async () => {
    ({ db, close } = await open());
    await migrate(db);
    store = new IconStore(db, new TestClock(Date.UTC(2026, 0, 1)));
  }, 120_000);
  afterAll(() => close());

  it('keeps an icon once under the hash of its bytes and gives back exactly those bytes', async () => {
    const png = solidPng(20, 10, [255, 0, 0]);
    const hash = createHash('sha256').update(png).digest('hex');
    expect(await store.put(png)).toBe(`/api/icons/${hash}.png`);
    expect(await store.put(png)).toBe(`/api/icons/${hash}.png`);
    const rows = await db.query<{ width: number; height: number; content_type: string }>(
      'SELECT width, height, content_type FROM icons WHERE hash = $1',
      [hash],
    );
    expect(rows).toEqual([{ width: 20, height: 10, content_type: 'image/png' }]);
    const got = await store.get(`${hash}.png`);
    expect(got?.contentType).toBe('image/png');
    expect(got?.bytes.equals(png)).toBe(true);
    expect(await store.has(`/api/icons/${hash}.png`)).toBe(true);
  });

  it('finds nothing under another extension, an unknown hash or a name that is not a hash', async () => {
    const png = solidPng(4, 4);
    const hash = createHash('sha256').update(png).digest('hex');
    await store.put(png);
    expect(await store.get(`${hash}.jpg`)).toBeUndefined();
    expect(await store.get(`${'1'.repeat(64)}.png`)).toBeUndefined();
    expect(await store.get(`../${hash}.png`)).toBeUndefined();
    expect(await store.get(`${hash.toUpperCase()}.png`)).toBeUndefined();
  });

  it('refuses an SVG with the reason and keeps nothing', async () => {
    const before = await db.query('SELECT hash FROM icons');
    await expect(store.put(SVG)).rejects.toEqual(new HttpError(400, ICON_ERRORS.wrongType));
    expect(await db.query('SELECT hash FROM icons')).toEqual(before);
  });
}

describe('icons on PGlite', () => {
  storeSuite(async () => {
    const db = await openTestPglite();
    return { db, close: () => db.close() };
  });
});

describe.runIf(pgAvailable)('icons on PostgreSQL', () => {
  storeSuite(async () => {
    const { db, drop } = await openTestPostgres();
    return { db, close: drop };
  });
});
