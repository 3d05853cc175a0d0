import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderRoute } from '../../../testing/render.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('Teacher login', () => {
  it("says what to type under the spec's 'Private ID' label", async () => {
    mockApi({ 'GET /v1/sso/config': { enabled: false, label: null } });
    renderRoute('/teacher-login');
    const field = await screen.findByLabelText('Private ID');
    expect(field).toBeTruthy();
    expect(screen.getByText('Type your username or your school e-mail.')).toBeTruthy();
  });

  it("dismisses a failed attempt's toast once a login succeeds", async () => {
    mockApi({
      'POST /teacher/login': { status: 401, body: { message: 'Wrong username or password' } },
    });
    const { router } = renderRoute('/teacher-login');
    fireEvent.change(await screen.findByLabelText('Private ID'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();

    mockApi({
      'POST /teacher/login': { token: 'tok', isAdmin: false },
      'GET /courses': [],
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/teacher/my-courses'));
    await waitFor(() => expect(screen.queryByText('Wrong username or password')).toBeNull());
  });

  it('sends the same device key with every login from this browser', async () => {
    const calls = mockApi({
      'POST /teacher/login': { status: 401, body: { message: 'Wrong username or password' } },
    });
    renderRoute('/teacher-login');
    fireEvent.change(await screen.findByLabelText('Private ID'), { target: { value: 'ada' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Wrong username or password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/teacher/login')).toHaveLength(2),
    );
    const devices = calls
      .filter((call) => call.path === '/teacher/login')
      .map((call) => (call.body as { device: string }).device);
    expect(devices[0]).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(devices[1]).toBe(devices[0]);
  });
});
