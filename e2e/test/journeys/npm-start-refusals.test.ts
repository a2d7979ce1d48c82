/**
 * `npm start` where it cannot run: beside another npm start on the same data dir, or with one of its ports
 * taken. Each time one line says why (whose pid owns the data dir, which port and which variable to set), no
 * stack trace, exit 1, and nothing is left running. Every port here is a free one passed through
 * LOCALNET_WS_PORT, LOCALNET_RPC_PORT and PORT, never the defaults a developer's own npm start holds.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, ensureWebApp, npmStartPorts, occupyPort, waitUntil } from '../../src/index.js';

interface Started {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

const dirs: string[] = [];
const running: Started[] = [];

/** The start script in its own process group (Ctrl-C reaches all of it, as in a terminal); no demo. */
function npmStart(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEMO: '0', NODE_ENV: 'production', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const started = { child, output: () => output, exited };
  running.push(started);
  return started;
}

async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'horizon-npm-start-refusals-'));
  dirs.push(dir);
  return dir;
}

/** Whether any process of the start's group still runs (signal 0 only checks). */
function groupRunning(started: Started): boolean {
  try {
    if (started.child.pid !== undefined) process.kill(-started.child.pid, 0);
    return started.child.pid !== undefined;
  } catch {
    return false;
  }
}

/**
 * What npm start printed besides its start-up chatter (building the web app, the server's JSON log, the
 * localnet's endpoints when the server is the one refusing): the refusal, and nothing like a stack.
 */
function refusalOf(output: string, chatter = /^(\[start\] building|\{)/): string[] {
  return output.split('\n').filter((line) => line !== '' && !chatter.test(line));
}

beforeAll(async () => {
  // Built once, under the e2e build lock, so npm start finds it fresh instead of building beside another file.
  await ensureWebApp();
}, 300_000);

afterAll(async () => {
  for (const started of running)
    if (groupRunning(started) && started.child.pid) process.kill(-started.child.pid, 'SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

describe('npm start with a port taken by another program', () => {
  it('names the localnet port and LOCALNET_WS_PORT in one line and exits 1', async () => {
    const taken = await occupyPort();
    try {
      const port = (taken.address() as { port: number }).port;
      const env = {
        ...(await npmStartPorts()),
        LOCALNET_WS_PORT: String(port),
        DATA_DIR: await freshDataDir(),
      };
      const start = npmStart(env);
      expect(await start.exited).toBe(1);
      expect(refusalOf(start.output())).toEqual([
        `localnet: port ${port} (WebSocket) is already in use; stop what uses it or choose another with ` +
          '--ws-port or LOCALNET_WS_PORT',
      ]);
    } finally {
      taken.close();
    }
  }, 120_000);

  it('names the app port and PORT in one line, stops the localnet it started and exits 1', async () => {
    const taken = await occupyPort();
    try {
      const port = (taken.address() as { port: number }).port;
      const env = { ...(await npmStartPorts()), PORT: String(port), DATA_DIR: await freshDataDir() };
      const start = npmStart(env);
      expect(await start.exited).toBe(1);
      expect(refusalOf(start.output(), /^(\[start\] building|\{|localnet: )/)).toEqual([
        `Horizon server: port ${port} is already in use on 127.0.0.1; stop what uses it or set PORT to ` +
          'another port',
      ]);
      expect(groupRunning(start)).toBe(false);
    } finally {
      taken.close();
    }
  }, 180_000);
});

describe('a second npm start on the data dir of a running one', () => {
  it('says in one line which pid owns the data dir and exits 1; the first runs on', async () => {
    const dataDir = await freshDataDir();
    const first = npmStart({ ...(await npmStartPorts()), DATA_DIR: dataDir });
    await waitUntil('the first npm start runs', 180_000, () => {
      if (first.child.exitCode !== null) throw new Error(`npm start exited:\n${first.output()}`);
      return first.output().includes('Horizon is running');
    });
    const app = /Horizon is running: (\S+)/.exec(first.output())?.[1] as string;

    const second = npmStart({ ...(await npmStartPorts()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    const owner = JSON.parse(readFileSync(join(dataDir, 'localnet', 'localnet.lock'), 'utf8')) as {
      pid: number;
      startedAt: string;
    };
    const since = owner.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    expect(refusalOf(second.output())).toEqual([
      `localnet: the data dir ${join(dataDir, 'localnet')} is in use by another localnet (pid ${owner.pid}, ` +
        `started ${since}); stop it first or use another --data-dir`,
    ]);
    expect(groupRunning(second)).toBe(false);

    expect((await fetch(new URL('/api/verify_status', app))).status).toBe(200);
    if (first.child.pid !== undefined) process.kill(-first.child.pid, 'SIGINT');
    expect(await first.exited).toBe(0);
  }, 300_000);
});
