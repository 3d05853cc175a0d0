import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';
import { THEME_SCRIPT_HASH } from '../../lib/theme-script.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('health, docs and serving', () => {
  it('runs on the database the project asks for', () => {
    expect(inject('o4fTemplate').kind).toBe(
      process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    );
  });

  it('GET /v1/test answers after a database round trip', async () => {
    const response = await server.api('GET', '/v1/test');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'ok', data: { db: 'up' } });
  });

  it('serves the OpenAPI document with the spec paths', async () => {
    const response = await server.api<{ openapi: string; paths: Record<string, unknown> }>(
      'GET',
      '/docs/json',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/apio4f/teacher/login',
        '/apio4f/course/{courseId}/lecture/{lectureNum}/extend',
      ]),
    );
    const page = await fetch(`${server.url}/apio4f/docs`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('/apio4f/courses');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await server.api('GET', '/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
  });

  it('explains a missing web build with a 503 on / and on SPA routes', async () => {
    for (const path of ['/', '/teacher/my-courses']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    }
  });

  it('sends security headers with a CSP that allows the SPA', async () => {
    const response = await fetch(`${server.url}/apio4f/v1/test`);
    const csp = response.headers.get('content-security-policy') ?? '';
    // The video page's player script and index.html's theme bootstrap, and nothing else.
    expect(csp).toContain(
      `script-src 'self' https://www.youtube.com https://s.ytimg.com ${THEME_SCRIPT_HASH};`,
    );
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('worker-src');
    expect(csp).toContain('https://www.youtube-nocookie.com');
  });

  it('sends the same security headers on every response, refusals included', async () => {
    const SECURITY_HEADERS = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const headersOf = async (path: string, status = 200) => {
      const response = await fetch(`${server.url}${path}`);
      await response.arrayBuffer();
      expect(response.status, path).toBe(status);
      return SECURITY_HEADERS.map((name) => [name, response.headers.get(name)]);
    };
    const first = await headersOf('/apio4f/v1/test');
    expect(first.filter(([, value]) => value === null)).toEqual([]);
    expect(Object.fromEntries(first)).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // Built once at start, the policy is the same on the next request, on a 404 and a 401.
    expect(await headersOf('/apio4f/v1/test')).toEqual(first);
    expect(await headersOf('/apio4f/no-such-route', 404)).toEqual(first);
    expect(await headersOf('/apio4f/courses', 401)).toEqual(first);
  });

  it('rejects malformed JSON with a 400 message', async () => {
    const response = await fetch(`${server.url}/apio4f/course`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });
});
