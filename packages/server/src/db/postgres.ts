/** PostgreSQL through a pg pool (DATABASE_URL). */
import pg from 'pg';
import type { Database, Queryable, Row } from './database.js';

const INT8_OID = 20;

export interface PostgresOptions {
  /** Work in this schema (created if missing): lets tests share one database without meeting. */
  readonly schema?: string;
  readonly maxConnections?: number;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** Same value types as PGlite: int8 as bigint. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === INT8_OID
      ? (text: string) => BigInt(text)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    types,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  const direct = wrap(pool);
  return {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(wrap(client));
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
