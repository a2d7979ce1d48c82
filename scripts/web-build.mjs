// Whether packages/web/dist is older than the sources it is built from; shared by `npm start` and the e2e harness.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** True when dist/index.html is missing or older than the sources of web and the packages it bundles. */
export function webBuildIsStale(root) {
  const web = join(root, 'packages/web');
  const builtAt = existsSync(join(web, 'dist/index.html'))
    ? statSync(join(web, 'dist/index.html')).mtimeMs
    : 0;
  const sources = ['packages/web/src', 'packages/web/public', 'packages/core/src', 'packages/protocol/src'];
  return builtAt < Math.max(...sources.map((dir) => newestMtime(join(root, dir))));
}
