/** The full app: every route, with MUI, the router, toasts and the query cache. */
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConnectionBanner } from '../components/connection-banner.tsx';
import { Providers } from './providers.tsx';
import { router } from './router.tsx';

export function FullApp() {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
        <ConnectionBanner />
      </Providers>
    </StrictMode>
  );
}
