import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findRangedPins } from './find-ranged-pins.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const manifests = [
  'package.json',
  'e2e/package.json',
  ...readdirSync(join(repoRoot, 'packages')).map((p) => `packages/${p}/package.json`),
];
const read = (file: string) => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));

describe('supply chain', () => {
  it('pins every key-handling dependency to an exact version', () => {
    expect(manifests.flatMap((file) => findRangedPins(file, read(file)))).toEqual([]);
  });

  it('refuses ranges, tags and wildcards for key-handling packages', () => {
    const manifest = {
      dependencies: { xrpl: '^4.2.0', 'ripple-keypairs': '~2.0.0', zod: '^4.0.0' },
      devDependencies: { '@noble/hashes': '*', '@scure/bip39': 'latest', '@noble/curves': '>=1.0.0' },
    };
    expect(findRangedPins('x/package.json', manifest)).toEqual([
      'x/package.json: xrpl@^4.2.0',
      'x/package.json: ripple-keypairs@~2.0.0',
      'x/package.json: @noble/hashes@*',
      'x/package.json: @scure/bip39@latest',
      'x/package.json: @noble/curves@>=1.0.0',
    ]);
  });

  it('accepts exact versions', () => {
    expect(findRangedPins('p', { dependencies: { xrpl: '4.2.5', '@scure/bip39': '2.0.0-rc.1' } })).toEqual(
      [],
    );
  });

  it('the lockfile records an integrity hash for every installed package', () => {
    const lock = read('package-lock.json') as {
      packages: Record<string, { link?: boolean; integrity?: string }>;
    };
    const missing = Object.entries(lock.packages)
      .filter(([path, entry]) => path.includes('node_modules/') && !entry.link && !entry.integrity)
      .map(([path]) => path);
    expect(missing).toEqual([]);
  });
});
