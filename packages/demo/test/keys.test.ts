/** The demo's keys: one owner-only master secret, every wallet derived from it by name, nothing else kept. */
import { mkdtemp, readFile, readdir, stat, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoKeyFile, deriveWallet, loadOrCreateDemoSecret } from '../src/keys.js';

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'horizon-demo-keys-'));

describe('the demo master secret', () => {
  it('is made once, owner-only, and read back the same on the next start', async () => {
    const dir = await tempDir();
    const first = await loadOrCreateDemoSecret(dir);
    expect(first).toHaveLength(32);
    expect((await stat(demoKeyFile(dir))).mode & 0o777).toBe(0o600);
    expect(await loadOrCreateDemoSecret(dir)).toEqual(first);
    expect(await readdir(path.join(dir, 'secrets'))).toEqual(['demo-master.key']);
  });

  it('is tightened back to owner-only when someone loosened it', async () => {
    const dir = await tempDir();
    await loadOrCreateDemoSecret(dir);
    await chmod(demoKeyFile(dir), 0o644);
    await loadOrCreateDemoSecret(dir);
    expect((await stat(demoKeyFile(dir))).mode & 0o777).toBe(0o600);
  });

  it('two processes starting at once end with the same secret', async () => {
    const dir = await tempDir();
    const [a, b] = await Promise.all([loadOrCreateDemoSecret(dir), loadOrCreateDemoSecret(dir)]);
    expect(a).toEqual(b);
  });
});

describe('demo wallets', () => {
  const master = Buffer.alloc(32, 7);

  it('derive the same wallet for the same name, and different wallets for different names or masters', () => {
    const bot = deriveWallet(master, 'bot:0');
    expect(deriveWallet(master, 'bot:0').classicAddress).toBe(bot.classicAddress);
    expect(deriveWallet(master, 'bot:1').classicAddress).not.toBe(bot.classicAddress);
    expect(deriveWallet(Buffer.alloc(32, 8), 'bot:0').classicAddress).not.toBe(bot.classicAddress);
  });

  it('are ed25519 wallets whose seed is nowhere on disk', async () => {
    const dir = await tempDir();
    const secret = await loadOrCreateDemoSecret(dir);
    const wallet = deriveWallet(secret, 'issuer:ARMY');
    expect(wallet.publicKey.startsWith('ED')).toBe(true);
    const onDisk = await readFile(demoKeyFile(dir), 'utf8');
    expect(onDisk).not.toContain(wallet.seed ?? 'no seed');
    expect(onDisk).not.toContain(wallet.privateKey);
  });
});
