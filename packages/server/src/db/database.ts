/** One interface over embedded PGlite and PostgreSQL, so every query runs unchanged on both. */

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement with $1… parameters; the rows it returns (int8 as bigint, timestamptz as Date). */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs `fn` on one connection held throughout (session-level advisory locks need that). */
  withConnection<T>(fn: (connection: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL's error code of a failed statement (e.g. 23505 unique_violation), if it has one. */
export function sqlErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export const UNIQUE_VIOLATION = '23505';
