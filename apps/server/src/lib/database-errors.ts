// What a failed database call means: the database is away (the caller may retry: 503), a value
// slipped past the edge validation (the caller's input: 400), or a bug (500). Drizzle wraps the
// driver's error, so the chain of causes is searched. Redis, which holds the live state when
// several instances share it, is a database here too: when it is away, callers get the same 503.

/** Network failures of a connection that is being opened or is in use. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL: 08 connection exceptions; 57P01-57P03 the server shutting down, crashed or starting
 * up; 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-redis: the client is offline, closed, or lost its connection while a command ran. */
const REDIS_UNAVAILABLE = new Set([
  'ClientOfflineError',
  'ClientClosedError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'SocketTimeoutError',
  'DisconnectsClientError',
  'ReconnectStrategyError',
]);

/** The driver's texts for connections it lost or could not open in time (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function* chain(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 5 || typeof error !== 'object' || error === null) return;
  const record = error as Record<string, unknown>;
  yield record;
  yield* chain(record.cause, depth + 1);
  if (Array.isArray(record.errors))
    for (const inner of record.errors) yield* chain(inner, depth + 1);
}

/** The PostgreSQL SQLSTATE (or Node network code) of the error or of one of its causes. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (const link of chain(error)) if (typeof link.code === 'string') return link.code;
  return undefined;
}

/** The database cannot be reached, or dropped the connection: retrying later may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return true;
    if (REDIS_UNAVAILABLE.has((link.constructor as { name?: string } | undefined)?.name ?? '')) {
      return true;
    }
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  }
  return false;
}

/**
 * PostgreSQL refused a value (22: data exception, e.g. NUL in text or a number out of range):
 * input the edge validation should have refused. The caller gets a 400, the log a warning.
 */
export function isRejectedValue(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = link.code;
    if (typeof code === 'string' && /^22...$/.test(code) && 'severity' in link) return true;
  }
  return false;
}
