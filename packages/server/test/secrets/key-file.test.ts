import { chmod, mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateKey } from '../../src/secrets/key-file.js';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'horizon-keys-'));

describe('server keys kept in DATA_DIR', () => {
  it('are generated once, readable by the owner only, and the same after a restart', async () => {
    const dataDir = await tempDir();
    const key = await loadOrCreateKey(dataDir, 'altcha-hmac');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'secrets', 'altcha-hmac.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dataDir, 'secrets'))).mode & 0o777).toBe(0o700);
    expect(await loadOrCreateKey(dataDir, 'altcha-hmac')).toBe(key);
    expect(await loadOrCreateKey(dataDir, 'session-cookie')).not.toBe(key);
  });

  it('agree when two processes create the key at the same moment', async () => {
    const dataDir = await tempDir();
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateKey(dataDir, 'race')));
    expect(new Set(keys).size).toBe(1);
    expect((await readFile(path.join(dataDir, 'secrets', 'race.key'), 'utf8')).trim()).toBe(keys[0]);
  });

  it('are tightened back to owner-only if someone loosened them', async () => {
    const dataDir = await tempDir();
    await loadOrCreateKey(dataDir, 'k');
    const file = path.join(dataDir, 'secrets', 'k.key');
    await chmod(file, 0o644);
    await loadOrCreateKey(dataDir, 'k');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when given there, writing nothing', async () => {
    const dataDir = await tempDir();
    expect(await loadOrCreateKey(dataDir, 'k', 'from-env-'.repeat(5))).toBe('from-env-'.repeat(5));
    await expect(stat(path.join(dataDir, 'secrets'))).rejects.toThrow(/ENOENT/);
  });
});
