/** The outcome of a validation: the cleaned value, or the message to show. */
export type Validation<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function valid<T>(value: T): Validation<T> {
  return { ok: true, value };
}

export function invalid<T = never>(error: string): Validation<T> {
  return { ok: false, error };
}
