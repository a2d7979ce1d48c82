export { type Database, type Queryable, type Row, UNIQUE_VIOLATION, sqlErrorCode } from './database.js';
export { type Migration, MIGRATIONS_DIR, MigrationError, loadMigrations, migrate } from './migrations.js';
export { type DataDirLock, DataDirInUseError, acquireDataDirLock } from '@horizon/host';
export { big } from './int8.js';
export { openDatabase } from './open.js';
export { type PgliteOptions, openPglite } from './pglite.js';
export { type PostgresOptions, openPostgres } from './postgres.js';
