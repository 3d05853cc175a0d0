import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import AboutPage from './about-page.tsx';

afterEach(cleanup);

describe('About page', () => {
  it("leads a newcomer's Student button to the join screen, and Teacher to the login", () => {
    const router = createMemoryRouter([{ path: '/about', element: <AboutPage /> }], {
      initialEntries: ['/about'],
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(screen.getByRole('link', { name: 'Student' }).getAttribute('href')).toBe(
      '/old-or-new-student?new=1',
    );
    expect(screen.getByRole('link', { name: 'Teacher' }).getAttribute('href')).toBe(
      '/teacher-login',
    );
  });
});
