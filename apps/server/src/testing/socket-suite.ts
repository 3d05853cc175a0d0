// The set-up of a test file that talks to one server over sockets: the server starts before the
// file's tests, and the clients they opened close with it after them.
import { afterAll, beforeAll } from 'vitest';
import { ClientPool } from './live-client.ts';
import { createTestServer } from './test-server.ts';
import type { TestServer } from './test-server.ts';

export interface SocketSuite {
  /** Set once the file's tests run. */
  server: TestServer;
  pool: ClientPool;
}

export function socketSuite(options: Parameters<typeof createTestServer>[0] = {}): SocketSuite {
  const suite = { pool: new ClientPool() } as SocketSuite;
  beforeAll(async () => {
    suite.server = await createTestServer(options);
  });
  afterAll(async () => {
    suite.pool.closeAll();
    await suite.server?.close();
  });
  return suite;
}
