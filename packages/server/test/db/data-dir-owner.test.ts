/**
 * One owner per DATA_DIR: a second Horizon server started on the data dir of a running one (or a restart while
 * the old process still lives) refuses in one line naming the first and exits 1 without touching the data,
 * so the first keeps its sessions and its indexed ledgers whole; a server killed with kill -9 does not lock
 * its data dir forever; a taken PORT is one line naming the variable, not a stack.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/pglite.js';
import { type Localnet, loadStartLocalnet, startTestLocalnet } from '../support/localnet.js';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
let localnet: Localnet;

beforeAll(async () => {
  const start = await loadStartLocalnet();
  if (!start) throw new Error('the localnet could not be loaded');
  localnet = await startTestLocalnet(start);
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await localnet?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'horizon-owner-'));
  dirs.push(dir);
  return dir;
}

interface Run {
  readonly child: ChildProcess;
  readonly out: () => string;
  readonly err: () => string;
  readonly exited: Promise<number | null>;
}

/** `node packages/server/src/main.ts` on `dataDir`, as npm start runs it. */
function server(dataDir: string, env: Record<string, string> = {}): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@horizon/source', MAIN], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      XRPL_URL: localnet.url,
      WEB_DIR: join(dataDir, 'no-web'),
      ALTCHA_MAX_NUMBER: '2000',
      LOG_LEVEL: 'info',
      ...env,
    },
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

/** The server's http://127.0.0.1:port once it listens. */
async function listening(started: Run): Promise<string> {
  for (;;) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(started.out())?.[1];
    if (url) return url;
    if (started.child.exitCode !== null) throw new Error(`exited early: ${started.out()}${started.err()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Passes the ALTCHA check over HTTP, as a browser does; answers the session cookie. */
async function verifiedSession(url: string): Promise<string> {
  const challenge = (await (await fetch(`${url}/api/verify_challenge`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    maxnumber: number;
  };
  const { challenge: text, salt, algorithm, maxnumber } = challenge;
  const solution = await solveChallenge(text, salt, algorithm, maxnumber).promise;
  const payload = { ...challenge, number: solution?.number, took: solution?.took };
  const response = await fetch(`${url}/api/verify_cf_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cf_token: Buffer.from(JSON.stringify(payload)).toString('base64') }),
  });
  expect(await response.json()).toEqual({ success: true });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

async function verified(url: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${url}/api/verify_status`, { headers: { cookie } });
  return ((await response.json()) as { verified: boolean }).verified;
}

const lockOf = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')) as { pid: number; startedAt: string };

describe('a second server on the DATA_DIR of a running one', () => {
  it('refuses in one line naming the first, which keeps its session and its indexed ledgers', async () => {
    const dataDir = freshDir();
    const first = server(dataDir);
    const url = await listening(first);
    const cookie = await verifiedSession(url);

    const second = server(dataDir);
    expect(await second.exited).toBe(1);
    const owner = lockOf(dataDir);
    const started = owner.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    expect(second.err()).toBe(
      `Horizon server: the data dir ${dataDir} is in use by another Horizon server (pid ${first.child.pid}, ` +
        `started ${started}); stop it first or set another DATA_DIR\n`,
    );

    expect(await verified(url, cookie)).toBe(true);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      const [row] = await db.query<{ rows: number; ledgers: number }>(
        'SELECT count(*)::int AS rows, count(DISTINCT ledger_index)::int AS ledgers FROM indexed_ledgers',
      );
      expect(row?.rows).toBeGreaterThan(0);
      expect(row?.rows).toBe(row?.ledgers);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('a server killed with kill -9', () => {
  it('leaves a lock the next server on its DATA_DIR takes over, keeping the session it issued', async () => {
    const dataDir = freshDir();
    const first = server(dataDir);
    const url = await listening(first);
    const cookie = await verifiedSession(url);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(lockOf(dataDir).pid).toBe(first.child.pid);

    const next = server(dataDir);
    const nextUrl = await listening(next);
    expect(lockOf(dataDir).pid).toBe(next.child.pid);
    expect(await verified(nextUrl, cookie)).toBe(true);
    next.child.kill('SIGINT');
    expect(await next.exited).toBe(0);
  }, 120_000);
});

describe('a server on a taken PORT', () => {
  it('says so in one line naming PORT, exits 1 and gives its DATA_DIR back', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const dataDir = freshDir();
      const refused = server(dataDir, { PORT: String(port) });
      expect(await refused.exited).toBe(1);
      expect(refused.err()).toBe(
        `Horizon server: port ${port} is already in use on 127.0.0.1; stop what uses it or set PORT to another port\n`,
      );
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    } finally {
      holder.close();
    }
  }, 120_000);
});
