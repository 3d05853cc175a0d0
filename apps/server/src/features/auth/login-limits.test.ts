// Login limits over real HTTP, from the victim's side: failures from other addresses never stop an
// account at an address where its password was right before (a "known" address), failures on
// other accounts never stop a known pair at a shared school address, and guessing stays limited:
// one address gets a few tries per account, and an account under attack refuses unknown addresses
// even the right password. A teacher's username and email are one account, the current password
// of password change and profile edit counts too, and a lock looks the same for an account that
// does not exist. Behind TRUST_PROXY the client address is the first X-Forwarded-For entry, so
// each test uses its own addresses. With TEST_REDIS_URL, two instances share the counters.
import { AUTH_MESSAGES, TEACHER_MESSAGES } from '@o4f/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, startTwoInstances, TEST_PASSWORD } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

const PER_PAIR = 2;
const PER_ACCOUNT = 4;
const PER_ADDRESS = 6;
const env = {
  TRUST_PROXY: 'true',
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: String(PER_PAIR),
  LOGIN_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
  LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
};
let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;
let nameCounter = 0;
const unknownName = () => `nobody${(nameCounter += 1)}-${Date.now().toString(36)}`;

const locked = { status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } };
const wrongLogin = { status: 401, body: { message: AUTH_MESSAGES.wrongTeacherLogin } };
const wrongStudentLogin = { status: 401, body: { message: AUTH_MESSAGES.wrongStudentLogin } };

const teacherLogin = (server: TestServer, username: string, password: string, address: string) =>
  server
    .api('POST', '/teacher/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': address },
    })
    .then(({ status, body }) => ({ status, body }));

const studentLogin = (server: TestServer, anonId: string, password: string, address: string) =>
  server
    .api('POST', '/user/login', {
      body: { anonId, password },
      headers: { 'x-forwarded-for': address },
    })
    .then(({ status, body }) => ({ status, body }));

