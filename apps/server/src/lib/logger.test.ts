// Logs never hold what a failed query carried: its text, its parameters (post texts, credentials,
// hashes, an account id next to a pseudonym) or PostgreSQL's quotes of a row's values.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { App } from './fastify.ts';
import { serializeError } from './logger.ts';
import { memoryLogger } from '../testing/memory-logger.ts';
import { openClone } from '../testing/test-server.ts';
import type { TestDatabase } from '../testing/test-server.ts';

const SECRET = 'my secret post text 7f3a';

let clone: TestDatabase;
let app: App;
let lines: string[];

beforeAll(async () => {
  clone = await openClone();
  const memory = memoryLogger();
  lines = memory.lines;
  app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'info',
      DATA_DIR: '/tmp/o4f-test-data',
      WEB_DIST: '/nonexistent/o4f-web-dist',
      RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
    }),
    db: clone.database.db,
    logger: memory.logger,
    mailer: { send: async () => {} },
  });
  // A query that fails for a reason no validation can know: the database refuses this text.
  await clone.database.db.execute(
    sql.raw(
      `alter table feedback add constraint no_secrets check (position('secret' in message) = 0)`,
    ),
  );
});
afterAll(async () => {
  await app.close();
  await clone.database.close();
  await clone.drop();
});

describe('error logs', () => {
  it('name the failed query by its code, without its text or parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/apio4f/feedback',
      payload: { message: SECRET },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    const line = lines.find((item) => item.includes('Unhandled error'));
    expect(line).toBeDefined();
    expect(line).toContain('23514');
    expect(line).toContain('no_secrets');
    expect(line).not.toContain(SECRET);
    expect(line).not.toMatch(/insert into|params|Failed query/i);
  });

  it('drop the value a data exception quotes, and the detail of a constraint', () => {
    const driverError = Object.assign(
      new Error(`invalid input syntax for type integer: "${SECRET}"`),
      { code: '22P02', severity: 'ERROR', detail: `Key (text)=(${SECRET}) exists.` },
    );
    const wrapped = Object.assign(
      new Error(`Failed query: select * from posts where text = $1\nparams: ${SECRET}`),
      { query: 'select * from posts where text = $1', params: [SECRET], cause: driverError },
    );
    const serialized = JSON.stringify(serializeError(wrapped));
    expect(serialized).not.toContain(SECRET);
    expect(serialized).not.toContain('select');
    expect(serialized).toContain('22P02');
    expect(serialized).toContain('Database query failed');
  });
});
