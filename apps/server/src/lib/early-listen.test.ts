// The port taken before the app exists (main.ts): readiness says "starting" at once, other
// requests wait and reach the app when it takes the server over; a failed start answers them 503.
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { type EarlyServer, STARTING, listenEarly } from './early-listen.ts';

const config = {
  PORT: 0,
  HOST: '127.0.0.1',
  HTTP_HEADERS_TIMEOUT_SECONDS: 10,
  HTTP_REQUEST_TIMEOUT_SECONDS: 30,
  HTTP_IDLE_TIMEOUT_SECONDS: 30,
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: 5,
};

let early: EarlyServer | undefined;
afterEach(async () => {
  early?.server.closeAllConnections();
  await new Promise((resolve) => early?.server.close(resolve) ?? resolve(undefined));
  early = undefined;
});

const urlOf = (server: EarlyServer) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

it('answers readiness 503 while starting and hands waiting requests to the app', async () => {
  early = await listenEarly(config);
  const base = urlOf(early);

  const starting = await fetch(`${base}/apio4f/v1/ready`);
  expect(starting.status).toBe(503);
  expect(starting.headers.get('retry-after')).toBe('1');
  expect(await starting.json()).toEqual({ ready: false, reason: STARTING });

  let answered = false;
  const waiting = fetch(`${base}/apio4f/courses?x=1`).then(async (response) => {
    answered = true;
    return { status: response.status, body: await response.text() };
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(answered).toBe(false);

  const server = early.handOver((request, response) => response.end(`app:${request.url}`));
  expect(server).toBe(early.server);
  early.release();
  expect(await waiting).toEqual({ status: 200, body: 'app:/apio4f/courses?x=1' });
  expect(await (await fetch(`${base}/apio4f/v1/ready`)).text()).toBe('app:/apio4f/v1/ready');
  expect(await (await fetch(`${base}/apio4f/v1/test`)).text()).toBe('app:/apio4f/v1/test');
});

it('answers the spec health check 503 "starting" until the app takes over', async () => {
  early = await listenEarly(config);
  const health = `${urlOf(early)}/apio4f/v1/test`;

  const starting = await fetch(health);
  expect(starting.status).toBe(503);
  expect(starting.headers.get('retry-after')).toBe('1');
  expect(starting.headers.get('cache-control')).toBe('no-store');
  // The app's shape when it cannot answer (its database away): a message.
  expect(await starting.json()).toEqual({ message: STARTING });

  early.handOver((request, response) => response.end(`app:${request.url}`));
  // Handed over but not released: still starting.
  expect((await fetch(health)).status).toBe(503);
  early.release();
  expect(await (await fetch(health)).text()).toBe('app:/apio4f/v1/test');
});

it('answers the waiting requests 503 when the start fails', async () => {
  early = await listenEarly(config);
  const waiting = fetch(`${urlOf(early)}/apio4f/courses`);
  await new Promise((resolve) => setTimeout(resolve, 100));
  await early.fail();
  const response = await waiting;
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ ready: false, reason: STARTING });
  early = undefined;
});

it('fails to listen on a port that is taken', async () => {
  early = await listenEarly(config);
  const { port } = early.server.address() as AddressInfo;
  await expect(listenEarly({ ...config, PORT: port })).rejects.toThrow(/EADDRINUSE/);
});
