/** Before and after of one field of a changed entry: a created entry starts from nothing, a deleted one ends at nothing. */
import type { EntryChange } from './entries.js';

export interface FieldChange<T> {
  readonly before: T | undefined;
  readonly after: T | undefined;
}

type StateOf<C extends EntryChange> = C['state'];

/** The field's change, or undefined when the transaction left it as it was (absent from the previous values). */
export function fieldChange<C extends EntryChange, K extends keyof StateOf<C>>(
  change: C,
  field: K,
): FieldChange<StateOf<C>[K]> | undefined {
  const state = change.state as StateOf<C>;
  const previous = change.previous as Partial<StateOf<C>>;
  if (change.kind === 'created')
    return state[field] === undefined ? undefined : { before: undefined, after: state[field] };
  if (change.kind === 'deleted') {
    const before = previous[field] ?? state[field];
    return before === undefined ? undefined : { before, after: undefined };
  }
  return previous[field] === undefined ? undefined : { before: previous[field], after: state[field] };
}
