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

function run(conf: string, ports = ['--ws-port', '0', '--rpc-port', '0']) {
  const path = join(dir, `${children.length}.cfg`);
  writeFileSync(path, conf);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@horizon/source',
      CLI,
      ...ports,
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

async function listening(started: ReturnType<typeof run>): Promise<{ ws: string; rpc: string }> {
  for (;;) {
    const ws = /WebSocket (ws:\/\/\S+)/.exec(started.out())?.[1];
    const rpc = /JSON-RPC {2}(http:\/\/\S+)/.exec(started.out())?.[1];
    if (ws && rpc && started.out().includes('genesis account')) return { ws, rpc };
    if (started.child.exitCode !== null) throw new Error(`exited early: ${started.out()}${started.err()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the localnet CLI with --conf', () => {
  it('refuses an amendment it does not implement, in one line naming the file, the line and the name', async () => {
    const started = run('[features]\nAMM\nChecks\n');
    expect(await started.exited).toBe(1);
    expect(started.err()).toBe(
      `localnet: ${started.path} line 3: [features] names Checks, which this localnet does not implement; remove it (the feature method lists those it does)\n`,
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
    const client = new Client((await listening(started)).ws);
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

  it('serves the ports [server] lists with their ip and admin list, and names an unserved one', async () => {
    const started = run(
      [
        '[server]\nport_rpc\nport_ws\nport_peer',
        '[port_rpc]\nport = 0\nip = 127.0.0.1\nprotocol = http',
        '[port_ws]\nport = 0\nip = 127.0.0.1\nadmin = 127.0.0.1\nprotocol = ws',
        '[port_peer]\nport = 0\nprotocol = peer',
        '[network_id]\n21337',
      ].join('\n'),
      [],
    );
    const { ws, rpc } = await listening(started);
    expect(started.out()).toContain('localnet: [port_peer] not served (one ws and one http port)');
    expect(started.out()).toContain('localnet: network id 21337');
    const client = new Client(ws);
    await client.connect();
    try {
      // The ws port lists 127.0.0.1 as admin; the rpc port lists nobody.
      const accepted = await client.request({ command: 'ledger_accept' } as never);
      expect((accepted as { result: Record<string, unknown> }).result.ledger_current_index).toBeTypeOf(
        'number',
      );
      const answer = await fetch(rpc, {
        method: 'POST',
        body: JSON.stringify({ method: 'ledger_accept', params: [{}] }),
      });
      expect(((await answer.json()) as { result: { error: string } }).result.error).toBe('noPermission');
    } finally {
      await client.disconnect();
      started.child.kill('SIGTERM');
      await started.exited;
    }
  });
});
