/** The full app: every route, with MUI, the router, toasts and the query cache. */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { FirstPageFocus, type FocusTarget } from '../hooks/use-heading-focus.ts';
import { Providers } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';
import { HandBackContext } from './student-screens.tsx';

interface FullAppProps {
  router: AppRouter;
  handBack: () => void;
  firstFocus: FocusTarget | null;
}

function FullApp({ router, handBack, firstFocus }: FullAppProps) {
  return (
    <StrictMode>
      <HandBackContext.Provider value={handBack}>
        <FirstPageFocus.Provider value={firstFocus}>
          <Providers>
            <RouterProvider router={router} />
            <ConnectionBanner />
          </Providers>
        </FirstPageFocus.Provider>
      </HandBackContext.Provider>
    </StrictMode>
  );
}

/**
 * Draws the full app into `root` at the page's URL. `handBack` gives the page back to the lean
 * entry (a join screen's path); `firstFocus` says where the focus goes on the first page when
 * the full app takes it over from the lean entry (null: the browser loaded it). Returns what
 * stops this drawing's router.
 */
export function mountFullApp(
  root: Root,
  handBack: () => void,
  firstFocus: FocusTarget | null = null,
): () => void {
  const router = createAppRouter();
  root.render(<FullApp router={router} handBack={handBack} firstFocus={firstFocus} />);
  return () => router.dispose();
}
