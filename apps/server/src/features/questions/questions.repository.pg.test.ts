// The viewer-marks statement is built once, and still safe behind a pooler in transaction mode.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { openClone } from '../../testing/test-server.ts';
import type { TestDatabase } from '../../testing/test-server.ts';
import { viewerMarksInLecture } from './questions.repository.ts';

describe('the viewer-marks statement on PostgreSQL', () => {
  let clone: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    clone = await openClone();
    client = new pg.Client({ connectionString: clone.url });
    await client.connect();
  });

  afterAll(async () => {
    await client.end();
    await clone.database.close();
    await clone.drop();
  });

  it('leaves no named statement on the connection (PgBouncer in transaction mode hands it to others)', async () => {
    const db = drizzle(client, { schema }) as unknown as Db;
    expect(await viewerMarksInLecture(db, 1, [1])).toEqual([]);
    expect(await viewerMarksInLecture(db, 2, [1, 2])).toEqual([]);
    const named = await client.query('select name from pg_prepared_statements');
    expect(named.rows).toEqual([]);
  });
});
