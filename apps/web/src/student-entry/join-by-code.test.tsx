// Joining from a QR code: /join/{code}, and the join screen's small fixes (no error on a field
// never typed in, the expired-code message, the join steps replaced in history).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/api-mock.ts';
import { openLean } from './open-lean.tsx';

const EXPIRED = 'This Lecture Code has expired. Ask your teacher for a new one.';
const NO_CLASS = 'Sorry but there is currently no class with this Lecture Code';

/** /join/{code}, opened from the QR code. */
const renderJoin = (code: string) => openLean(`/join/${code}`);

const field = () => screen.getByPlaceholderText('Enter Lecture Code') as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/join/{code}', () => {
  it('checks the code and goes straight on to Pick a mask, replacing itself in history', async () => {
    const calls = mockApi({ 'GET /classId/482915': { valid: true } });
    const page = renderJoin('482915');
    await waitFor(() => expect(page.location().pathname).toBe('/pick-card'));
    expect(calls[0]?.path).toBe('/classId/482915');
    expect(page.location().search).toBe('?classId=482915');
    expect(page.location().state).toEqual({ classId: '482915' });
    expect(page.replaced()).toBe(true);
  });

  it('says an expired code has expired, with the code kept in the field', async () => {
    mockApi({}, { otherwise: { status: 410, body: { message: EXPIRED } } });
    const page = renderJoin('482915');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(field().value).toBe('482915');
    expect(page.location().pathname).toBe('/join/482915');
    expect(screen.getByRole('link', { name: 'I have a private ID: log in' })).toBeTruthy();
  });

  it('says an unknown code is unknown', async () => {
    mockApi({}, { otherwise: { status: 404, body: { message: NO_CLASS } } });
    renderJoin('482916');
    expect(await screen.findByText(NO_CLASS)).toBeTruthy();
  });

  it('does not ask the server about a malformed code', () => {
    const calls = mockApi({});
    renderJoin('12ab');
    expect(screen.getByText(NO_CLASS)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('the join screen', () => {
  it('shows no error for a field the user never typed in', () => {
    openLean('/old-or-new-student?new=1');
    fireEvent.focus(field());
    fireEvent.blur(field());
    expect(screen.queryByText('Lecture Code is required.')).toBeNull();
  });

  it('tells an expired code from an unknown one', async () => {
    mockApi({}, { otherwise: { status: 410, body: { message: EXPIRED } } });
    openLean('/old-or-new-student?new=1');
    fireEvent.change(field(), { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByText(NO_CLASS)).toBeNull();
  });

  it('is where a newcomer lands, with the login one tap away', () => {
    openLean('/old-or-new-student?new=1');
    expect(field()).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'I have a private ID: log in' }).getAttribute('href'),
    ).toBe('/register-student?next=join');
  });
});
