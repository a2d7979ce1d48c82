import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type LockOwner, DataDirInUseError, acquireDataDirLock } from '../src/data-dir-lock.js';

// One owner per data dir: a localnet killed with kill -9 does not lock its folder forever, a pid the system
// gave to another process since does not count as the owner, and processes starting at once cannot both own it.

const HOLDER = fileURLToPath(new URL('./lock-holder.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'localnet-lock-'));
  dirs.push(dir);
  return dir;
}

const ownerOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'localnet.lock'), 'utf8')) as LockOwner;

/** A process that takes `dir`'s lock on "go"; resolves once it is ready for it. */
async function holder(dir: string): Promise<{ child: ChildProcess; answer: Promise<string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let answered: (line: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => (answered = resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.startsWith('ready\n')) resolve();
      const line = out.split('\n')[1];
      if (line) answered(line);
    });
    child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', () => reject(new Error(`the lock holder exited: ${out}`)));
  });
  return { child, answer };
}

describe('the localnet data dir lock', () => {
  it('refuses a second owner in one line naming the first, and is free again once released', () => {
    const dir = freshDir();
    const first = acquireDataDirLock(dir, 'localnet', 'localnet');
    const owner = ownerOf(dir);
    expect(owner.pid).toBe(process.pid);
    const refused = (() => {
      try {
        acquireDataDirLock(dir, 'localnet', 'localnet');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const shown = owner.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
    expect((refused as Error).message).toBe(
      `the data dir ${dir} is in use by another localnet (pid ${process.pid}, started ${shown})`,
    );
    first.release();
    acquireDataDirLock(dir, 'localnet', 'localnet').release();
  });

  it('takes over the lock of a process killed with kill -9', async () => {
    const dir = freshDir();
    const { child, answer } = await holder(dir);
    child.stdin?.write('go\n');
    expect(await answer).toBe('won');
    expect(ownerOf(dir).pid).toBe(child.pid);
    const killed = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await killed;
    const lock = acquireDataDirLock(dir, 'localnet', 'localnet');
    expect(ownerOf(dir).pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('does not count a reused pid as the owner: the process living under it started at another time', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 'localnet', 'localnet');
    const mine = ownerOf(dir);
    lock.release();
    // Our own, living pid, recorded by a process that started at another time: the earlier owner is gone.
    const earlier = { ...mine, token: 'an-earlier-owner', processStart: '1' };
    writeFileSync(join(dir, 'localnet.lock'), JSON.stringify(earlier));
    const taken = acquireDataDirLock(dir, 'localnet', 'localnet');
    expect(ownerOf(dir).token).not.toBe('an-earlier-owner');
    taken.release();
  });

  it('lets exactly one of several processes racing for a stale lock win', async () => {
    const dir = freshDir();
    const dead = { pid: 2 ** 22 + 1, startedAt: new Date().toISOString(), token: 'dead' };
    writeFileSync(join(dir, 'localnet.lock'), JSON.stringify({ ...dead, processStart: null, bootId: null }));
    const racers = await Promise.all([1, 2, 3, 4].map(() => holder(dir)));
    for (const racer of racers) racer.child.stdin?.write('go\n');
    const answers = await Promise.all(racers.map((racer) => racer.answer));
    expect(answers.filter((a) => a === 'won')).toHaveLength(1);
    const winner = racers[answers.indexOf('won')]?.child.pid;
    expect(ownerOf(dir).pid).toBe(winner);
    for (const a of answers.filter((line) => line !== 'won'))
      expect(a).toMatch(
        new RegExp(`^refused: the data dir .* in use by another localnet \\(pid ${winner}, `),
      );
  }, 60_000);
});
