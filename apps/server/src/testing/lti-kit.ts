// The tool side of the LTI tests: a real server on the test database at a known public URL (the
// platform posts its forms there), with a registration key, a built web app's index.html (to see
// its framing headers) and every log line kept (debug level: request lines too).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { users } from '../db/schema/index.ts';
import { loggerOptions } from '../lib/logger.ts';
import { apiFactories, openClone } from './test-server.ts';

export const REGISTRATION_KEY = 'test-registration-key-0123456789';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startLtiTool(env: Record<string, string> = {}) {
  const clone = await openClone();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const webDist = await mkdtemp(path.join(tmpdir(), 'o4f-lti-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Open4Feedback</title>');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    LOG_LEVEL: 'debug',
    DATA_DIR: '/tmp/o4f-test-data',
    WEB_DIST: webDist,
    PUBLIC_URL: url,
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
    RATE_LIMIT_REGISTER_PER_MINUTE: '1000',
    LTI_REGISTRATION_KEY: REGISTRATION_KEY,
    ...env,
  });
  const app = await buildApp({
    config,
    db: clone.database.db,
    logger: pino(loggerOptions('debug'), stream),
    mailer: { send: async () => {} },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const db = clone.database.db;
  const rest = apiFactories(url);

  async function createAdmin() {
    const teacher = await rest.createTeacher({}, async (profile) => {
      await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, profile.id));
    });
    return teacher;
  }

  return {
    url,
    app,
    db,
    /** The database, for a second instance beside this one. */
    database: clone.database,
    config,
    lines,
    ...rest,
    createAdmin,
    async close() {
      await app.close();
      await clone.database.close();
      await clone.drop();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

export type LtiTool = Awaited<ReturnType<typeof startLtiTool>>;
