// The embedded database's thread (docs/decisions/embedded-database-thread.md): queries and
// interactive transactions go through it with PostgreSQL's answers and errors, and a thread that
// dies is a database that went away (503 in words, never a hang), back by itself on a data
// directory. PGlite only (the server project).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GENERIC_MESSAGES } from '@o4f/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { createTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';
import { openDatabase } from './client.ts';
import type { Database } from './client.ts';
import { RESTART_DELAY_MS } from './pglite-thread.ts';

// Collected in the server project only (`*.pglite.test.ts`, vitest.config.ts).

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrated template (no initdb), in memory or unpacked into `dataDir`. */
async function open(dataDir?: string): Promise<Database> {
  const template = inject('o4fTemplate');
  if (template.kind !== 'pglite') throw new Error('needs the server project');
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([await readFile(template.dumpPath)]),
    ...(dataDir ? { dataDir } : {}),
  });
  cleanups.push(() => database.close());
  return database;
}

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'o4f-pglite-thread-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

const failure = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => new Error('expected a failure'),
    (error: unknown) => error,
  );

describe('the embedded database in its own thread', () => {
  it('answers queries and keeps interactive transactions, with PostgreSQL errors', async () => {
    const database = await open();
    await database.db.execute(sql`create table t (x int primary key, at timestamptz)`);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (1, '2026-01-02T03:04:05Z')`);
      // Inside the transaction its own write is seen.
      const inside = await tx.execute(sql`select count(*)::int as n from t`);
      expect((inside as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });
    // Rolled back: by drizzle's rollback, and by a failure inside the callback.
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (2, now())`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, now())`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    expect(await rowsOf(database, sql`select x, at from t order by x`)).toEqual([
      // Timestamps come back as PostgreSQL writes them (drizzle maps them itself).
      { x: 1, at: '2026-01-02 03:04:05+00' },
    ]);
    const duplicate = await failure(database.db.execute(sql`insert into t values (1, now())`));
    expect((duplicate as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
  });

  it('is a database that went away when its thread dies, and comes back on its directory', async () => {
    const dataDir = await tempDir();
    const database = await open(dataDir);
    await database.db.execute(sql`create table kept (x int)`);
    await database.db.execute(sql`insert into kept values (7)`);

    // A query in flight and the next one fail at once as "database away", never hang.
    const inFlight = failure(database.db.execute(sql`select pg_sleep(0.5)`));
    await database.crashThread!();
    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    expect(isDatabaseUnavailable(await failure(database.db.execute(sql`select 1`)))).toBe(true);

    // A new thread on the same directory, once the restart delay has passed.
    await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS + 100));
    expect(await rowsOf(database, sql`select x from kept`)).toEqual([{ x: 7 }]);
  });

  it('makes the server answer 503 in words while its thread is gone, then 200', async () => {
    const dataDir = await tempDir();
    const database = await open(dataDir);
    const server: TestServer = await createTestServer({ database });
    cleanups.push(() => server.close());
    expect((await server.api('GET', '/v1/test')).status).toBe(200);

    await database.crashThread!();
    const away = await server.api('GET', '/v1/test');
    expect(away.status).toBe(503);
    expect(away.body).toEqual({ message: GENERIC_MESSAGES.databaseUnavailable });

    await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS + 100));
    expect((await server.api('GET', '/v1/test')).status).toBe(200);
  });
});
