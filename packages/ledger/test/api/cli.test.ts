import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm run localnet`: it says where it listens and which genesis account it uses, and stops cleanly on Ctrl-C.

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

describe('the localnet CLI', () => {
  it('prints its endpoints and the genesis address, then exits 0 on SIGINT', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'localnet-cli-'));
    try {
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
          '--data-dir',
          dataDir,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('masterpassphrase')) resolve();
        });
        child.once('exit', () => reject(new Error(`exited early: ${out}`)));
      });
      expect(out).toMatch(/WebSocket ws:\/\/127\.0\.0\.1:\d+/);
      expect(out).toMatch(/JSON-RPC {2}http:\/\/127\.0\.0\.1:\d+/);
      expect(out).toContain('genesis account rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
      expect(out).not.toContain('snoPBrXtMeMyMHUVTgbuqAfg1SUTb');
      const code = new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      child.kill('SIGINT');
      expect(await code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
