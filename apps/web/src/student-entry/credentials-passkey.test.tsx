// The credentials step's passkey offer: first choice when the browser can make passkeys; once
// kept, the student joins without downloading or confirming the Private ID and password.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveIssuedCredentials } from '../lib/join/issued-credentials.ts';
import { openLean } from './open-lean.tsx';
import type * as PasskeysModule from '../lib/passkeys.ts';

const passkeys = vi.hoisted(() => ({
  supported: true,
  addPasskey: vi.fn<() => Promise<string>>(),
}));
vi.mock('../lib/passkeys.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PasskeysModule>()),
  passkeysSupported: () => passkeys.supported,
  addPasskey: passkeys.addPasskey,
}));

const issued = { anonId: 'k3v9q2m7x4tp', password: 'Wq7-fT2k-9LmZ', courseId: 7, lectureNum: 2 };
const KEEP = 'Keep this account with a passkey';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

beforeEach(() => {
  sessionStorage.clear();
  saveIssuedCredentials(issued);
  passkeys.supported = true;
  passkeys.addPasskey.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('passkey offer on the credentials step', () => {
  it('is not offered where the browser cannot make passkeys', () => {
    passkeys.supported = false;
    openLean('/download-password');
    expect(screen.queryByRole('button', { name: KEEP })).toBeNull();
    expect(screen.getByTestId('private-id').textContent).toBe(issued.anonId);
  });

  it('comes first, and once kept lets Safari join without the download', async () => {
    passkeys.addPasskey.mockResolvedValue('Passkey added.');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const page = openLean('/download-password');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons[0]).toBe(KEEP);
    const join = screen.getByRole('button', { name: 'Join class' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: KEEP }));
    expect(
      await screen.findByText(/Your account is kept with a passkey on this device/),
    ).toBeTruthy();
    expect(passkeys.addPasskey).toHaveBeenCalledTimes(1);
    // The credentials stay on the page for whoever wants them.
    expect(screen.getByTestId('password').textContent).toBe(issued.password);
    expect(join.disabled).toBe(false);
    fireEvent.click(join);
    expect(page.location().pathname).toBe('/lecture/2/live');
  });

  it('on a phone, lets the student continue without confirming the saved credentials', async () => {
    passkeys.addPasskey.mockResolvedValue('Passkey added.');
    const page = openLean('/download-password-mobile');
    const proceed = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: KEEP }));
    await screen.findByText(/Your account is kept with a passkey/);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(proceed.disabled).toBe(false);
    fireEvent.click(proceed);
    expect(page.location().pathname).toBe('/lecture/2/live');
  });

  it('says so when the device made no passkey, and the credentials rule stays', async () => {
    passkeys.addPasskey.mockRejectedValue(
      Object.assign(new Error('closed'), { name: 'NotAllowedError' }),
    );
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    openLean('/download-password');
    fireEvent.click(screen.getByRole('button', { name: KEEP }));
    expect(await screen.findByText(/No passkey was saved/)).toBeTruthy();
    expect(screen.getByRole('button', { name: KEEP })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Join class' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
