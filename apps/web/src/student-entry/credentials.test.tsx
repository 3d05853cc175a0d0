import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLean } from './open-lean.tsx';
import { readIssuedCredentials, saveIssuedCredentials } from '../lib/join/issued-credentials.ts';

const { downloadCredentialsImage } = vi.hoisted(() => ({
  downloadCredentialsImage: vi.fn(async () => undefined),
}));
vi.mock('../lib/join/credentials-image.ts', () => ({ downloadCredentialsImage }));

const issued = { anonId: 'k3v9q2m7x4tp', password: 'Wq7-fT2k-9LmZ', courseId: 7, lectureNum: 2 };
const MISSING = "You don't have correct credentials to proceed!";

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('mobile credentials page', () => {
  it('says when there are no credentials to show', () => {
    openLean('/download-password-mobile');
    expect(screen.getByText(MISSING)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it('continues to the live lecture only once the student confirms saving them', () => {
    saveIssuedCredentials(issued);
    const page = openLean('/download-password-mobile');
    expect(screen.getByTestId('private-id').textContent).toBe(issued.anonId);
    expect(screen.getByTestId('password').textContent).toBe(issued.password);
    const proceed = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox'));
    expect(proceed.disabled).toBe(false);
    fireEvent.click(proceed);
    expect(page.location().pathname).toBe('/lecture/2/live');
    expect(page.location().search).toBe('?tab=feedback');
    expect(readIssuedCredentials()).toBeNull();
  });
});

describe('desktop credentials page', () => {
  it('says when there are no credentials to show', () => {
    openLean('/download-password');
    expect(screen.getByText(MISSING)).toBeTruthy();
  });

  it('lets other browsers join the class at once', () => {
    saveIssuedCredentials(issued);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    );
    const page = openLean('/download-password');
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join class' }));
    expect(page.location().pathname).toBe('/lecture/2/live');
  });

  it('in Safari enables Join class only after the download', async () => {
    saveIssuedCredentials(issued);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
    );
    openLean('/download-password');
    const join = screen.getByRole('button', { name: 'Join class' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloadCredentialsImage).toHaveBeenCalledWith(issued);
    await waitFor(() => expect(join.disabled).toBe(false));
    expect(screen.getByText('Saved as o4f-credentials.png')).toBeTruthy();
  });
});
