// "Log in with a passkey" on the login pages: offered only where the browser can use passkeys; the
// session is stored like the password logins', and the role decides where the person lands.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../../lib/storage.ts';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

const { startAuthentication } = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication, startRegistration: vi.fn() }));

const PASSKEY = 'Log in with a passkey';
const options = { challengeId: 'c'.repeat(43), options: { challenge: 'abc', rpId: 'localhost' } };
const answer = { id: 'cred', rawId: 'cred', type: 'public-key', response: {} };

function passkeyBrowser(supported: boolean) {
  vi.stubGlobal('isSecureContext', supported);
  vi.stubGlobal('PublicKeyCredential', supported ? function PublicKeyCredential() {} : undefined);
}

beforeEach(() => {
  localStorage.clear();
  startAuthentication.mockReset();
  passkeyBrowser(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('passkey login', () => {
  it('is not offered where the browser cannot use passkeys', async () => {
    passkeyBrowser(false);
    mockApi({});
    renderRoute('/register-student');
    expect(await screen.findByRole('heading', { name: 'Student Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PASSKEY })).toBeNull();
  });

  it("signs the student in with the device's passkey and opens My Courses", async () => {
    startAuthentication.mockResolvedValue(answer);
    const calls = mockApi({
      'POST /v1/passkeys/login/options': options,
      'POST /v1/passkeys/login/verify': {
        token: 'passkey-token',
        role: 'STUDENT',
        isAdmin: false,
        anonId: 'k3v9q2m7x4tp',
      },
    });
    const { router } = renderRoute('/register-student');
    fireEvent.click(await screen.findByRole('button', { name: PASSKEY }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/my-courses'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: options.options });
    const device = storage.getDeviceKey();
    expect(calls.find((call) => call.path === '/v1/passkeys/login/verify')?.body).toEqual({
      challengeId: options.challengeId,
      response: answer,
      device,
    });
    expect(storage.getToken()).toBe('passkey-token');
    expect(storage.getRole()).toBe('STUDENT');
  });

  it("takes a teacher's passkey on the student page to the teacher's courses", async () => {
    startAuthentication.mockResolvedValue(answer);
    mockApi({
      'POST /v1/passkeys/login/options': options,
      'POST /v1/passkeys/login/verify': { token: 't', role: 'TEACHER', isAdmin: true },
    });
    const { router } = renderRoute('/register-student');
    fireEvent.click(await screen.findByRole('button', { name: PASSKEY }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    expect(storage.getRole()).toBe('TEACHER');
    expect(storage.isAdmin()).toBe(true);
  });

  it('says so when no passkey was used, and stays', async () => {
    startAuthentication.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    const calls = mockApi({ 'POST /v1/passkeys/login/options': options });
    const { router } = renderRoute('/teacher-login');
    fireEvent.click(await screen.findByRole('button', { name: PASSKEY }));
    expect(await screen.findByText('No passkey was used. You can try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/teacher-login');
    expect(calls.some((call) => call.path === '/v1/passkeys/login/verify')).toBe(false);
    expect(storage.getToken()).toBeNull();
  });
});
