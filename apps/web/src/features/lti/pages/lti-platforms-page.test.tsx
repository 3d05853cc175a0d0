import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LtiPlatform } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi, type Call } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';
import { applyLocale } from '../../../text/locale.ts';
import { LOCALES } from '../../../text/locales.ts';

const inGerman = () => applyLocale(LOCALES.find((locale) => locale.code === 'de')!);

const REGISTRATION_URL = 'https://o4f.example.org/apio4f/lti/register?key=k3y';

const buildPlatform = (overrides: Partial<LtiPlatform> = {}): LtiPlatform => ({
  id: 1,
  name: 'Moodle of Tartu',
  issuer: 'https://moodle.ut.example',
  clientId: 'client-1',
  deploymentIds: ['1', '4'],
  authUrl: 'https://moodle.ut.example/mod/lti/auth.php',
  tokenUrl: 'https://moodle.ut.example/mod/lti/token.php',
  jwksUrl: 'https://moodle.ut.example/mod/lti/certs.php',
  registeredVia: 'dynamic',
  createdAt: '2025-09-01T10:00:00.000Z',
  ...overrides,
});

const signInAdmin = (isAdmin = true) => {
  storage.setToken('token');
  storage.setRole('TEACHER');
  storage.setAdmin(isAdmin);
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LTI platforms (admin)', () => {
  it('shows the registration URL with a copy button, and the registered platforms', async () => {
    signInAdmin();
    mockApi({
      'GET /v1/lti/platforms': { registrationUrl: REGISTRATION_URL, platforms: [buildPlatform()] },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute('/teacher/lti-platforms');
    const url = await screen.findByLabelText('Registration URL');
    expect((url as HTMLInputElement).value).toBe(REGISTRATION_URL);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(REGISTRATION_URL);
    expect(await screen.findByText('The registration URL was copied.')).toBeTruthy();

    const card = screen.getByRole('listitem', { name: 'Moodle of Tartu' });
    for (const shown of [
      'https://moodle.ut.example',
      'client-1',
      '1, 4',
      'By dynamic registration',
    ])
      expect(within(card).getByText(shown)).toBeTruthy();
  });

  it('says how to turn dynamic registration on when there is no URL, and when nothing is registered', async () => {
    signInAdmin();
    mockApi({ 'GET /v1/lti/platforms': { registrationUrl: null, platforms: [] } });
    renderRoute('/teacher/lti-platforms');
    expect(
      await screen.findByText(
        'Dynamic registration is off: set LTI_REGISTRATION_KEY on the server to get a registration URL.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('No platform is registered yet.')).toBeTruthy();
  });

  it('adds a platform by hand, refusing a plain-http URL elsewhere than localhost', async () => {
    signInAdmin();
    let platforms: LtiPlatform[] = [];
    const calls = mockApi({
      'GET /v1/lti/platforms': () => ({ registrationUrl: null, platforms }),
      'POST /v1/lti/platforms': (call: Call) => {
        const body = call.body as Record<string, string>;
        const added = buildPlatform({
          id: 2,
          name: body.name,
          issuer: body.issuer,
          clientId: body.clientId,
          deploymentIds: [body.deploymentId ?? ''],
          registeredVia: 'manual',
        });
        platforms = [added];
        return { status: 201, body: { message: 'Added', data: added } };
      },
    });
    renderRoute('/teacher/lti-platforms');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a platform' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a platform by hand' });
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), {
        target: { value },
      });
    fill('Name', 'Canvas test');
    fill('Issuer', 'http://canvas.example');
    fill('Client ID', '10000000000001');
    fill('Deployment ID', 'dep-1');
    fill('Authorization URL', 'http://127.0.0.1:4100/auth');
    fill('Access token URL', 'http://localhost:4100/token');
    fill('Public keyset (JWKS) URL', 'ftp://127.0.0.1/jwks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findAllByText('Enter a full URL (https, or http on localhost).'),
    ).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fill('Issuer', 'https://canvas.example');
    fill('Public keyset (JWKS) URL', 'http://127.0.0.1:4100/jwks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('listitem', { name: 'Canvas test' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')[0]?.body).toEqual({
      name: 'Canvas test',
      issuer: 'https://canvas.example',
      clientId: '10000000000001',
      deploymentId: 'dep-1',
      authUrl: 'http://127.0.0.1:4100/auth',
      tokenUrl: 'http://localhost:4100/token',
      jwksUrl: 'http://127.0.0.1:4100/jwks',
    });
    expect(
      within(screen.getByRole('listitem', { name: 'Canvas test' })).getByText('By hand'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a platform after a confirmation', async () => {
    signInAdmin();
    let platforms = [buildPlatform()];
    const calls = mockApi({
      'GET /v1/lti/platforms': () => ({ registrationUrl: null, platforms }),
    });
    // The server answers 204 No Content, which the table's replies (always with a body) cannot.
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (init?.method !== 'DELETE') return answered(url, init);
      calls.push({ method: 'DELETE', path: url.replace(/^\/apio4f/, ''), body: undefined });
      platforms = [];
      return new Response(null, { status: 204 });
    });
    renderRoute('/teacher/lti-platforms');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Moodle of Tartu' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure that you want to remove this platform?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Moodle of Tartu' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No platform is registered yet.')).toBeTruthy();
    expect(await screen.findByText('The platform was removed.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([
      { method: 'DELETE', path: '/v1/lti/platforms/1', body: undefined },
    ]);
  });

  it('sends a teacher who is not an admin back to My Courses', async () => {
    signInAdmin(false);
    const calls = mockApi({ 'GET /courses': [] });
    const { router } = renderRoute('/teacher/lti-platforms');
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(calls.some((call) => call.path.startsWith('/v1/lti'))).toBe(false);
  });
});

describe('LTI platforms in German', () => {
  beforeEach(inGerman);
  afterEach(() => applyLocale(LOCALES[0]));

  it("says the dialog's required fields and a wrong URL in German", async () => {
    signInAdmin();
    mockApi({ 'GET /v1/lti/platforms': { registrationUrl: null, platforms: [] } });
    renderRoute('/teacher/lti-platforms');
    fireEvent.click(await screen.findByRole('button', { name: 'Plattform hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plattform von Hand hinzufügen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hinzufügen' }));
    expect(await within(dialog).findByText('Bitte geben Sie einen Namen ein.')).toBeTruthy();
    expect(within(dialog).getByText('Bitte geben Sie die Client-ID ein.')).toBeTruthy();
    expect(within(dialog).getByText('Bitte geben Sie die Deployment-ID ein.')).toBeTruthy();
    expect(
      within(dialog).getAllByText(
        'Bitte eine vollständige URL eingeben (https, oder http auf localhost).',
      ),
    ).toHaveLength(4);
  });
});
