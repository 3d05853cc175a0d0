// Several instances starting at once on a new PostgreSQL database (a cluster's first start, or
// replicas rolled out together with a new migration): each applies the migrations at start, and
// every one of them must start, with the schema applied once. Collected in the server-pg project
// only (`*.pg.test.ts`, vitest.config.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, expect, inject, it } from 'vitest';
import { adminQuery, cloneName, dropDatabase, withDatabase } from '../testing/database.ts';
import { MIGRATIONS_DIR, MIGRATION_LOCK, openDatabase } from './client.ts';
import type { Database } from './client.ts';

const opened: Database[] = [];
let created: { adminUrl: string; name: string } | null = null;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  if (created) await dropDatabase(created.adminUrl, created.name);
  created = null;
});

it('applies the migrations once when several instances start at once on a new database', async () => {
  const template = inject('o4fTemplate');
  if (template.kind !== 'postgres') throw new Error('needs the server-pg project');
  const name = cloneName('o4f_migrate');
  await adminQuery(template.url, `CREATE DATABASE "${name}"`);
  created = { adminUrl: template.url, name };
  const url = withDatabase(template.url, name);
  for (let i = 0; i < 4; i += 1) opened.push(await openDatabase({ kind: 'postgres', url }));

  const first = await Promise.allSettled(opened.map((database) => database.migrate()));
  expect(first.filter((result) => result.status === 'rejected')).toEqual([]);

  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const applied = async () => {
    const result = (await opened[0]!.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    return result.rows[0]!.count;
  };
  expect(await applied()).toBe(journal.entries.length);

  // Started again together (a rolling restart with nothing new): nothing is applied twice.
  const again = await Promise.allSettled(opened.map((database) => database.migrate()));
  expect(again.filter((result) => result.status === 'rejected')).toEqual([]);
  expect(await applied()).toBe(journal.entries.length);

  // An instance killed while it migrates holds the lock no longer than its connection: the next
  // one waits for it, then goes on.
  const killed = new pg.Client({ connectionString: url });
  await killed.connect();
  killed.on('error', () => {});
  const { pid } = (await killed.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
  await killed.query('begin');
  await killed.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  let migrated = false;
  const next = opened[1]!.migrate().then(() => (migrated = true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(migrated).toBe(false);
  await adminQuery(url, `select pg_terminate_backend(${pid})`);
  await next;
  expect(await applied()).toBe(journal.entries.length);
});
