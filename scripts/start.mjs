// `npm start`: builds what is not built, starts the localnet (unless XRPL_URL names another network) and the
// server with the web app, and stops both cleanly on Ctrl-C. The two run as separate processes because the
// server talks to any ledger only over the network (DESIGN.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = resolve(root, process.env.DATA_DIR ?? 'data');
const useLocalnet = !process.env.XRPL_URL;
const children = [];

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

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

function build() {
  run('type-checking and compiling the packages', 'npx', ['tsc', '-b']);
  const web = join(root, 'packages/web');
  const builtAt = existsSync(join(web, 'dist/index.html'))
    ? statSync(join(web, 'dist/index.html')).mtimeMs
    : 0;
  if (builtAt < Math.max(newestMtime(join(web, 'src')), newestMtime(join(root, 'packages/core/src')))) {
    run('building the web app', 'npm', ['run', 'build', '-w', 'packages/web']);
  }
}

/** Starts a child and resolves once it prints `readyText`; a child that exits early ends everything. */
function startChild(label, args, env, readyText) {
  return new Promise((resolveReady, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } });
    children.push(child);
    let ready = false;
    const onOutput = (stream) => (chunk) => {
      stream.write(chunk);
      if (!ready && chunk.toString().includes(readyText)) {
        ready = true;
        resolveReady(child);
      }
    };
    child.stdout.on('data', onOutput(process.stdout));
    child.stderr.on('data', onOutput(process.stderr));
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`${label} stopped before it was ready (exit ${code})`));
      else if (!stopping) shutdown(`${label} stopped (exit ${code})`, 1);
    });
  });
}

let stopping = false;
function shutdown(reason, code = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[start] ${reason}; stopping…`);
  for (const child of [...children].reverse()) if (child.exitCode === null) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => shutdown('Ctrl-C'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

async function main() {
  build();
  mkdirSync(dataDir, { recursive: true });
  if (useLocalnet) {
    await startChild(
      'the localnet',
      [
        'packages/ledger/dist/cli.js',
        '--ws-port=6006',
        '--rpc-port=5005',
        `--data-dir=${join(dataDir, 'localnet')}`,
        '--close-interval-ms=1000',
      ],
      {},
      'WebSocket',
    );
  }
  const port = process.env.PORT ?? '8080';
  await startChild(
    'the server',
    ['packages/server/dist/main.js'],
    { DATA_DIR: dataDir, PORT: port },
    'listening',
  );
  console.log(`\nHorizon is running: http://localhost:${port}`);
  console.log(`  network: ${useLocalnet ? 'embedded localnet (ws://127.0.0.1:6006)' : process.env.XRPL_URL}`);
  console.log(`  data:    ${dataDir}${process.env.DATABASE_URL ? ' (database: DATABASE_URL)' : ' (PGlite)'}`);
  console.log('  Ctrl-C stops it; npm start again resumes where it was.');
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  shutdown('start failed', 1);
});
