import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALLOWED_IMPORTS } from './allowed-imports.js';

export type PackageName = keyof typeof ALLOWED_IMPORTS;
export const PACKAGES = Object.keys(ALLOWED_IMPORTS) as PackageName[];

const IMPORT_RE =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Module specifiers a source text imports (static, re-export, dynamic and side-effect only). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT_RE)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

/** Why `specifier`, imported from a file of package `from`, breaks DESIGN.md's rules; undefined when allowed. */
export function violation(from: PackageName, specifier: string): string | undefined {
  const named = /^@horizon\/([a-z0-9-]+)(\/.*)?$/.exec(specifier);
  if (named) {
    const [, target, subpath] = named as unknown as [string, string, string | undefined];
    if (target === from) return `imports itself by name: ${specifier}`;
    if (!ALLOWED_IMPORTS[from].includes(target)) return `${from} may not import ${target}`;
    if (subpath) return `deep import into ${target}'s internals: ${specifier}`;
    return undefined;
  }
  const pathInto = /^(?:\.\.\/)+(protocol|core|ledger|server|web)\//.exec(specifier);
  if (pathInto) return `reaches into ${pathInto[1]} by path: ${specifier}`;
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Every boundary violation in the repository's package sources and manifests. */
export function findViolations(repoRoot: string): string[] {
  return PACKAGES.flatMap((pkg) => {
    const dir = join(repoRoot, 'packages', pkg);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const fromManifest = Object.keys(manifest.dependencies ?? {})
      .map((dep) => violation(pkg, dep))
      .filter((v): v is string => v !== undefined)
      .map((v) => `packages/${pkg}/package.json: ${v}`);
    const fromSource = sourceFiles(dir).flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .map((spec) => violation(pkg, spec))
        .filter((v): v is string => v !== undefined)
        .map((v) => `${relative(repoRoot, file)}: ${v}`),
    );
    return [...fromManifest, ...fromSource];
  });
}
