import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// One owner per data dir: a lock file made with an exclusive create, naming its owner, so a second process
// on the same folder refuses to start instead of writing beside the first. A lock whose owner died (kill -9)
// is stale: taken over under a short-lived guard, so two processes taking over at once cannot both win.

export interface LockOwner {
  readonly pid: number;
  /** ISO time the owner took the lock, for the refusal message. */
  readonly startedAt: string;
  /** Random per taking: a lock is ours only if it still carries our token. */
  readonly token: string;
  /** The owner process's start time (Linux clock ticks since boot): a reused pid has another. */
  readonly processStart: string | null;
  /** Linux boot id: after a reboot no earlier owner can be alive. */
  readonly bootId: string | null;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
    what: string,
  ) {
    super(`the data dir ${dir} is in use by another ${what} (pid ${owner.pid}, started ${shownTime(owner)})`);
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still ours; also done on process exit. */
  release(): void;
}

/** How long a lock file may stay unreadable (a writer between create and write) before it counts as stale. */
const UNREADABLE_GRACE_MS = 2_000;
/** A takeover guard older than this was left by a process killed while holding it. */
const GUARD_STALE_MS = 10_000;
const GIVE_UP_MS = 10_000;

const held = new Set<DataDirLock>();
let exitHooked = false;

/**
 * Takes `dir`'s lock `<name>.lock` for this process, or throws DataDirInUseError naming the live owner.
 * `what` names the owner in that message ("localnet", "Horizon server").
 */
export function acquireDataDirLock(dir: string, name: string, what: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.lock`);
  const me = currentOwner();
  const giveUp = Date.now() + GIVE_UP_MS;
  while (Date.now() < giveUp) {
    if (tryCreate(file, me)) return hold(file, me.token);
    const seen = readLock(file);
    if (seen === 'gone') continue;
    if (seen !== 'unreadable' && isAlive(seen)) throw new DataDirInUseError(dir, seen, what);
    if (seen === 'unreadable' && ageMs(file) < UNREADABLE_GRACE_MS) sleep(20);
    else takeOver(file, seen);
  }
  throw new Error(`could not take the lock ${file}: it kept changing hands`);
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
    processStart: processStart(process.pid),
    bootId: bootId(),
  };
}

function tryCreate(file: string, me: LockOwner): boolean {
  try {
    writeFileSync(file, `${JSON.stringify(me)}\n`, { flag: 'wx', mode: 0o600 });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function hold(file: string, token: string): DataDirLock {
  const lock: DataDirLock = {
    file,
    release() {
      if (!held.delete(lock)) return;
      const now = readLock(file);
      if (typeof now === 'object' && now.token === token) unlinkSync(file);
    },
  };
  held.add(lock);
  if (!exitHooked) {
    exitHooked = true;
    // process.exit() and a normal end both pass here; a kill -9 leaves a stale lock for the next start.
    process.on('exit', () => {
      for (const l of [...held]) l.release();
    });
  }
  return lock;
}

function readLock(file: string): LockOwner | 'gone' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  try {
    const owner = JSON.parse(text) as LockOwner;
    const valid = Number.isInteger(owner.pid) && owner.pid > 0 && typeof owner.token === 'string';
    return valid ? owner : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function isAlive(owner: LockOwner): boolean {
  const boot = bootId();
  if (owner.bootId !== null && boot !== null && owner.bootId !== boot) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the pid lives, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = owner.processStart === null ? null : processStart(owner.pid);
  return start === null || start === owner.processStart;
}

/** Removes a stale lock, unless another process changed it meanwhile; the caller then tries again. */
function takeOver(file: string, seen: LockOwner | 'unreadable'): void {
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(guard) > GUARD_STALE_MS) rmdirSync(guard);
    else sleep(20);
    return;
  }
  try {
    // Re-read under the guard: only the lock judged stale goes, never one a racing process just made.
    const now = readLock(file);
    const unchanged =
      now === 'unreadable'
        ? ageMs(file) >= UNREADABLE_GRACE_MS
        : now !== 'gone' && seen !== 'unreadable' && now.token === seen.token;
    if (unchanged) unlinkSync(file);
  } finally {
    rmdirSync(guard);
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces and parentheses). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function shownTime(owner: LockOwner): string {
  return owner.startedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}
