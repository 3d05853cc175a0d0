// The student login: leaving the auto-focused Private ID field untouched (a tap on 'I have a
// Lecture Code') shows no error, so nothing moves under the finger and the tap lands.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import StudentLoginPage from './student-login-page.tsx';

afterEach(cleanup);

describe('Student login page', () => {
  it('shows no "Private ID is required." for a field the user never typed in', async () => {
    const router = createMemoryRouter(
      [
        { path: '/register-student', element: <StudentLoginPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/register-student'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const privateId = screen.getByLabelText('Private ID');
    fireEvent.focus(privateId);
    fireEvent.blur(privateId);
    // Give a blur-triggered validation its chance to render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Private ID is required.')).toBeNull();

    // Typed in and emptied: now the rule speaks.
    fireEvent.change(privateId, { target: { value: 'x' } });
    fireEvent.change(privateId, { target: { value: '' } });
    expect(await screen.findByText('Private ID is required.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'I have a Lecture Code' }));
    expect(router.state.location.pathname).toBe('/old-or-new-student');
    expect(router.state.location.search).toBe('?new=1');
  });

  it('says a field is required when the user was in it and left it empty', async () => {
    render(
      <Providers>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <StudentLoginPage /> }])}
        />
      </Providers>,
    );
    const privateId = screen.getByLabelText('Private ID');
    const password = screen.getByLabelText('Password');
    // Tab out of the auto-focused Private ID field without typing.
    fireEvent.keyDown(privateId, { key: 'Tab' });
    fireEvent.blur(privateId);
    expect(await screen.findByText('Private ID is required.')).toBeTruthy();
    expect(screen.queryByText('Password is required.')).toBeNull();
    // A tap into Password, then away.
    fireEvent.pointerDown(password);
    fireEvent.focus(password);
    fireEvent.blur(password);
    expect(await screen.findByText('Password is required.')).toBeTruthy();
    // Typing clears the message.
    fireEvent.change(privateId, { target: { value: 'owl-4' } });
    await waitFor(() => expect(screen.queryByText('Private ID is required.')).toBeNull());
  });
});
