// Builds one migrated database per test run; each test file clones it (PGlite initdb takes seconds).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { adminQuery, cloneName, withDatabase } from './database.ts';

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  const usePostgres = project.config.env?.TEST_DB === 'postgres';

  if (usePostgres) {
    if (!postgresUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = cloneName('o4f_template');
    await adminQuery(postgresUrl, `CREATE DATABASE "${template}"`);
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(postgresUrl, template),
      poolSize: 1,
    });
    await database.migrate();
    await database.close();
    project.provide('o4fTemplate', { kind: 'postgres', url: postgresUrl, template });
    return async () => {
      await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    };
  }

  const database = await openDatabase({ kind: 'pglite', thread: false });
  await database.migrate();
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data directory');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'o4f-test-'));
  const dumpPath = path.join(dir, 'template.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('o4fTemplate', { kind: 'pglite', dumpPath });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
