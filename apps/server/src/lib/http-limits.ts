// HTTP timeouts and the per-address connection cap: a client that sends slowly, stalls, or opens
// connection after connection cannot hold the server. docs/decisions/http-timeouts-and-
// connection-cap.md says why each default is what it is.
import type { Server } from 'node:http';
import type { FastifyBaseLogger, FastifyHttpOptions } from 'fastify';
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
