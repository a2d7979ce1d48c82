import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, importsOf, violation } from './find-violations.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('package boundaries of DESIGN.md', () => {
  it('the repository has no import that DESIGN.md forbids', () => {
    expect(findViolations(repoRoot)).toEqual([]);
  });

  it('finds static, re-exported and dynamic imports', () => {
    const src = `import { a } from '@horizon/core';\nexport * from "./x.js";\nconst m = await import('@horizon/ledger');`;
    expect(importsOf(src)).toEqual(['@horizon/core', './x.js', '@horizon/ledger']);
  });

  it('finds side-effect imports (a style sheet), but not the word import in running text', () => {
    const src = `import './page.css';\nimport { a } from './a.js';\n// we import 'nothing' here`;
    expect(importsOf(src)).toEqual(['./page.css', './a.js']);
  });

  it.each([
    ['protocol', '@horizon/core', 'protocol may not import core'],
    ['core', '@horizon/ledger', 'core may not import ledger'],
    ['web', '@horizon/server', 'web may not import server'],
    ['web', '@horizon/ledger', 'web may not import ledger'],
    ['server', '@horizon/ledger', 'server may not import ledger'],
    ['server', '@horizon/web', 'server may not import web'],
    ['ledger', '@horizon/core', 'ledger may not import core'],
    ['server', '@horizon/core/src/errors', "deep import into core's internals: @horizon/core/src/errors"],
    ['server', '../../ledger/src/engine.js', 'reaches into ledger by path: ../../ledger/src/engine.js'],
  ] as const)('%s importing %s is refused', (from, spec, why) => {
    expect(violation(from, spec)).toBe(why);
  });

  it.each([
    ['core', '@horizon/protocol'],
    ['ledger', '@horizon/protocol'],
    ['server', '@horizon/core'],
    ['web', '@horizon/protocol'],
    ['protocol', './amount/drops.js'],
    ['core', 'zod'],
  ] as const)('%s importing %s is allowed', (from, spec) => {
    expect(violation(from, spec)).toBeUndefined();
  });
});
