// The OpenAPI document (generated from the routes' zod schemas) and a plain index page of it.
import type { App } from '../../lib/fastify.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function docsRoutes(app: App) {
  app.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/docs', { schema: { hide: true } }, async (_request, reply) => {
    const document = app.swagger() as {
      paths?: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
    };
    const rows = Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td>${method.toUpperCase()}</td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    );
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Open4Feedback API</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}td{padding:.25rem .75rem;vertical-align:top}code{white-space:nowrap}</style>
</head><body><h1>Open4Feedback API</h1><p>OpenAPI document: <a href="docs/json">/apio4f/docs/json</a>. Authenticate with <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
