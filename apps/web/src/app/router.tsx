import { createBrowserRouter } from 'react-router';
import { setNavigate } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The full app's router, made each time the full app is drawn: the lean entry may have moved the
 * page on (its own history) while the full app was away, and a new router starts where it is.
 */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  // The api client navigates (401 → About) from outside React.
  setNavigate((to, options) => router.navigate(to, { ...options, flushSync: true }));
  return router;
}
