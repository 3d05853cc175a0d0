// The port is taken before the app is built, so a restarting instance answers at once: readiness
// (GET /apio4f/v1/ready) says 503 `{ ready: false, reason }` and the spec's health check
// (GET /apio4f/v1/test) 503 `{ message }` (the app's shape when its database is away), both
// "This instance is starting." with retry-after 1, until the app is ready: whatever polls either
// for a 200 still gets it only from the app. Every other request and WebSocket upgrade waits and
// is handed to the app when it takes the server over (Fastify's serverFactory).
import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Config } from '../config.ts';
import { httpServerOptions } from './http-limits.ts';

export const READY_PATH = '/apio4f/v1/ready';
export const HEALTH_PATH = '/apio4f/v1/test';
export const STARTING = 'This instance is starting.';
/** Past this many waiting requests a new one is told to come back (503) instead of waiting. */
const MAX_WAITING = 10_000;

type Waiting =
  | { kind: 'request'; request: IncomingMessage; response: ServerResponse }
  | { kind: 'upgrade'; request: IncomingMessage; socket: Duplex; head: Buffer };

export interface EarlyServer {
  server: Server;
  /** Fastify's serverFactory: the app's handler takes over this server once `release` runs. */
  handOver: (handler: RequestListener) => Server;
  /** Once the app is ready: the requests and upgrades that waited reach it, in order. */
  release: () => void;
  /** The start failed: what waited is answered 503 and the server closes. */
  fail: () => Promise<void>;
}

/** 503 "starting", in readiness's shape or (for the spec's health check) the app's. */
function starting(response: ServerResponse, body: object = { ready: false, reason: STARTING }) {
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': '1',
  });
  response.end(JSON.stringify(body));
}

/** Listens on PORT and HOST with the configured HTTP timeouts; resolves once listening. */
export async function listenEarly(
  config: Pick<
    Config,
    | 'PORT'
    | 'HOST'
    | 'HTTP_HEADERS_TIMEOUT_SECONDS'
    | 'HTTP_REQUEST_TIMEOUT_SECONDS'
    | 'HTTP_IDLE_TIMEOUT_SECONDS'
    | 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'
  >,
): Promise<EarlyServer> {
  const options = httpServerOptions(config);
  const waiting: Waiting[] = [];
  let appHandler: RequestListener | null = null;
  let released = false;
  // One listener for the server's life: Socket.IO, attached while the app is built, wraps the
  // request listeners it finds (it takes its own path first) and passes the rest on to this one.
  const onRequest: RequestListener = (request, response) => {
    if (released && appHandler) return appHandler(request, response);
    const path = (request.url ?? '').split('?')[0];
    if (path === READY_PATH || waiting.length >= MAX_WAITING) return starting(response);
    if (path === HEALTH_PATH) return starting(response, { message: STARTING });
    waiting.push({ kind: 'request', request, response });
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Socket.IO is attached and handles it.
    if (server.listenerCount('upgrade') > 1) return;
    if (waiting.length >= MAX_WAITING) return socket.destroy();
    waiting.push({ kind: 'upgrade', request, socket, head });
  };
  const server = createServer(options.http ?? {}, onRequest);
  // What Fastify sets on a server it creates itself (it leaves a factory's server as it is).
  server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
  server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
  server.setTimeout(options.connectionTimeout ?? 0);
  server.on('upgrade', onUpgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.PORT, host: config.HOST }, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    server,
    handOver(handler) {
      appHandler = handler;
      return server;
    },
    release() {
      released = true;
      server.off('upgrade', onUpgrade);
      // Through the server's listeners as they are now (Socket.IO's first, then the app's).
      for (const entry of waiting.splice(0)) {
        if (entry.kind === 'request') {
          if (!entry.response.destroyed) server.emit('request', entry.request, entry.response);
        } else if (!entry.socket.destroyed) {
          server.emit('upgrade', entry.request, entry.socket, entry.head);
        }
      }
    },
    async fail() {
      for (const entry of waiting.splice(0)) {
        if (entry.kind === 'request') starting(entry.response);
        else entry.socket.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