describe('login limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env });
  });
  afterAll(() => server?.close());

  it("someone at the owner's own school address cannot lock out the owner's device", async () => {
    const owner = await server.createTeacher();
    const school = nextAddress();
    const laptop = 'laptop-key-0123456789abcdef';
    const withDevice = (password: string, device?: string) =>
      server
        .api('POST', '/teacher/login', {
          body: { username: owner.email, password, ...(device ? { device } : {}) },
          headers: { 'x-forwarded-for': school },
        })
        .then(({ status, body }) => ({ status, body }));
    expect((await withDevice(TEST_PASSWORD, laptop)).status).toBe(200);

    // A student behind the same school address guesses, with no device or made-up ones.
    for (let i = 0; i < PER_PAIR + PER_ACCOUNT; i++) {
      const guess = await withDevice(
        'Wrong1234',
        i % 2 ? `guess-${i}-0123456789abcdef` : undefined,
      );
      expect([wrongLogin, locked]).toContainEqual(guess);
    }
    // Guessing is stopped there, even with the right password...
    expect(await withDevice(TEST_PASSWORD)).toEqual(locked);
    expect(await withDevice(TEST_PASSWORD, 'another-key-0123456789abcdef')).toEqual(locked);
    // ...but the owner's own laptop, at the same address, logs in.
    expect((await withDevice(TEST_PASSWORD, laptop)).status).toBe(200);
    // The laptop is limited by its own failures only.
    for (let i = 0; i < PER_PAIR; i++)
      expect(await withDevice('Wrong1234', laptop)).toEqual(wrongLogin);
    expect(await withDevice(TEST_PASSWORD, laptop)).toEqual(locked);
  });

  it('refuses a device key that is not one', async () => {
    const response = await server.api('POST', '/user/login', {
      body: { anonId: 'someone', password: 'x', device: 'short' },
      headers: { 'x-forwarded-for': nextAddress() },
    });
    expect(response.status).toBe(400);
  });

  it('an attacker failing from many addresses cannot stop the owner at their own address', async () => {
    const owner = await server.createTeacher();
    const home = nextAddress();
    expect((await teacherLogin(server, owner.username, TEST_PASSWORD, home)).status).toBe(200);

    // Three times the account's limit, each address staying under the pair limit.
    for (let i = 0; i < PER_ACCOUNT * 3; i++) {
      const expected = i < PER_ACCOUNT ? wrongLogin : locked;
      expect(await teacherLogin(server, owner.email, 'Wrong1234', nextAddress())).toEqual(expected);
    }
    // Guessing is limited: an address the account never logged in from is refused even the right
    // password while the account is over its limit, so the guesser cannot recognise it...
    expect(await teacherLogin(server, owner.username, TEST_PASSWORD, nextAddress())).toEqual(
      locked,
    );
    // ...but the owner, at home, logs in.
    expect((await teacherLogin(server, owner.username, TEST_PASSWORD, home)).status).toBe(200);
    expect((await teacherLogin(server, owner.email, TEST_PASSWORD, home)).status).toBe(200);
  });

  it('one address gets a few tries per account, then not even the right password; the owner elsewhere is not stopped', async () => {
    const owner = await server.createTeacher();
    const home = nextAddress();
    expect((await teacherLogin(server, owner.username, TEST_PASSWORD, home)).status).toBe(200);
    const attacker = nextAddress();
    for (let i = 0; i < PER_PAIR; i++) {
      expect(await teacherLogin(server, owner.username, 'Wrong1234', attacker)).toEqual(wrongLogin);
    }
    expect(await teacherLogin(server, owner.username, TEST_PASSWORD, attacker)).toEqual(locked);
    expect((await teacherLogin(server, owner.username, TEST_PASSWORD, home)).status).toBe(200);
    // Another account from the attacker's address: its own pair is below the limit.
    const other = await server.createTeacher();
    expect((await teacherLogin(server, other.username, TEST_PASSWORD, attacker)).status).toBe(200);
  });

  it("a known address is still stopped by its own failures: guessing from the owner's network is limited", async () => {
    const owner = await server.createTeacher();
    const home = nextAddress();
    expect((await teacherLogin(server, owner.username, TEST_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < PER_PAIR; i++) {
      expect(await teacherLogin(server, owner.username, 'Wrong1234', home)).toEqual(wrongLogin);
    }
    expect(await teacherLogin(server, owner.username, TEST_PASSWORD, home)).toEqual(locked);
  });

  it('failures on many accounts from a school address do not stop a teacher who logged in there before', async () => {
    const teacher = await server.createTeacher();
    const school = nextAddress();
    // A lecture hall behind one address: correct logins never count.
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      expect((await teacherLogin(server, teacher.username, TEST_PASSWORD, school)).status).toBe(
        200,
      );
    }
    const student = await server.createStudent();
    // Spraying from the school: one wrong password on each of many accounts, known or not.
    expect(await teacherLogin(server, unknownName(), 'Spray1234', school)).toEqual(wrongLogin);
    expect(await studentLogin(server, student.anonId, 'Spray1234', school)).toEqual(
      wrongStudentLogin,
    );
    for (let i = 2; i < PER_ADDRESS * 2; i++) {
      const expected = i < PER_ADDRESS ? wrongLogin : locked;
      expect(await teacherLogin(server, unknownName(), 'Spray1234', school)).toEqual(expected);
    }
    // The teacher with a history at the school logs in there.
    expect((await teacherLogin(server, teacher.username, TEST_PASSWORD, school)).status).toBe(200);
    // An account that never logged in at the school is refused there, so the sprayer learns
    // nothing more; from another address it logs in.
    expect(await studentLogin(server, student.anonId, student.password, school)).toEqual(locked);
    expect(
      (await studentLogin(server, student.anonId, student.password, nextAddress())).status,
    ).toBe(200);
  });

  it("counts a teacher's username and email as one account", async () => {
    const teacher = await server.createTeacher();
    const names = [teacher.username, teacher.email.toUpperCase(), ` ${teacher.email} `];
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect(await teacherLogin(server, names[i % 3]!, 'Wrong1234', nextAddress())).toEqual(
        wrongLogin,
      );
    }
    expect(await teacherLogin(server, teacher.username, TEST_PASSWORD, nextAddress())).toEqual(
      locked,
    );
    expect(await teacherLogin(server, teacher.email, TEST_PASSWORD, nextAddress())).toEqual(locked);
  });

  it('limits a student account the same way: the owner at a known address is not stopped', async () => {
    const student = await server.createStudent();
    const phone = nextAddress();
    expect((await studentLogin(server, student.anonId, student.password, phone)).status).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect(
        await studentLogin(server, student.anonId.toLowerCase(), 'Wrong1234', nextAddress()),
      ).toEqual(wrongStudentLogin);
    }
    expect(await studentLogin(server, student.anonId, student.password, nextAddress())).toEqual(
      locked,
    );
    expect((await studentLogin(server, student.anonId, student.password, phone)).status).toBe(200);
  });

  it('counts wrong current passwords of password change and profile edit against the account', async () => {
    const teacher = await server.createTeacher();
    const wrongCurrent = { status: 400, body: { message: AUTH_MESSAGES.wrongCurrentPassword } };
    const passwordUpdate = (currentPassword: string) =>
      server
        .api('PUT', '/teachers/passwordupdate', {
          token: teacher.token,
          body: { currentPassword, newPassword: 'Newpass123' },
          headers: { 'x-forwarded-for': nextAddress() },
        })
        .then(({ status, body }) => ({ status, body }));
    const profileEdit = (password: string) =>
      server
        .api('PUT', '/teacher', {
          token: teacher.token,
          body: { firstName: 'Ada', lastName: 'King', email: teacher.email, password },
          headers: { 'x-forwarded-for': nextAddress() },
        })
        .then(({ status, body }) => ({ status, body }));

    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect(await (i % 2 ? profileEdit : passwordUpdate)('Wrong1234')).toEqual(wrongCurrent);
    }
    // Locked at unknown addresses: the right current password is refused on both, and so is a login.
    expect(await passwordUpdate(TEST_PASSWORD)).toEqual(locked);
    expect(await profileEdit(TEST_PASSWORD)).toEqual(locked);
    expect(await teacherLogin(server, teacher.username, TEST_PASSWORD, nextAddress())).toEqual(
      locked,
    );
    // The locked edit changed nothing.
    const profile = await server.api('GET', '/teacher', { token: teacher.token });
    expect(profile.body).toMatchObject({ data: { lastName: 'Lovelace' } });
  });

  it("counts a student's wrong current passwords on PUT /user/changePassword", async () => {
    const student = await server.createStudent();
    const change = (password: string) =>
      server.api('PUT', '/user/changePassword', {
        token: student.token,
        body: { password, newPassword: 'Newpass123' },
        headers: { 'x-forwarded-for': nextAddress() },
      });
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await change('Wrong1234')).status).toBe(400);
    const refused = await change(student.password);
    expect({ status: refused.status, body: refused.body }).toEqual(locked);
  });

  it('answers a lock on an unknown name exactly as on an existing account', async () => {
    const [byName, byEmail] = [await server.createTeacher(), await server.createTeacher()];
    const names = [byName.username, unknownName(), byEmail.email, `${unknownName()}@school.test`];
    const answers: unknown[][] = names.map(() => []);
    for (let i = 0; i <= PER_ACCOUNT; i++) {
      for (const [index, name] of names.entries()) {
        const response = await server.api('POST', '/teacher/login', {
          body: { username: name, password: 'Wrong1234' },
          headers: { 'x-forwarded-for': nextAddress() },
        });
        answers[index]!.push({
          status: response.status,
          body: response.body,
          retryAfter: response.headers.get('retry-after'),
        });
      }
    }
    const expected = [
      ...Array<unknown>(PER_ACCOUNT).fill({ ...wrongLogin, retryAfter: null }),
      { ...locked, retryAfter: null },
    ];
    for (const sequence of answers) expect(sequence).toEqual(expected);
  });
});

