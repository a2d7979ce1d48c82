/**
 * Looking inside the page for the secret scan: every string React held in props or hook state at any commit
 * (through the DevTools hook React calls on each commit), and the IndexedDB databases as stored.
 */
import type { Page } from 'playwright-core';

/** Strings shorter than this are no secret's carrier (the shortest secret searched is 4 words or a seed). */
const MIN_LENGTH = 12;

/** Installs, before the app loads, a DevTools hook that keeps every string of the fiber tree at each commit. */
export async function installReactProbe(page: Page): Promise<void> {
  await page.addInitScript((minLength: number) => {
    const strings = new Set<string>();
    const errors: string[] = [];
    // Links to other fibers and to the DOM: followed by the walk itself, or not state at all.
    const skip = new Set(['_owner', '_store', 'return', 'child', 'sibling', 'alternate', 'stateNode', 'ref']);
    const collect = (value: unknown, depth: number, seen: WeakSet<object>): void => {
      if (typeof value === 'string') {
        if (value.length >= minLength) strings.add(value);
        return;
      }
      if (value === null || typeof value !== 'object' || depth > 10 || seen.has(value)) return;
      if (value instanceof Node || value instanceof Window) return;
      seen.add(value);
      for (const key of Object.keys(value)) {
        if (!skip.has(key)) collect((value as Record<string, unknown>)[key], depth + 1, seen);
      }
    };
    type Fiber = {
      memoizedProps: unknown;
      memoizedState: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const walk = (root: { current: Fiber }) => {
      const seen = new WeakSet<object>();
      const fibers: Fiber[] = [root.current];
      for (let fiber = fibers.pop(); fiber; fiber = fibers.pop()) {
        collect(fiber.memoizedProps, 0, seen);
        collect(fiber.memoizedState, 0, seen); // hooks: a list of { memoizedState, queue, next }
        if (fiber.child) fibers.push(fiber.child);
        if (fiber.sibling) fibers.push(fiber.sibling);
      }
    };
    const probe = globalThis as unknown as Record<string, unknown>;
    probe['__e2eReact'] = { strings, errors, commits: 0 };
    probe['__REACT_DEVTOOLS_GLOBAL_HOOK__'] = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
        (probe['__e2eReact'] as { commits: number }).commits += 1;
        try {
          walk(root);
        } catch (error) {
          errors.push(String(error));
        }
      },
    };
  }, MIN_LENGTH);
}

export interface ReactStrings {
  readonly strings: string[];
  readonly commits: number;
  readonly errors: string[];
}

export function readReactStrings(page: Page): Promise<ReactStrings> {
  return page.evaluate(() => {
    const probe = (globalThis as unknown as Record<string, unknown>)['__e2eReact'] as
      { strings: Set<string>; commits: number; errors: string[] } | undefined;
    return {
      strings: [...(probe?.strings ?? [])],
      commits: probe?.commits ?? 0,
      errors: probe?.errors ?? [],
    };
  });
}

/** Every IndexedDB database's stores as JSON: bytes as hex, a CryptoKey as its algorithm and extractability. */
export function dumpIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const plain = (value: unknown): unknown => {
      if (value instanceof CryptoKey) {
        const { name, length } = value.algorithm as { name: string; length?: number };
        return `[CryptoKey ${name} ${length ?? ''} extractable=${value.extractable}]`;
      }
      if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
        const bytes =
          value instanceof ArrayBuffer
            ? new Uint8Array(value)
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
      }
      if (Array.isArray(value)) return value.map(plain);
      if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
      }
      return value;
    };
    const done = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const dump: Record<string, Record<string, unknown>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await done(indexedDB.open(name));
      dump[name] = {};
      for (const store of db.objectStoreNames) {
        const tx = db.transaction(store, 'readonly');
        dump[name][store] = plain(await done(tx.objectStore(store).getAll()));
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}
