// My Settings' passkeys: the account's list with when each was added and last used, adding one
// on this device (the browser's ceremony, then the server's check) and removing one.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PasskeySummary } from '@o4f/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signIn } from '../../../testing/api-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PasskeysSection } from './passkeys-section.tsx';

const { startRegistration } = vi.hoisted(() => ({ startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({ startRegistration, startAuthentication: vi.fn() }));

const used: PasskeySummary = {
  id: 'cred-1',
  createdAt: '2025-09-01T10:00:00.000Z',
  lastUsedAt: '2025-09-08T09:30:00.000Z',
};
const fresh: PasskeySummary = {
  id: 'cred/2',
  createdAt: '2025-09-10T10:00:00.000Z',
  lastUsedAt: null,
};

beforeEach(() => {
  localStorage.clear();
  signIn('STUDENT');
  startRegistration.mockReset();
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PasskeysSection', () => {
  it('lists the passkeys and removes one', async () => {
    let stored = [used, fresh];
    const calls = mockApi({
      'GET /v1/passkeys': () => stored,
      'DELETE /v1/passkeys/cred/2': () => {
        stored = [used];
        return null;
      },
    });
    renderWithProviders(<PasskeysSection />);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Passkey 1')).toBeTruthy();
    expect(within(list).getByText(/Added on Sep 01, 2025, last used on Sep 08, 2025/)).toBeTruthy();
    expect(within(list).getByText('Added on Sep 10, 2025, not used yet')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Passkey 2' }));
    await waitFor(() => expect(within(list).queryByText('Passkey 2')).toBeNull());
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/v1/passkeys/cred/2'),
    ).toBe(true);
  });

  it('adds a passkey made by the device, checked by the server', async () => {
    const made = { id: 'new', rawId: 'new', type: 'public-key', response: {} };
    startRegistration.mockResolvedValue(made);
    let stored: PasskeySummary[] = [];
    const calls = mockApi({
      'GET /v1/passkeys': () => stored,
      'POST /v1/passkeys/register/options': {
        challengeId: 'r'.repeat(43),
        options: { challenge: 'x' },
      },
      'POST /v1/passkeys/register/verify': () => {
        stored = [fresh];
        return { status: 201, body: { message: 'Passkey added.', data: null } };
      },
    });
    renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText('You have no passkey yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText('Passkey 1')).toBeTruthy();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'x' } });
    expect(calls.find((call) => call.path === '/v1/passkeys/register/verify')?.body).toEqual({
      challengeId: 'r'.repeat(43),
      response: made,
    });
  });

  it('says when this browser cannot add one', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    mockApi({ 'GET /v1/passkeys': [] });
    renderWithProviders(<PasskeysSection />);
    expect(await screen.findByText('This browser cannot use passkeys.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
