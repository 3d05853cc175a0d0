// Test databases: one migrated template per run (global-setup), one clone per test file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

type TemplateInfo =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    o4fTemplate: TemplateInfo;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const cloneName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** CREATE DATABASE ... TEMPLATE, retried while another clone briefly holds the template. */
export async function cloneTemplate(url: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

/**
 * Drops a test database once its pool's connections have really gone: a pool's end() resolves
 * while the server may still be closing them, and a FORCE drop at that moment makes the
 * closing client emit an uncaught "terminating connection" error. FORCE only as a last resort.
 */
export async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
