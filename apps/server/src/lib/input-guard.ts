// The last check before a handler: no NUL in any parsed string (path, query or body). The
// contract's text schemas refuse control characters with the field's context; this catches what
// a schema does not cover (passwords being checked, a route added later), because PostgreSQL
// cannot store NUL in text and throws.
import { GENERIC_MESSAGES } from '@o4f/contract';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './http-error.ts';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Buffer.isBuffer(value)) return false;
  const items = Array.isArray(value) ? value : Object.entries(value).flat();
  return items.some((item) => holdsNul(item, depth + 1));
}

export async function refuseNul(request: FastifyRequest): Promise<void> {
  if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
    throw badRequest(GENERIC_MESSAGES.controlCharacters);
}
