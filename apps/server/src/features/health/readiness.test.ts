// Readiness (GET /apio4f/v1/ready) apart from the spec's health check: ready on a working
// instance, and 503 in words from the first moment of a SIGTERM while the instance keeps serving
// for DRAIN_SECONDS (main.ts), then closes. The database's and Redis's outages are in
// db/database-outage.pg.test.ts and realtime/redis-outage.test.ts.
import { afterAll, expect, it } from 'vitest';
import { openStorage, startChild } from '../../testing/restart-kit.ts';
import type { ChildServer } from '../../testing/restart-kit.ts';
import { createTestServer } from '../../testing/test-server.ts';
import { NOT_READY } from './readiness.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const servers: ChildServer[] = [];
let storage: Awaited<ReturnType<typeof openStorage>> | null = null;
afterAll(async () => {
  for (const server of servers) await server.kill();
  await storage?.drop();
}, 60_000);

it('is ready when the database (and Redis, when configured) answers', async () => {
  const server = await createTestServer({ env: redisUrl ? { REDIS_URL: redisUrl } : {} });
  try {
    const ready = await server.api('GET', '/v1/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true });
    expect(ready.headers.get('cache-control')).toBe('no-store');
    server.app.readiness.drain();
    expect((await server.api('GET', '/v1/ready')).body).toEqual({
      ready: false,
      reason: NOT_READY.draining,
    });
  } finally {
    await server.close();
  }
});

it('answers 503 from the moment of SIGTERM, keeps serving for DRAIN_SECONDS, then exits', async () => {
  storage = await openStorage();
  const server = await startChild({ ...storage.env, DRAIN_SECONDS: '2' });
  servers.push(server);
  const ready = () => fetch(`${server.url}/apio4f/v1/ready`);
  expect((await ready()).status).toBe(200);

  const started = Date.now();
  let exited = false;
  const stopping = server.stop().then(() => (exited = true));
  await sleep(100);
  const draining = await ready();
  expect(draining.status).toBe(503);
  expect(await draining.json()).toEqual({ ready: false, reason: NOT_READY.draining });
  expect(draining.headers.get('retry-after')).toBe('5');
  // Still serving while the load balancer notices.
  expect((await fetch(`${server.url}/apio4f/v1/test`)).status).toBe(200);
  await sleep(1000);
  expect(exited).toBe(false);
  expect((await ready()).status).toBe(503);

  await stopping;
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  expect(Date.now() - started).toBeLessThan(12_000);
  await expect(ready()).rejects.toThrow();
}, 60_000);
