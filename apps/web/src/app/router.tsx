import { createBrowserRouter } from 'react-router';
import { setNavigate } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

export const router = createBrowserRouter(routes);

// The api client navigates (401 → About) from outside React.
setNavigate((to, options) => router.navigate(to, { ...options, flushSync: true }));
