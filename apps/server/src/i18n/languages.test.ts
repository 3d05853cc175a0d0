// The server speaks the request's language: Accept-Language: de gets German messages and
// refusals; a request without the header gets the spec's English, byte for byte.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ACK_ERRORS,
  AUTH_MESSAGES,
  CLASS_STATUS_MESSAGES,
  COURSE_MESSAGES,
  GENERIC_MESSAGES,
  NAMESPACES,
  PRESENTATION_MESSAGES,
  SOCKET_PATH,
  SOCKET_TEXT,
  expressionsPayloads,
} from '@o4f/contract';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveError, commandDispatcher, command } from '../realtime/socket-edge.ts';
import { LiveClient } from '../testing/live-client.ts';
import { createTestServer, type TestServer } from '../testing/test-server.ts';
import { MAIL_TEXT } from '../mail/mail-text.ts';
import { english } from './english.ts';
import { SERVER_LOCALES } from './locales.ts';
import { localizeNamespaces } from './socket-language.ts';
import { negotiateLanguage, prepareLanguages, translatorFor } from './translate.ts';

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const raw = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${server.url}/apio4f${path}`, init);
  return { status: response.status, text: await response.text(), headers: response.headers };
};

describe('negotiating the language', () => {
  it('picks the best language the server speaks, English without a header or a match', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
    expect(negotiateLanguage('de')).toBe('de');
    expect(negotiateLanguage('de-AT')).toBe('de');
    expect(negotiateLanguage('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(negotiateLanguage('nl,de;q=0.5')).toBe('de');
    expect(negotiateLanguage('nl,pt')).toBe('en');
    expect(negotiateLanguage('*')).toBe('en');
  });

  it('has every English text in every server catalogue, a function where English has one', async () => {
    for (const locale of SERVER_LOCALES) {
      const catalogue = (await locale.load()) as unknown as Record<string, Record<string, unknown>>;
      for (const [group, texts] of Object.entries(english)) {
        expect(Object.keys(catalogue[group] ?? {}).sort(), `${locale.code} ${group}`).toEqual(
          Object.keys(texts).sort(),
        );
        for (const [key, value] of Object.entries(texts))
          expect(typeof catalogue[group]![key], `${locale.code} ${group}.${key}`).toBe(
            typeof value,
          );
      }
    }
  });

  it('translates texts with parameters by their shape', async () => {
    await prepareLanguages();
    const german = translatorFor('de')!;
    expect(german(CLASS_STATUS_MESSAGES.reset(1))).toBe('1 Pseudonym entfernt.');
    expect(german(CLASS_STATUS_MESSAGES.reset(3))).toBe('3 Pseudonyme entfernt.');
    expect(german(PRESENTATION_MESSAGES.tooLarge(20))).toBe(
      'Die Präsentation ist größer als 20 MB.',
    );
    expect(german('A text no catalogue knows.')).toBe('A text no catalogue knows.');
    expect(translatorFor('en')).toBeUndefined();
  });
});

describe('REST messages', () => {
  const wrongLogin = { username: 'nobody', password: 'Wrong1234' };
  const post = (headers: Record<string, string> = {}) =>
    raw('/teacher/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(wrongLogin),
    });

  it('answers a request without Accept-Language in the spec’s English, byte for byte', async () => {
    const response = await post();
    expect(response.text).toBe(JSON.stringify({ message: AUTH_MESSAGES.wrongTeacherLogin }));
    expect(response.headers.get('content-language')).toBeNull();
    const english = await post({ 'accept-language': 'en-GB' });
    expect(english.text).toBe(response.text);
  });

  it('answers Accept-Language: de in German', async () => {
    const response = await post(GERMAN);
    expect(response.status).toBe(401);
    expect(JSON.parse(response.text)).toEqual({
      message: 'Benutzername oder Passwort ist falsch.',
    });
    expect(response.headers.get('content-language')).toBe('de');
  });

  it('says validation errors, missing resources and success messages in German', async () => {
    const teacher = await server.createTeacher();
    const missing = await server.api('GET', '/course/999999', {
      token: teacher.token,
      headers: GERMAN,
    });
    expect(missing.body).toEqual({ message: 'Kurs nicht gefunden.' });
    const english = await server.api('GET', '/course/999999', { token: teacher.token });
    expect(english.body).toEqual({ message: COURSE_MESSAGES.notFound });

    const invalid = await raw('/teacher/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...GERMAN },
      body: '[]',
    });
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.text)).toEqual({ message: 'Die Anfrage ist ungültig.' });

    const courses = await server.api<{ message: string; data: unknown }>('GET', '/courses', {
      token: teacher.token,
      headers: GERMAN,
    });
    expect(courses.body.message).toBe('Kurse.');
    expect(courses.body.data).toEqual(
      (await server.api<{ data: unknown }>('GET', '/courses', { token: teacher.token })).body.data,
    );
  });

  it('leaves English unknown messages and non-JSON answers as they are', async () => {
    const health = await raw('/v1/test', { headers: GERMAN });
    expect(JSON.parse(health.text)).toEqual({ message: 'ok', data: { db: 'up' } });
    const notFound = await raw('/no-such-route', { headers: GERMAN });
    expect(JSON.parse(notFound.text)).toEqual({ message: 'Nicht gefunden.' });
    expect(GENERIC_MESSAGES.routeNotFound).toBe('Not found.');
  });
});

describe('e-mails', () => {
  const register = (email: string, headers: Record<string, string> = {}) =>
    server.api('POST', '/teacher', {
      headers,
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        university: 'TU Wien',
        password: 'Secret123',
      },
    });

  it('writes the verification e-mail in the request’s language, English without one', async () => {
    expect((await register('ada.de@uni.example', GERMAN)).status).toBe(201);
    const german = server.mails.find((mail) => mail.to === 'ada.de@uni.example')!;
    expect(german.subject).toBe('Open4Feedback: Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(german.text).toMatch(/^Guten Tag Ada,\n\nbitte öffnen Sie diesen Link/);

    expect((await register('ada.en@uni.example')).status).toBe(201);
    const english = server.mails.find((mail) => mail.to === 'ada.en@uni.example')!;
    expect(english.subject).toBe('Open4Feedback: verify your email address');
    expect(english.text).toBe(
      [
        'Hello Ada,',
        '',
        'Please open this link to verify your school email address for Open4Feedback:',
        english.text.split('\n')[3],
        '',
        'The link is valid for 48 hours.',
      ].join('\n'),
    );
    expect(english.text.split('\n')[3]).toMatch(/\/apio4f\/teacher\/verify\/\S+$/);
  });

  it('writes it in French for Accept-Language: fr, with the link on its own line', async () => {
    expect(
      (await register('ada.fr@uni.example', { 'accept-language': 'fr-FR,fr;q=0.9' })).status,
    ).toBe(201);
    const french = server.mails.find((mail) => mail.to === 'ada.fr@uni.example')!;
    expect(french.subject).toBe('Open4Feedback\u00a0: vérifiez votre adresse e-mail');
    const lines = french.text.split('\n');
    expect(lines[0]).toBe('Bonjour Ada,');
    expect(lines[2]).toMatch(/^Veuillez ouvrir ce lien pour vérifier/);
    expect(lines[3]).toMatch(/\/apio4f\/teacher\/verify\/\S+$/);
    expect(lines[5]).toBe('Ce lien est valable 48\u00a0heures.');
  });

  it('has the e-mail texts in every catalogue, each its own words with the link kept', async () => {
    for (const locale of SERVER_LOCALES) {
      const mail = (await locale.load()).MAIL_TEXT;
      expect(Object.keys(mail).sort(), locale.code).toEqual(Object.keys(MAIL_TEXT).sort());
      expect(mail.verifySubject, locale.code).not.toBe(MAIL_TEXT.verifySubject);
      const body = mail.verifyBody('Ada', 'https://o4f.example/verify/abc');
      expect(body, locale.code).toContain('Ada');
      expect(body.split('\n'), locale.code).toContain('https://o4f.example/verify/abc');
      expect(body, locale.code).toContain('48');
    }
  });
});

describe('socket refusals', () => {
  it('refuses a handshake in German, and in English without Accept-Language', async () => {
    const german = await server.connectSocket(NAMESPACES.expressions, { headers: GERMAN });
    expect(german.error?.message).toBe('Bitte melden Sie sich an.');
    german.client.close();
    const chosen = await server.connectSocket(NAMESPACES.expressions, {
      auth: { language: 'de' },
    });
    expect(chosen.error?.message).toBe('Bitte melden Sie sich an.');
    chosen.client.close();
    const english = await server.connectSocket(NAMESPACES.expressions);
    expect(english.error).toEqual({ message: AUTH_MESSAGES.loginRequired });
    english.client.close();
  });

  it('emits a refusal event in the socket’s language', async () => {
    const german = await server.connectSocket(NAMESPACES.classIdGenerator, { headers: GERMAN });
    expect(await german.client.waitFor('error_access_denied')).toEqual({
      message: 'Zugang verweigert',
    });
    german.client.close();
    const english = await server.connectSocket(NAMESPACES.classIdGenerator);
    expect(await english.client.waitFor('error_access_denied')).toEqual({
      message: SOCKET_TEXT.accessDenied,
    });
    english.client.close();
  });

  it('answers a refused command’s ack in the socket’s language', async () => {
    await prepareLanguages();
    const http = createServer();
    const io = new Server(http, { path: SOCKET_PATH });
    localizeNamespaces(io);
    const dispatch = commandDispatcher(
      new Map([
        [
          'set_slide',
          command(expressionsPayloads.set_slide, () => {
            throw new LiveError(ACK_ERRORS.lectureNotLive, SOCKET_TEXT.lectureEnded);
          }),
        ],
      ]),
    );
    io.of(NAMESPACES.expressions).on('connection', (socket) => socket.onAny(dispatch));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const german = new LiveClient(url, NAMESPACES.expressions, { headers: GERMAN });
      const english = new LiveClient(url, NAMESPACES.expressions);
      await Promise.all([german.settled(), english.settled()]);
      expect(await german.request('set_slide', { slideNumber: 2 })).toEqual({
        ok: false,
        error: ACK_ERRORS.lectureNotLive,
        message: 'Die Vorlesung ist beendet.',
      });
      expect(await english.request('set_slide', { slideNumber: 2 })).toEqual({
        ok: false,
        error: ACK_ERRORS.lectureNotLive,
        message: SOCKET_TEXT.lectureEnded,
      });
      german.close();
      english.close();
    } finally {
      await io.close();
    }
  });
});
