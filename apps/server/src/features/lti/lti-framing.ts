// The web app runs inside an LMS frame: its HTML may be framed by the registered platforms'
// origins (frame-ancestors) and may post forms to them (the deep-linking answer); every other
// response keeps refusing to be framed (helmet's X-Frame-Options and frame-ancestors 'self').
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify.ts';
import { API_PREFIX } from '../../web-app.ts';
import * as repo from './lti.repository.ts';

/** Other instances see a platform change within this time; this instance at once. */
const ORIGINS_TTL_MS = 30_000;

const cache = new WeakMap<AppContext, { origins: Promise<string[]>; at: number }>();

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** The origins of the registered platforms: each one's issuer and authorization URL. */
export function platformOrigins(ctx: AppContext, now = Date.now()): Promise<string[]> {
  const cached = cache.get(ctx);
  if (cached && now - cached.at < ORIGINS_TTL_MS) return cached.origins;
  const origins = repo.platformUrls(ctx.db).then((rows) => {
    const found = rows.flatMap((row) => [originOf(row.issuer), originOf(row.authUrl)]);
    return [...new Set(found.filter((origin): origin is string => origin !== null))].sort();
  });
  origins.catch(() => cache.delete(ctx));
  cache.set(ctx, { origins, at: now });
  return origins;
}

/** Called after a platform is added or removed. */
export function forgetPlatformOrigins(ctx: AppContext): void {
  cache.delete(ctx);
}

function setDirective(policy: string, name: string, value: string): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.split(/\s+/)[0] !== name);
  return [...directives, `${name} ${value}`].join(';');
}

/**
 * Lets `origins` frame this response (and receive its forms): frame-ancestors 'self' and them,
 * without X-Frame-Options. `scriptHash` also allows one inline script.
 */
export function allowFraming(
  reply: FastifyReply,
  origins: readonly string[],
  options: { scriptHash?: string } = {},
): void {
  const sources = ["'self'", ...origins].join(' ');
  reply.raw.removeHeader('x-frame-options');
  reply.removeHeader('x-frame-options');
  let policy = String(
    reply.getHeader('content-security-policy') ??
      reply.raw.getHeader('content-security-policy') ??
      "default-src 'self'",
  );
  policy = setDirective(policy, 'frame-ancestors', sources);
  policy = setDirective(policy, 'form-action', sources);
  if (options.scriptHash) policy = setDirective(policy, 'script-src', options.scriptHash);
  reply.header('content-security-policy', policy);
}

/** The web app's HTML pages may be framed by the registered platforms. */
export function registerLtiFraming(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === API_PREFIX || path.startsWith(`${API_PREFIX}/`)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    allowFraming(reply, await platformOrigins(app.ctx));
    return payload;
  });
}
