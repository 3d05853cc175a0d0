/** Test helpers: render UI inside the app's providers and, optionally, its real route table. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { HandBackContext } from '../app/student-screens.tsx';
// The app loads the signed-in shell lazily; tests load it up front so that a page's first
// findBy does not also wait for the shell's modules to be transformed.
import '../app/layouts/shell-layout.tsx';

export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <Providers>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/**
 * Renders the app's routes at `path`; returns the memory router to inspect the location, and the
 * paths at which the full app gave the page back to the lean entry.
 */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const handedBack: string[] = [];
  const handBack = () => void handedBack.push(router.state.location.pathname);
  const result = render(
    <HandBackContext.Provider value={handBack}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </HandBackContext.Provider>,
  );
  return { ...result, router, handedBack };
}
