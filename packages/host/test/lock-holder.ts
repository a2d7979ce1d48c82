// A separate process for data-dir-lock.test.ts: on "go" (stdin) it tries to take the lock of the folder named
// in argv, says "won" or "refused: <message>", and then stays alive until killed.
import { DataDirInUseError, acquireDataDirLock } from '../src/data-dir-lock.js';

const dir = process.argv[2] as string;
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  try {
    acquireDataDirLock(dir, 'localnet', 'localnet');
    process.stdout.write('won\n');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stdout.write(`refused: ${error.message}\n`);
  }
  setInterval(() => undefined, 60_000);
});
