import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'xrpl';

// `npm run localnet -- --conf rippled.cfg` starts with exactly the config's [features] enabled and refuses, in one
// line and with exit 1, a config naming an amendment this localnet does not implement.

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'localnet-conf-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function run(conf: string) {
  const path = join(dir, `${children.length}.cfg`);
  writeFileSync(path, conf);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@horizon/source',
      CLI,
      '--ws-port',
      '0',
      '--rpc-port',
      '0',
      '--conf',
      path,
      '--data-dir',
      `${path}.data`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, path, out: () => out, err: () => err, exited };
}

describe('the localnet CLI with --conf', () => {
  it('refuses an amendment it does not implement, in one line naming the file, the line and the name', async () => {
    const started = run('[features]\nAMM\nMultiSign\n');
    expect(await started.exited).toBe(1);
    expect(started.err()).toBe(
      `localnet: ${started.path} line 3: [features] names MultiSign, which this localnet does not implement; remove it (the feature method lists those it does)\n`,
    );
  });

  it('refuses a bad number naming its line', async () => {
    const started = run('[voting]\nreference_fee = 10 drops\n');
    expect(await started.exited).toBe(1);
    expect(started.err()).toBe(
      `localnet: ${started.path} line 2: [voting] reference_fee must be a whole number of drops, got "10 drops"\n`,
    );
  });

  it('enables exactly the [features] at genesis; feature reports the rest supported, not enabled', async () => {
    const started = run('[features]\nAMM\nfixAMMv1_1\n[voting]\nreference_fee = 12\n');
    let url: string | undefined;
    while (!url || !started.out().includes('genesis account')) {
      url = /WebSocket (ws:\/\/\S+)/.exec(started.out())?.[1];
      if (started.child.exitCode !== null) throw new Error(`exited early: ${started.out()}${started.err()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const client = new Client(url);
    await client.connect();
    try {
      const ask = async (feature: string) =>
        (
          (await client.request({ command: 'feature', feature } as never)) as {
            result: Record<string, unknown>;
          }
        ).result;
      expect(Object.values(await ask('AMM'))[0]).toMatchObject({ enabled: true, supported: true });
      expect(Object.values(await ask('fixAMMv1_3'))[0]).toMatchObject({ enabled: false, supported: true });
      const fee = (await client.request({ command: 'fee' })).result;
      expect(fee.drops.base_fee).toBe('12');
    } finally {
      await client.disconnect();
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
});
