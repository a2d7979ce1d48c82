// `npm start`: builds the web app when it is stale, starts the localnet (unless XRPL_URL names another
// network), the server with the web app and, on the localnet, the demo market (packages/demo: seeded through
// the API, then bots trading at DEMO_PACE); Ctrl-C stops all three cleanly. They run as separate processes
// because the server talks to any ledger only over the network, and the demo to the server only over HTTP
// (DESIGN.md). The packages run from their TypeScript sources through tsx: a fresh clone needs no compile
// step before its first page (type errors are `npm test`'s to report).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const useLocalnet = !process.env.XRPL_URL;
// Every child reads its ports from these (the localnet its own two, the server and demo where to find it),
// so a second npm start beside a first needs only other values, and a taken port names its variable.
const ports = {
  LOCALNET_WS_PORT: process.env.LOCALNET_WS_PORT || '6006',
  LOCALNET_RPC_PORT: process.env.LOCALNET_RPC_PORT || '5005',
  PORT: process.env.PORT || '8080',
};
const children = [];

function run(label, command, args) {
  console.log(`[start] ${label}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `[start] ${label} failed (exit ${result.status}). Fix the error above and run npm start again.`,
    );
    process.exit(1);
  }
}

/** Node's flags to run a package's TypeScript entry from source (workspace imports resolve to src/). */
const FROM_SOURCE = ['--import', 'tsx', '--conditions=@horizon/source'];

function build() {
  if (webBuildIsStale(root)) {
    run('building the web app', 'npm', ['run', 'build', '-w', 'packages/web']);
  }
}

/** Every request's two log lines would bury the rest: shown only for server errors (LOG_LEVEL=debug shows all). */
function quietRequests(line) {
  if (process.env.LOG_LEVEL || !line.startsWith('{')) return true;
  try {
    const entry = JSON.parse(line);
    if (entry.msg === 'incoming request') return false;
    return !(entry.msg === 'request completed' && entry.res?.statusCode < 500);
  } catch {
    return true;
  }
}

/** Writes whole lines of a child's output that `keep` accepts. */
function lineWriter(stream, keep) {
  let partial = '';
  return (chunk) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (keep(line)) stream.write(`${line}\n`);
  };
}

/** A child that stopped before it was ready; `explained` when it said why on stderr (a taken port, …). */
class StartFailed extends Error {
  constructor(label, code, explained) {
    super(`${label} stopped before it was ready (exit ${code})`);
    this.explained = explained;
  }
}

/** Starts a child and resolves once it prints `readyText`; a child that exits early ends everything. */
function startChild(label, args, env, readyText, keep = () => true) {
  return new Promise((resolveReady, reject) => {
    const child = spawn(process.execPath, [...FROM_SOURCE, ...args], {
      cwd: root,
      env: { ...process.env, ...ports, ...env },
    });
    children.push(child);
    let ready = false;
    let explained = false;
    const onOutput = (stream) => {
      const write = lineWriter(stream, keep);
      return (chunk) => {
        write(chunk);
        if (!ready && chunk.toString().includes(readyText)) {
          ready = true;
          resolveReady(child);
        }
      };
    };
    child.stdout.on('data', onOutput(process.stdout));
    child.stderr.on('data', onOutput(process.stderr));
    child.stderr.once('data', () => (explained = true));
    child.on('exit', (code) => {
      if (!ready) reject(new StartFailed(label, code, explained));
      else if (!stopping) shutdown(`${label} stopped (exit ${code})`, 1);
    });
  });
}

/** How long the children get to close cleanly (the server closes its database, the localnet its store). */
const STOP_GRACE_MS = 15_000;

let stopping = false;
/** Stops every child, then exits with `code`; without a `reason` quietly (a child already said what failed). */
function shutdown(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(`\n[start] ${reason}; stopping…`);
  const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of [...running()].reverse()) child.kill('SIGINT');
  // A child still closing after the grace is killed, never left behind: the next `npm start` would run
  // beside it on the same data dir.
  setTimeout(() => {
    for (const child of running()) {
      console.log(`[start] pid ${child.pid} did not stop within ${STOP_GRACE_MS / 1000} s; killing it`);
      child.kill('SIGKILL');
    }
  }, STOP_GRACE_MS);
  Promise.all(running().map((child) => new Promise((r) => child.on('exit', r)))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => shutdown('Ctrl-C'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

/** The demo beside the server; its end (error or DEMO_PACE=0 finishing the seed) leaves the app running. */
function startDemo(env) {
  const child = spawn(process.execPath, [...FROM_SOURCE, 'packages/demo/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...ports, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping && code !== 0)
      console.log(`[start] the demo stopped (exit ${code}); the app keeps running`);
  });
}

/**
 * Whether the demo runs, and the server's settings for its market (treasury, platform/community/USD tokens),
 * from the demo itself; settings the user gave win.
 */
function demoSettings() {
  const result = spawnSync(
    process.execPath,
    [...FROM_SOURCE, 'packages/demo/src/main.ts', '--server-settings'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`the demo's settings could not be read:\n${result.stderr}`);
  const { enabled, env } = JSON.parse(result.stdout);
  if (!enabled) return null;
  // The demo's bots and the browser share 127.0.0.1: the per-IP limit is for the public internet.
  const settings = { ...env, RATE_LIMIT_PER_IP: '6000' };
  return Object.fromEntries(Object.entries(settings).filter(([name]) => !process.env[name]));
}

async function main() {
  build();
  mkdirSync(dataDir, { recursive: true });
  const demo = demoSettings();
  if (useLocalnet) {
    await startChild(
      'the localnet',
      ['packages/ledger/src/cli.ts', `--data-dir=${join(dataDir, 'localnet')}`, '--close-interval-ms=1000'],
      {},
      'localnet: WebSocket ws://',
    );
  }
  const port = ports.PORT;
  await startChild(
    'the server',
    ['packages/server/src/main.ts'],
    { DATA_DIR: dataDir, ...demo },
    'listening',
    quietRequests,
  );
  if (demo) startDemo({ DATA_DIR: dataDir });
  console.log(`\nHorizon is running: http://localhost:${port}`);
  const network = `embedded localnet (ws://127.0.0.1:${ports.LOCALNET_WS_PORT})`;
  console.log(`  network: ${useLocalnet ? network : process.env.XRPL_URL}`);
  console.log(`  data:    ${dataDir}${process.env.DATABASE_URL ? ' (database: DATABASE_URL)' : ' (PGlite)'}`);
  console.log(
    `  demo:    ${demo ? `market seeded and traded by bots (DEMO_PACE=${process.env.DEMO_PACE ?? 'normal'}; DEMO=0 turns it off)` : 'off'}`,
  );
  console.log('  Ctrl-C stops it; npm start again resumes where it was.');
}

main().catch((error) => {
  // A child that refused (its data dir owned by another process, its port taken) said so in one line.
  if (error instanceof StartFailed && error.explained) return shutdown(undefined, 1);
  console.error(`[start] ${error.message}`);
  shutdown('start failed', 1);
});
