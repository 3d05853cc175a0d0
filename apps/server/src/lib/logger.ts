// Logger options: no bodies, no authorization headers, no tokens in URLs (verification links),
// and errors without the query text or the parameters of a failed database call.
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

// LTI requests carry the registration key and token, and the LMS's login hints, in the query.
const redactUrl = (url: string) =>
  url
    .replace(/(\/verify\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/lti\/[^?#]*)\?.*$/, '$1?[redacted]');

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.auth',
];

/**
 * Fields of a database error that may hold what a user sent or stored (post texts, credentials,
 * hashes, an account id next to a pseudonym): the query and its parameters, and PostgreSQL's
 * detail, hint and context lines, which quote row values.
 */
const DATABASE_ERROR_FIELDS = ['query', 'params', 'parameters', 'detail', 'hint', 'where'];
const KEPT_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
];

const isDatabaseError = (error: Record<string, unknown>) =>
  'query' in error || 'params' in error || ('severity' in error && 'code' in error);

/**
 * An error as a log line may hold it. A database error keeps its code, table, column and
 * constraint (what a fix needs) and loses its message when that can quote a value: drizzle's
 * "Failed query: <sql> params: <values>", and PostgreSQL's data exceptions (class 22) such as
 * `invalid input syntax for type integer: "…"`. The stack keeps its frames only.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const record = error as unknown as Record<string, unknown>;
  const database = isDatabaseError(record);
  const code = typeof record.code === 'string' ? record.code : undefined;
  let message = error.message;
  if (message.startsWith('Failed query:')) message = 'Database query failed';
  else if (database && code?.startsWith('22')) message = `Database refused a value (${code})`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (database && !KEPT_FIELDS.includes(key)) continue;
    if (DATABASE_ERROR_FIELDS.includes(key)) continue;
    serialized[key] = value;
  }
  if (record.cause !== undefined && depth < 3)
    serialized.cause = serializeError(record.cause, depth + 1);
  if (Array.isArray(record.errors) && depth < 3)
    serialized.errors = record.errors.map((inner) => serializeError(inner, depth + 1));
  return serialized;
}

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        };
      },
    },
  };
}
