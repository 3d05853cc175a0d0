// A live lecture survives a kill -9 of the server with the embedded live state (process memory):
// the students reconnect with their tokens and carry on; code, slide and permission are back.
import { afterAll, describe, it } from 'vitest';
import type { LiveClient } from '../testing/live-client.ts';
import { openStorage } from '../testing/restart-kit.ts';
import type { ChildServer } from '../testing/restart-kit.ts';
import { runRestart } from '../testing/restart-suite.ts';

describe('a server restart with the embedded live state', () => {
  const clients: LiveClient[] = [];
  const servers: ChildServer[] = [];
  let drop: (() => Promise<void>) | null = null;

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await server.kill();
    await drop?.();
  });

  it('brings the lecture back: students reconnect with their tokens', async () => {
    const storage = await openStorage();
    drop = storage.drop;
    await runRestart(storage.env, clients, servers);
  }, 120_000);
});
