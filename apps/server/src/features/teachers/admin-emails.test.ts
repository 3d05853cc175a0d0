// ADMIN_EMAILS over real HTTP: a listed address makes an admin teacher only once it is verified
// (registration, email change), a changed address loses ADMIN_EMAILS admin until verified, and the
// re-evaluation at start promotes verified listed teachers and demotes ADMIN_EMAILS admins who are
// no longer listed or verified, while admins made with `npm run admin` stay.
import { AUTH_MESSAGES } from '@o4f/contract';
import type { TeacherProfile } from '@o4f/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestServer, openClone, TEST_PASSWORD } from '../../testing/test-server.ts';
import type { ApiBody, TestDatabase, TestServer } from '../../testing/test-server.ts';
import { grantAdminByHand } from './teachers.repository.ts';

const LISTED = ['boss@school.test', 'deputy@school.test', 'later@school.test'];

/** Opens the newest verification link mailed to `email`; its status. */
async function verify(server: TestServer, email: string): Promise<number> {
  const mail = server.mails.filter((m) => m.to === email).at(-1);
  const token = /\/apio4f\/teacher\/verify\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification mail to ${email}`);
  return (await server.api('GET', `/teacher/verify/${token}`)).status;
}

/** What the server says about the teacher's admin status, at login and to the session. */
async function adminStatus(server: TestServer, username: string, token: string) {
  const login = await server.api<ApiBody<{ isAdmin: boolean }>>('POST', '/teacher/login', {
    body: { username, password: TEST_PASSWORD },
  });
  const profile = await server.api<ApiBody<TeacherProfile>>('GET', '/teacher', { token });
  const list = await server.api('GET', '/teachers', { token });
  return { login: login.body.data.isAdmin, profile: profile.body.data.isAdmin, list: list.status };
}
const ADMIN = { login: true, profile: true, list: 200 };
const NOT_ADMIN = { login: false, profile: false, list: 403 };

describe('ADMIN_EMAILS while running', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { ADMIN_EMAILS: LISTED.join(', ').toUpperCase() } });
  });
  afterAll(() => server?.close());

  it('registering with a listed address gives no admin until the address is verified', async () => {
    const teacher = await server.createTeacher({ email: 'Boss@School.test' });
    expect(teacher.profile).toMatchObject({ isAdmin: false, emailVerified: false });
    const denied = await server.api('GET', '/teachers', { token: teacher.token });
    expect(denied.body).toEqual({ message: AUTH_MESSAGES.adminsOnly });
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(NOT_ADMIN);
    expect(await verify(server, 'boss@school.test')).toBe(200);
    // The session already held becomes an admin session, and a new login says so.
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(ADMIN);
  });

  it('changing the email to a listed address gives no admin until verified', async () => {
    const teacher = await server.createTeacher();
    const edit = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: {
        firstName: 'Ada',
        lastName: 'L',
        email: 'deputy@school.test',
        password: TEST_PASSWORD,
      },
    });
    expect(edit.status).toBe(200);
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(NOT_ADMIN);
    expect(await verify(server, 'deputy@school.test')).toBe(200);
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(ADMIN);
  });

  it('an ADMIN_EMAILS admin who changes the address is no admin until the new one is verified', async () => {
    const teacher = await server.createTeacher({ email: 'later@school.test' });
    await verify(server, 'later@school.test');
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(ADMIN);
    const moved = `moved${Date.now()}@school.test`;
    const edit = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: { firstName: 'Ada', lastName: 'L', email: moved, password: TEST_PASSWORD },
    });
    expect(edit.status).toBe(200);
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(NOT_ADMIN);
    // Verifying an unlisted address gives nothing.
    expect(await verify(server, moved)).toBe(200);
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(NOT_ADMIN);
  });

  it('an admin made by hand keeps admin across an email change', async () => {
    const teacher = await server.createTeacher();
    await grantAdminByHand(server.db, teacher.profile.id);
    const edit = await server.api('PUT', '/teacher', {
      token: teacher.token,
      body: {
        firstName: 'Ada',
        lastName: 'L',
        email: `hand${Date.now()}@school.test`,
        password: TEST_PASSWORD,
      },
    });
    expect(edit.status).toBe(200);
    expect(await adminStatus(server, teacher.username, teacher.token)).toEqual(ADMIN);
  });
});

describe('ADMIN_EMAILS re-evaluated at start', () => {
  let clone: TestDatabase;
  beforeAll(async () => {
    clone = await openClone();
  });
  afterAll(async () => {
    await clone?.database.close();
    await clone?.drop();
  });

  const start = (list: string[]) =>
    createTestServer({ database: clone.database, env: { ADMIN_EMAILS: list.join(',') } });

  it('demotes unlisted and unverified ADMIN_EMAILS admins, promotes verified listed teachers, keeps CLI admins', async () => {
    const first = await start([
      'x@school.test',
      'cli.listed@school.test',
      'legacy.listed@school.test',
    ]);
    let ids: Record<string, number>;
    let tokens: Record<string, { username: string; token: string }>;
    try {
      const make = async (email: string, verified: boolean) => {
        const teacher = await first.createTeacher({ email });
        if (verified) expect(await verify(first, email)).toBe(200);
        return teacher;
      };
      const x = await make('x@school.test', true); // ADMIN_EMAILS admin, to be unlisted
      const cli = await make('cli@school.test', false); // made by hand, never listed
      const cliListed = await make('cli.listed@school.test', false); // by hand, listed, unverified
      const later = await make('later.listed@school.test', true); // verified, listed next start
      const unverified = await make('unverified.listed@school.test', false); // listed, unverified
      // Admins from before admin_grant existed (role set directly, no grant recorded).
      const legacy = await make('legacy@school.test', false);
      const legacyListed = await make('legacy.listed@school.test', false);
      await grantAdminByHand(first.db, cli.profile.id);
      await grantAdminByHand(first.db, cliListed.profile.id);
      for (const teacher of [legacy, legacyListed]) {
        await first.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, teacher.profile.id));
      }
      const all = { x, cli, cliListed, later, unverified, legacy, legacyListed };
      ids = Object.fromEntries(Object.entries(all).map(([key, t]) => [key, t.profile.id]));
      tokens = Object.fromEntries(
        Object.entries(all).map(([key, t]) => [key, { username: t.username, token: t.token }]),
      );
      expect(await adminStatus(first, x.username, x.token)).toEqual(ADMIN);
      expect(await adminStatus(first, later.username, later.token)).toEqual(NOT_ADMIN);
    } finally {
      await first.close();
    }

    const second = await start([
      'cli.listed@school.test',
      'later.listed@school.test',
      'unverified.listed@school.test',
      'legacy.listed@school.test',
    ]);
    try {
      const status = async (key: string) =>
        adminStatus(second, tokens[key]!.username, tokens[key]!.token);
      expect(await status('x')).toEqual(NOT_ADMIN);
      expect(await status('cli')).toEqual(ADMIN);
      expect(await status('cliListed')).toEqual(ADMIN);
      expect(await status('later')).toEqual(ADMIN);
      expect(await status('unverified')).toEqual(NOT_ADMIN);
      // Legacy admins: an unlisted one is taken as made by hand and stays; a listed unverified
      // one is taken as made by ADMIN_EMAILS and is demoted until verified.
      expect(await status('legacy')).toEqual(ADMIN);
      expect(await status('legacyListed')).toEqual(NOT_ADMIN);
      const rows = await second.db.select().from(users).where(eq(users.id, ids['legacy']!));
      expect(rows[0]?.adminGrant).toBe('cli');
    } finally {
      await second.close();
    }

    // Nothing listed any more: every ADMIN_EMAILS admin goes, the CLI admins stay.
    const third = await start([]);
    try {
      const status = (key: string) => adminStatus(third, tokens[key]!.username, tokens[key]!.token);
      expect(await status('later')).toEqual(NOT_ADMIN);
      expect(await status('cli')).toEqual(ADMIN);
      expect(await status('cliListed')).toEqual(ADMIN);
      expect(await status('legacy')).toEqual(ADMIN);
    } finally {
      await third.close();
    }
  });
});
