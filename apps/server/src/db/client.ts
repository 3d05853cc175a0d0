// The database handle: embedded PGlite by default, PostgreSQL when DATABASE_URL is set. One type for both.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteThread } from './pglite-thread.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (tests clone a migrated template from it). */
  dumpDataDir?: () => Promise<Blob>;
  /** PGlite only: ends its thread at once, as a crash would (tests of the outage behaviour). */
  crashThread?: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseSource =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** An idle connection was lost (PostgreSQL restarting, a network cut): for the log. */
      onConnectionError?: (error: Error) => void;
    }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /**
       * Default true: PGlite runs in its own thread, off the server's event loop
       * (docs/decisions/embedded-database-thread.md). false: in this thread, as the test suites'
       * clones do (their many short queries and opens are faster without the hop).
       */
      thread?: boolean;
      /**
       * How long to wait while another process has `dataDir` open (a restarted server whose
       * predecessor is still closing it) before DataDirInUse; default 15 s.
       */
      waitForDataDirMs?: number;
    };

/** The advisory lock that lets one instance at a time migrate a PostgreSQL database. */
export const MIGRATION_LOCK = 4_804_501;

/**
 * Applies the migrations while a connection of its own holds an advisory lock: instances started
 * together on a new database (a cluster's first start, replicas rolled out at once) take turns,
 * and each after the first finds the schema applied. Without it, all but one failed on
 * PostgreSQL's own catalogue ("duplicate key value violates unique constraint"). The lock is the
 * transaction's (`pg_advisory_xact_lock`), so that it also holds through a transaction-pooling
 * PgBouncer, and ends with the connection if the process dies; each database has its own.
 */
async function migrateOnePostgresAtATime(url: string, db: NodePgDatabase<Schema>): Promise<void> {
  const lock = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('begin');
    await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    await lock.query('commit');
  } finally {
    await lock.end();
  }
}

/** How long a request waits for a new PostgreSQL connection before it answers 503. */
export const CONNECT_TIMEOUT_MS = 5000;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: source.url,
      max: source.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // Without these listeners a lost connection is an unhandled 'error' event, which ends the
    // process. The pool drops a broken client and opens a new one for the next query, so the
    // server recovers by itself once PostgreSQL is back; until then queries fail and requests
    // answer 503. An idle client's error reaches the pool's event; one in use fails its query,
    // and its own event needs a listener too (a transaction holds its client outside the pool).
    pool.on('error', (error) => source.onConnectionError?.(error));
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateOnePostgresAtATime(source.url, db),
      close: () => pool.end(),
    };
  }
  if (source.dataDir) await mkdir(source.dataDir, { recursive: true });
  // One process at a time on a data directory (data-dir-lock.ts); held until close.
  const unlock = source.dataDir
    ? await lockDataDir(source.dataDir, { waitMs: source.waitForDataDirMs })
    : async () => {};
  try {
    return await openPglite(source, unlock);
  } catch (error) {
    await unlock();
    throw error;
  }
}

async function openPglite(
  source: Extract<DatabaseSource, { kind: 'pglite' }>,
  unlock: () => Promise<void>,
): Promise<Database> {
  const options = {
    ...(source.dataDir ? { dataDir: source.dataDir } : {}),
    ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
  };
  const closeThen = (close: () => Promise<void>) => () => close().finally(unlock);
  if (source.thread === false) {
    const client = await PGlite.create(options);
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: closeThen(() => client.close()),
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  }
  // PGlite runs in its own thread (docs/decisions/embedded-database-thread.md); drizzle's PGlite
  // driver talks to it through a client that forwards query, exec and transaction.
  const client = await openPgliteThread(options);
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: closeThen(() => client.close()),
    dumpDataDir: () => client.dumpDataDir(),
    crashThread: () => client.crash(),
  };
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function openConfiguredDatabase(
  config: { DATABASE_URL?: string | undefined; PGLITE_DIR: string },
  options: { onConnectionError?: (error: Error) => void; waitForDataDirMs?: number } = {},
): Promise<Database> {
  const { onConnectionError, waitForDataDirMs } = options;
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, onConnectionError })
    : openDatabase({ kind: 'pglite', dataDir: config.PGLITE_DIR, waitForDataDirMs });
}
