import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { appSettings } from './db/schema/index.ts';
import { createTestServer } from './testing/test-server.ts';

describe('buildApp', () => {
  it('generates a credential secret once and keeps it across restarts', async () => {
    const server = await createTestServer();
    try {
      const student = await server.createStudent();
      const [stored] = await server.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, 'credential_secret'));
      expect(stored?.value).toBe(server.app.ctx.credentialSecret);
      // A second app over the same database (a restart, or another instance) agrees on the secret.
      const again = await buildApp({
        config: server.config,
        db: server.db,
        mailer: { send: async () => {} },
      });
      expect(again.ctx.credentialSecret).toBe(server.app.ctx.credentialSecret);
      await again.close();
      const login = await server.api('POST', '/user/login', {
        body: { anonId: student.anonId, password: student.password },
      });
      expect(login.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('uses CREDENTIAL_SECRET when configured', async () => {
    const secret = 'configured-secret-configured-secret-0123';
    const server = await createTestServer({ env: { CREDENTIAL_SECRET: secret } });
    try {
      expect(server.app.ctx.credentialSecret).toBe(secret);
    } finally {
      await server.close();
    }
  });
});
