/**
 * Passkeys in the browser: creating one for the signed-in account and logging in with one. The
 * WebAuthn library is loaded only when a ceremony starts, so the student pages do not carry it.
 */
import type { PasskeyLoginResult, PasskeyOptionsResult } from '@o4f/contract';
import { api } from './api-client.ts';
import { storage } from './storage.ts';

const BASE = '/v1/passkeys';

/** Whether this browser can create and use passkeys here (WebAuthn needs https or localhost). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  typeof window.PublicKeyCredential === 'function';

/**
 * The person closed the device's prompt, or it timed out (WebAuthn says NotAllowedError for both,
 * on purpose); also a passkey this device already holds for the account (InvalidStateError).
 */
export const isPasskeyCancel = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'NotAllowedError' ||
    error.name === 'AbortError' ||
    error.name === 'InvalidStateError' ||
    ('code' in error && error.code === 'ERROR_CEREMONY_ABORTED'));

const browserLibrary = () => import('@simplewebauthn/browser');

/** Creates a passkey for the signed-in account and stores it on the server. */
export async function addPasskey(): Promise<string> {
  const { startRegistration } = await browserLibrary();
  const { data } = await api.post<PasskeyOptionsResult>(`${BASE}/register/options`);
  const response = await startRegistration({
    optionsJSON: data.options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  const verified = await api.post<null>(`${BASE}/register/verify`, {
    challengeId: data.challengeId,
    response,
  });
  return verified.message;
}

/** Logs in with a passkey the person picks on the device, stored like the password logins. */
export async function loginWithPasskey(): Promise<PasskeyLoginResult> {
  const { startAuthentication } = await browserLibrary();
  const device = storage.getDeviceKey();
  const { data: options } = await api.post<PasskeyOptionsResult>(`${BASE}/login/options`, {
    device,
  });
  const response = await startAuthentication({
    optionsJSON: options.options as unknown as Parameters<
      typeof startAuthentication
    >[0]['optionsJSON'],
  });
  const { data } = await api.post<PasskeyLoginResult>(`${BASE}/login/verify`, {
    challengeId: options.challengeId,
    response,
    device,
  });
  storage.setSelectedCourse(null);
  storage.setToken(data.token);
  storage.setRole(data.role);
  storage.setAdmin(data.isAdmin);
  return data;
}
