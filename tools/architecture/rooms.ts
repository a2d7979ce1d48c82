import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { importsOf } from './find-violations.js';

/** A room-level import: a file of room `from` imports a file of room `to`. */
export interface RoomImport {
  readonly from: string;
  readonly to: string;
  /** Source file and imported file, relative to the package's src. */
  readonly file: string;
  readonly imported: string;
}

/**
 * The room of a file path relative to a package's src: its top-level folder; a file directly in src is a
 * room of its own. In web each `features/<name>` is a room, because features are the pages.
 */
export function roomOf(pathInSrc: string, featureRooms: boolean): string {
  const parts = pathInSrc.split(/[\\/]/);
  if (parts.length === 1) return parts[0] as string;
  if (featureRooms && parts[0] === 'features' && parts.length > 2) return `features/${parts[1] as string}`;
  return parts[0] as string;
}

/** Every room-to-room import edge between two different rooms. */
export function roomImports(
  files: ReadonlyMap<string, readonly string[]>,
  featureRooms: boolean,
): RoomImport[] {
  const edges: RoomImport[] = [];
  for (const [file, imported] of files) {
    const from = roomOf(file, featureRooms);
    for (const target of imported) {
      const to = roomOf(target, featureRooms);
      if (to !== from) edges.push({ from, to, file, imported: target });
    }
  }
  return edges;
}

/**
 * Room-level cycles: each strongly connected component of the room graph holding more than one room,
 * as its rooms sorted by name; the list sorted by its first room (Tarjan's algorithm).
 */
export function roomCycles(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)?.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (room: string): void => {
    index.set(room, index.size);
    low.set(room, index.get(room) as number);
    stack.push(room);
    onStack.add(room);
    for (const to of next.get(room) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(room, Math.min(low.get(room) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(room, Math.min(low.get(room) as number, index.get(to) as number));
      }
    }
    if (low.get(room) !== index.get(room)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== room);
    if (component.length > 1) components.push(component.sort());
  };
  for (const room of [...next.keys()].sort()) if (!index.has(room)) visit(room);
  return components.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** Imports from one feature room into another (`features/a` → `features/b`). */
export function featureToFeature(edges: readonly RoomImport[]): RoomImport[] {
  return edges.filter((e) => e.from.startsWith('features/') && e.to.startsWith('features/'));
}

const SOURCE_EXT = /\.(ts|tsx|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_EXT.test(name) ? [path] : [];
  });
}

/** The source file a relative specifier names (`./x.js` may be `x.ts` or `x.tsx`); undefined when none. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Each source file of packages/<pkg>/src mapped to the src files it imports by relative path. */
export function packageImports(repoRoot: string, pkg: string): Map<string, string[]> {
  const src = join(repoRoot, 'packages', pkg, 'src');
  const inSrc = (path: string) => relative(src, path).split(sep).join('/');
  const files = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const imported = importsOf(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveRelative(file, spec))
      .filter((path): path is string => path !== undefined && !relative(src, path).startsWith('..'))
      .map(inSrc);
    files.set(inSrc(file), imported);
  }
  return files;
}

/** The room report of a package: its room cycles and, where features are rooms, feature-to-feature imports. */
export function roomReport(repoRoot: string, pkg: string): { cycles: string[][]; featureImports: string[] } {
  const featureRooms = pkg === 'web';
  const edges = roomImports(packageImports(repoRoot, pkg), featureRooms);
  return {
    cycles: roomCycles(edges),
    featureImports: featureToFeature(edges).map((e) => `${e.file} → ${e.imported}`),
  };
}
