/**
 * Brotli and gzip copies of the built text assets (file.js.br, file.js.gz beside file.js), written once at
 * build time so the server can send them as they are (@fastify/static's preCompressed) instead of raw bytes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

// The async forms run on libuv's thread pool, several files at once.
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horizon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir); // an absolute outDir stays as given
    },
    async writeBundle(_options, bundle) {
      const names = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const path = join(outDir, name);
          const raw = await readFile(path);
          if (raw.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(raw, { level: 9 }),
            brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}
