import { readU64 } from '../../state/directory.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';

// Walking a book inside a transaction's view: the next quality directory, and the first offer it still lists.

/** The first book directory after `after` and not past `end`, skipping any this transaction erased. */
export function nextBookDir(view: ApplyView, after: string, end: string): string | undefined {
  for (const [key] of view.base.entries(after)) {
    if (key > end) return undefined;
    if (view.read(key)) return key;
  }
  return undefined;
}

/** The first offer key the directory lists, page by page (undefined when it lists none). */
export function firstOffer(view: ApplyView, dirKey: string): string | undefined {
  let page = view.read(dirKey);
  while (page) {
    const keys = (page.Indexes as string[] | undefined) ?? [];
    if (keys.length > 0) return keys[0];
    const next = readU64(page, 'IndexNext');
    if (next === 0n) return undefined;
    page = view.read(keylet.dirPage(dirKey, next));
  }
  return undefined;
}
