// Logger options: no bodies, no authorization headers, no tokens in URLs (verification links).
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const redactUrl = (url: string) => url.replace(/(\/verify\/)[^/?#]+/, '$1[redacted]');

export const REDACT_PATHS = [
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

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
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
