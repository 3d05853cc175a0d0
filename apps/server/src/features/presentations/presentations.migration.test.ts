// Migration 0005 moves each stored presentation's bytes into presentation_chunks.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/client.ts';
import { adminQuery, cloneName, dropDatabase, withDatabase } from '../../testing/database.ts';

const CHUNK_MIGRATION = '0005_presentation_chunks';

interface Target {
  execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

let before: string;
let target: Target;

/** An empty database of the kind this project tests, on one connection. */
async function openEmpty(): Promise<Target> {
  const template = inject('o4fTemplate');
  if (template.kind === 'postgres') {
    const name = cloneName('o4f_migration');
    await adminQuery(template.url, `CREATE DATABASE "${name}"`);
    const pool = new pg.Pool({ connectionString: withDatabase(template.url, name), max: 1 });
    const db = drizzlePg(pool);
    return {
      execute: (query) => db.execute(query),
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        await dropDatabase(template.url, name);
      },
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    execute: (query) => db.execute(query),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

beforeAll(async () => {
  // The migrations as they were before 0005.
  before = await mkdtemp(path.join(os.tmpdir(), 'o4f-migrations-'));
  await cp(MIGRATIONS_DIR, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === CHUNK_MIGRATION);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  await writeFile(journalPath, JSON.stringify(journal));
  target = await openEmpty();
});
afterAll(async () => {
  await target?.close();
  await rm(before, { recursive: true, force: true });
});

it('moves stored presentations into 64 KB chunks and drops the data column', async () => {
  await target.migrate(before);
  const big = Buffer.alloc(200_000);
  for (let offset = 0; offset < big.length; offset += 4) big.writeUInt32LE(offset * 7, offset);
  big.write('%PDF-1.5\n', 0, 'latin1');
  const small = Buffer.from('%PDF-1.4\nsmall');
  // Just the presentations: the lectures they belong to do not matter here.
  await target.execute(sql`set session_replication_role = replica`);
  for (const [lectureId, data] of [
    [1, big],
    [2, small],
  ] as const) {
    await target.execute(
      sql`insert into presentations (lecture_id, file_name, mime_type, size, data)
          values (${lectureId}, 'slides.pdf', 'application/pdf', ${data.length},
                  decode(${data.toString('base64')}, 'base64'))`,
    );
  }
  await target.execute(sql`set session_replication_role = origin`);

  await target.migrate(MIGRATIONS_DIR);

  const { rows: stored } = await target.execute(
    sql`select p.lecture_id, p.ready, p.size, c.seq, length(c.data) as length,
               encode(c.data, 'base64') as data
        from presentations p join presentation_chunks c on c.presentation_id = p.id
        order by p.lecture_id, c.seq`,
  );
  const chunks = stored as {
    lecture_id: number;
    ready: boolean;
    size: number;
    seq: number;
    length: number;
    data: string;
  }[];
  const of = (lectureId: number) => chunks.filter((chunk) => chunk.lecture_id === lectureId);
  expect(of(1).map((chunk) => [chunk.seq, chunk.length])).toEqual([
    [0, 65536],
    [1, 65536],
    [2, 65536],
    [3, 200_000 - 3 * 65536],
  ]);
  expect(of(2).map((chunk) => [chunk.seq, chunk.length])).toEqual([[0, small.length]]);
  expect(chunks.every((chunk) => chunk.ready)).toBe(true);
  const joined = (lectureId: number) =>
    Buffer.concat(of(lectureId).map((chunk) => Buffer.from(chunk.data, 'base64')));
  expect(joined(1).equals(big)).toBe(true);
  expect(joined(2).equals(small)).toBe(true);

  const { rows: columns } = await target.execute(
    sql`select column_name from information_schema.columns where table_name = 'presentations'`,
  );
  expect(columns.map((column) => (column as { column_name: string }).column_name)).not.toContain(
    'data',
  );
});
