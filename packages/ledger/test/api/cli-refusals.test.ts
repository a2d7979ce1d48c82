import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'xrpl';

// `npm run localnet` refuses, in one line and with exit 1, to run beside another localnet on the same data dir
// (the first keeps its ledgers) or on a port another program holds; it names what to change.

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'localnet-refusals-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  readonly child: ChildProcess;
  readonly out: () => string;
  readonly err: () => string;
  readonly exited: Promise<number | null>;
}

function run(flags: string[], env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@horizon/source', CLI, ...flags], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, out: () => out, err: () => err, exited };
}

async function listening(started: Run): Promise<string> {
  for (;;) {
    const url = /WebSocket (ws:\/\/\S+)/.exec(started.out())?.[1];
    if (url && started.out().includes('genesis account')) return url;
    if (started.child.exitCode !== null) throw new Error(`exited early: ${started.out()}${started.err()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A port this test holds, as another program would. */
async function occupiedPort(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return { server, port: address.port };
}

const FREE = ['--ws-port', '0', '--rpc-port', '0'];

describe('the localnet CLI on a data dir another localnet owns', () => {
  it('refuses in one line naming the owner, and the first localnet keeps working with its ledgers', async () => {
    const first = run([...FREE, '--data-dir', dataDir, '--close-interval-ms', '0']);
    const client = new Client(await listening(first));
    await client.connect();
    await client.request({ command: 'ledger_accept' } as never);
    const before = await client.request({ command: 'ledger', ledger_index: 'validated' });

    const second = run([...FREE, '--data-dir', dataDir]);
    expect(await second.exited).toBe(1);
    const owner = JSON.parse(readFileSync(join(dataDir, 'localnet.lock'), 'utf8')) as { startedAt: string };
    const started = owner.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    expect(second.err()).toBe(
      `localnet: the data dir ${dataDir} is in use by another localnet (pid ${first.child.pid}, started ` +
        `${started}); stop it first or use another --data-dir\n`,
    );
    expect(second.out()).toBe('');

    const after = await client.request({ command: 'ledger', ledger_index: before.result.ledger_index });
    expect(after.result.ledger_hash).toBe(before.result.ledger_hash);
    await client.request({ command: 'ledger_accept' } as never);
    const next = await client.request({ command: 'ledger', ledger_index: 'validated' });
    expect(next.result.ledger_index).toBe(before.result.ledger_index + 1);
    expect(next.result.ledger.parent_hash).toBe(before.result.ledger_hash);
    await client.disconnect();
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
  }, 60_000);
});

describe('the localnet CLI on a taken port', () => {
  it.each([
    ['WebSocket', 'LOCALNET_WS_PORT', '--ws-port', 'LOCALNET_RPC_PORT'],
    ['JSON-RPC', 'LOCALNET_RPC_PORT', '--rpc-port', 'LOCALNET_WS_PORT'],
  ])(
    'says in one line that the %s port is taken and which setting to change',
    async (what, variable, flag, other) => {
      const { server, port } = await occupiedPort();
      const dir = mkdtempSync(join(tmpdir(), 'localnet-port-'));
      try {
        const refused = run(['--data-dir', dir], { [variable]: String(port), [other]: '0' });
        expect(await refused.exited).toBe(1);
        expect(refused.err()).toBe(
          `localnet: port ${port} (${what}) is already in use; stop what uses it or choose another with ` +
            `${flag} or ${variable}\n`,
        );
      } finally {
        server.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
