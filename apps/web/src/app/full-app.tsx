/** The full app: every route, with MUI, the router, toasts and the query cache. */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { Providers } from './providers.tsx';
import { createAppRouter, type AppRouter } from './router.tsx';
import { HandBackContext } from './student-screens.tsx';

function FullApp({ router, handBack }: { router: AppRouter; handBack: () => void }) {
  return (
    <StrictMode>
      <HandBackContext.Provider value={handBack}>
        <Providers>
          <RouterProvider router={router} />
          <ConnectionBanner />
        </Providers>
      </HandBackContext.Provider>
    </StrictMode>
  );
}

/**
 * Draws the full app into `root` at the page's URL. `handBack` gives the page back to the lean
 * entry (a join screen's path). Returns what stops this drawing's router.
 */
export function mountFullApp(root: Root, handBack: () => void): () => void {
  const router = createAppRouter();
  root.render(<FullApp router={router} handBack={handBack} />);
  return () => router.dispose();
}
