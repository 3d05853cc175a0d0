// Joining from a QR code: /join/{code}, and the join screen's small fixes (no error on a field
// never typed in, the expired-code message, the join steps replaced in history).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers.tsx';
import { mockApi } from '../testing/api-mock.ts';
import { renderAt } from '../testing/render.tsx';
import { joinScreenElement } from './student-screens.tsx';

/** The one screen, drawn by the full app's router. */
const JOIN_SCREEN = joinScreenElement({ page: 'old-or-new' });

const BY_CODE_SCREEN = joinScreenElement({ page: 'join-by-code' });

const EXPIRED = 'This Lecture Code has expired. Ask your teacher for a new one.';
const NO_CLASS = 'Sorry but there is currently no class with this Lecture Code';

/** /join/{code} routed by its pattern, as in app/routes.tsx. */
function renderJoin(code: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/join/:code',
        element: BY_CODE_SCREEN,
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/join/${code}`] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}

const field = () => screen.getByPlaceholderText('Enter Lecture Code') as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/join/{code}', () => {
  it('checks the code and goes straight on to Pick a mask, replacing itself in history', async () => {
    const calls = mockApi({ 'GET /classId/482915': { valid: true } });
    const { router } = renderJoin('482915');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pick-card'));
    expect(calls[0]?.path).toBe('/classId/482915');
    expect(router.state.location.search).toBe('?classId=482915');
    expect(router.state.location.state).toEqual({ classId: '482915' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says an expired code has expired, with the code kept in the field', async () => {
    mockApi({}, { otherwise: { status: 410, body: { message: EXPIRED } } });
    const { router } = renderJoin('482915');
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(field().value).toBe('482915');
    expect(router.state.location.pathname).toBe('/join/482915');
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
    renderAt('/old-or-new-student?new=1', JOIN_SCREEN);
    fireEvent.focus(field());
    fireEvent.blur(field());
    expect(screen.queryByText('Lecture Code is required.')).toBeNull();
  });

  it('tells an expired code from an unknown one', async () => {
    mockApi({}, { otherwise: { status: 410, body: { message: EXPIRED } } });
    renderAt('/old-or-new-student?new=1', JOIN_SCREEN);
    fireEvent.change(field(), { target: { value: '482915' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(EXPIRED)).toBeTruthy();
    expect(screen.queryByText(NO_CLASS)).toBeNull();
  });

  it('is where a newcomer lands, with the login one tap away', () => {
    renderAt('/old-or-new-student?new=1', JOIN_SCREEN);
    expect(field()).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'I have a private ID: log in' }).getAttribute('href'),
    ).toBe('/register-student?next=join');
  });
});
