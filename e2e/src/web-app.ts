/**
 * The built web app the server serves (packages/web/dist), rebuilt first when it is missing or older than its
 * sources (the rule `npm start` uses). A lock keeps e2e files running side by side from building into the
 * same folder at once.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildIsStale } from '../../scripts/web-build.mjs';
import { withLock } from './lock.js';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = join(REPO_ROOT, 'packages/web/dist');

/** Builds packages/web when stale; answers the folder to serve. */
export async function ensureWebApp(): Promise<string> {
  if (!webBuildIsStale(REPO_ROOT)) return WEB_DIST;
  await withLock('web-build', () => {
    if (!webBuildIsStale(REPO_ROOT)) return;
    const result = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would give a development build of React.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      throw new Error(`building packages/web failed:\n${result.stdout}\n${result.stderr}`);
    }
  });
  return WEB_DIST;
}
