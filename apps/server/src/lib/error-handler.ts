// The one error handler of the REST API: every failure becomes `{ message }` in words. Bad input
// is a 4xx, the database being away a 503 the client may retry, anything else a logged 500.
import { GENERIC_MESSAGES } from '@o4f/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isRejectedValue } from './database-errors.ts';
import { HttpError } from './http-error.ts';
import { outageRefusals } from './outage-log.ts';
import type { OutageLogger, OutageRefusal } from './outage-log.ts';

/** Seconds a client is asked to wait before retrying while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

function firstIssueMessage(
  issues: readonly { message: string; path: readonly PropertyKey[]; code?: string }[],
) {
  const issue = issues[0];
  if (!issue) return GENERIC_MESSAGES.invalidBody;
  // A missing or non-object body yields zod's generic text; say what is wrong instead.
  if (issue.path.length === 0 && issue.code === 'invalid_type') return GENERIC_MESSAGES.invalidBody;
  return issue.message;
}

/**
 * The app's error handler. Requests answered 503 because the database is away are said once,
 * then counted every half minute (outageRefusals), not one line each.
 */
export function errorHandler(log: OutageLogger) {
  const databaseAway = outageRefusals(
    log,
    'The database is not available',
    'requests answered 503',
  );
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
    handleError(error, request, reply, databaseAway);
}

function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  databaseAway: OutageRefusal,
) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that cannot exist (e.g. /course/abc or /course/2147483648) names nothing.
    if (error.validationContext === 'params') {
      return reply.code(404).send({ message: GENERIC_MESSAGES.routeNotFound });
    }
    const issues = error.validation.map((item) => ({
      message: item.message ?? GENERIC_MESSAGES.invalidBody,
      path: item.instancePath.split('/').filter(Boolean),
      code: item.keyword,
    }));
    return reply.code(400).send({ message: firstIssueMessage(issues) });
  }
  if (error instanceof ZodError) {
    return reply.code(400).send({ message: firstIssueMessage(error.issues) });
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    databaseAway(error, request.log);
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: GENERIC_MESSAGES.databaseUnavailable });
  }
  if (isRejectedValue(error)) {
    // The edge validation let through a value the database refuses: the caller's input, and a
    // schema to tighten (the log says which code, never the value).
    request.log.warn({ err: error }, 'The database refused a value the validation let through');
    return reply.code(400).send({ message: GENERIC_MESSAGES.invalidBody });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message || GENERIC_MESSAGES.invalidBody });
  }
  request.log.error({ err: error }, 'Unhandled error');
  return reply.code(500).send({ message: GENERIC_MESSAGES.internal });
}