describe('profile edit without a lock', () => {
  it('still answers a wrong current password with 400 and the right one with 200', async () => {
    const local = await createTestServer({ env });
    try {
      const teacher = await local.createTeacher();
      const body = { firstName: 'Ada', lastName: 'King', email: teacher.email };
      const wrong = await local.api('PUT', '/teacher', {
        token: teacher.token,
        body: { ...body, password: 'Wrong1234' },
      });
      expect(wrong.status).toBe(400);
      const right = await local.api('PUT', '/teacher', {
        token: teacher.token,
        body: { ...body, password: TEST_PASSWORD },
      });
      expect(right.status).toBe(200);
      expect(right.body).toMatchObject({ message: TEACHER_MESSAGES.updated });
    } finally {
      await local.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;

  beforeAll(async () => {
    instances = await startTwoInstances({ ...env, REDIS_URL: redisUrl! });
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it("counts an account's failures on either instance against the one limit, and its known address on both", async () => {
    const teacher = await a.createTeacher();
    const home = nextAddress();
    expect((await teacherLogin(a, teacher.username, TEST_PASSWORD, home)).status).toBe(200);
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const server = i % 2 === 0 ? a : b;
      expect(await teacherLogin(server, teacher.email, 'Wrong1234', nextAddress())).toEqual(
        wrongLogin,
      );
    }
    expect(await teacherLogin(a, teacher.username, TEST_PASSWORD, nextAddress())).toEqual(locked);
    expect(await teacherLogin(b, teacher.username, TEST_PASSWORD, nextAddress())).toEqual(locked);
    expect((await teacherLogin(b, teacher.username, TEST_PASSWORD, home)).status).toBe(200);
  });
});
