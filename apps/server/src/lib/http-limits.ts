// HTTP timeouts, the minimum body rate and the per-address connection cap: a client that sends
// slowly, stalls, or opens connection after connection cannot hold the server.
// docs/decisions/http-timeouts-and-connection-cap.md says why each default is what it is.
import type { Server } from 'node:http';
import { PassThrough } from 'node:stream';
import type {
  FastifyBaseLogger,
  FastifyHttpOptions,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import type { Config } from '../config.ts';

type Limits = Pick<
  Config,
  | 'HTTP_HEADERS_TIMEOUT_SECONDS'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'HTTP_IDLE_TIMEOUT_SECONDS'
  | 'HTTP_KEEP_ALIVE_TIMEOUT_SECONDS'
>;

const ms = (seconds: number) => Math.max(1, Math.round(seconds * 1000));

/** Fastify's server options for the configured timeouts. */
export function httpServerOptions(
  config: Limits,
): Pick<
  FastifyHttpOptions<Server>,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'
> {
  const headersTimeout = ms(config.HTTP_HEADERS_TIMEOUT_SECONDS);
  const requestTimeout = ms(config.HTTP_REQUEST_TIMEOUT_SECONDS);
  return {
    // No byte in either direction for this long ends the connection (a stalled body, a hung client).
    connectionTimeout: ms(config.HTTP_IDLE_TIMEOUT_SECONDS),
    keepAliveTimeout: ms(config.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS),
    requestTimeout,
    http: {
      headersTimeout,
      requestTimeout,
      // Node checks the two deadlines above on this interval (30 s by default, which would let a
      // half-sent request live 30 s past its deadline).
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.round(headersTimeout / 4))),
    },
  };
}

/**
 * Refuses (closes at once) a new connection from an address that already holds `max` open ones.
 * 0 turns the cap off. Counted per remote address of the TCP connection, i.e. per NAT or proxy.
 */
export function capConnectionsPerAddress(
  server: Server,
  max: number,
  log: FastifyBaseLogger,
): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!refusing.has(address)) {
        refusing.add(address);
        log.warn(
          { address, max },
          'An address reached the connection cap; its new connections are refused',
        );
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) refusing.delete(address);
    });
  });
}

interface BodyRateLimit {
  /** Bytes a second a request body must average once the grace time is over; 0 turns it off. */
  minBytesPerSecond: number;
  /** Time a body may take before the rate counts (the same patience as for the headers). */
  graceSeconds: number;
}

export const bodyRateLimit = (
  config: Pick<Config, 'HTTP_MIN_BODY_BYTES_PER_SECOND' | 'HTTP_BODY_GRACE_SECONDS'>,
): BodyRateLimit => ({
  minBytesPerSecond: config.HTTP_MIN_BODY_BYTES_PER_SECOND,
  graceSeconds: config.HTTP_BODY_GRACE_SECONDS,
});

interface WatchedBody {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The socket's byte count when the headers were in (a keep-alive socket counts on). */
  startBytes: number;
  /** Time the server spent waiting for this body's bytes. */
  waitedMs: number;
}

const cutOffSlowBodies = Symbol('o4f.cutOffSlowBodies');

/** How long a cut connection still reads (and discards) what its client sends before it closes. */
const LINGER_MS = 2000;

/** Whether the request was answered 408 because its body arrived too slowly. */
export const wasCutForSlowBody = (request: FastifyRequest): boolean =>
  (request as FastifyRequest & { [cutOffSlowBodies]?: true })[cutOffSlowBodies] === true;

const declaresBody = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length'] ?? 0);
  return request.headers['transfer-encoding'] !== undefined || length > 0;
};

/**
 * Answers 408 `message` (and closes the connection) to any request whose body, after the grace
 * time, has arrived slower than the minimum rate on average: a trickled upload cannot hold a
 * slot, a connection and a database writer for the whole request timeout. Only time the server
 * waited for the client counts: while received bytes wait unread in the request (the handler or
 * the database is behind) the clock stops, and a tick delayed by a busy event loop counts as
 * one tick. docs/decisions/http-timeouts-and-connection-cap.md.
 */
export function cutSlowBodies(app: FastifyInstance, limit: BodyRateLimit, message: string): void {
  if (limit.minBytesPerSecond <= 0) return;
  const graceMs = limit.graceSeconds * 1000;
  const tickMs = Math.min(1000, Math.max(50, Math.round(graceMs / 4)));
  const watched = new Set<WatchedBody>();
  let timer: NodeJS.Timeout | undefined;

  const cut = (body: WatchedBody) => {
    const { request, reply } = body;
    (request as FastifyRequest & { [cutOffSlowBodies]?: true })[cutOffSlowBodies] = true;
    request.log.warn(
      { address: request.ip, route: request.routeOptions.url, waitedMs: body.waitedMs },
      'A request body arrived slower than HTTP_MIN_BODY_BYTES_PER_SECOND; answered 408 and closed',
    );
    // Written on the socket, then a lingering close: destroying a socket whose peer is still
    // sending makes the kernel answer with a reset that can discard the 408 before the client
    // reads it. So the server ends its side, discards what still comes for a moment, then closes.
    const socket = request.raw.socket;
    reply.hijack();
    if (!reply.raw.headersSent && socket.writable) {
      const payload = JSON.stringify({ message });
      socket.write(
        'HTTP/1.1 408 Request Timeout\r\n' +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(payload)}\r\n` +
          'connection: close\r\n\r\n' +
          payload,
      );
    }
    socket.end();
    request.raw.resume();
    const linger = setTimeout(() => socket.destroy(), LINGER_MS).unref();
    socket.once('close', () => clearTimeout(linger));
  };

  const tick = () => {
    for (const body of watched) {
      const raw = body.request.raw;
      if (raw.complete || raw.destroyed || body.reply.sent) {
        watched.delete(body);
        continue;
      }
      if (raw.readableLength > 0) continue;
      body.waitedMs += tickMs;
      if (body.waitedMs < graceMs) continue;
      const received = raw.socket.bytesRead - body.startBytes;
      if (received < (limit.minBytesPerSecond * body.waitedMs) / 1000) {
        watched.delete(body);
        cut(body);
      }
    }
    if (watched.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    if (declaresBody(request) && !request.raw.complete) {
      watched.add({ request, reply, startBytes: request.raw.socket.bytesRead, waitedMs: 0 });
      timer ??= setInterval(tick, tickMs).unref();
    }
    done();
  });
  // A parsed body (JSON) reaches its parser through a guard that keeps the cut connection's
  // break-off from the parser: the 408 is the answer, not a second one for the broken stream.
  // Multipart bodies are read from the request itself by their route (which checks
  // `wasCutForSlowBody`), so they are left alone.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'] ?? '';
    if (!declaresBody(request) || type.toLowerCase().startsWith('multipart/')) {
      return done(null, payload);
    }
    const guarded = new PassThrough();
    payload.on('error', (error) => {
      if (!wasCutForSlowBody(request)) guarded.destroy(error);
    });
    payload.pipe(guarded);
    done(null, guarded);
  });
  app.addHook('onClose', (_app, done) => {
    if (timer) clearInterval(timer);
    watched.clear();
    done();
  });
}
