/** Route guards: the specs' token, role and selected-course rules. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { homePathFor, useStoredSession } from '../lib/session.ts';
import type { StoredRole } from '../lib/storage.ts';
import { fallbackPath, loginPathFor } from './fallback.ts';
import { PublicLayout } from './layouts/public-layout.tsx';
import { LazyShellLayout } from './layouts/lazy-shell-layout.tsx';

/** A token and the given role, else that role's login. */
export function RequireRole({ role }: { role: StoredRole }) {
  const session = useStoredSession();
  if (!session.token || session.role !== role) return <Navigate to={loginPathFor(role)} replace />;
  return <Outlet />;
}

/** Any signed-in role (routes shared by teachers and students), else the fallback login. */
export function RequireSession() {
  const session = useStoredSession();
  const { pathname } = useLocation();
  if (!session.token || !session.role)
    return <Navigate to={fallbackPath(pathname, session.role)} replace />;
  return <Outlet />;
}

/** Course-dependent routes go back to My Courses while no course is selected. */
export function RequireCourse() {
  const session = useStoredSession();
  if (!session.selectedCourse) return <Navigate to={homePathFor(session.role)} replace />;
  return <Outlet />;
}

/** The signed-in user's shell (routes under /lecture are shared by both roles). */
export function SessionShell() {
  const { role } = useStoredSession();
  return <LazyShellLayout role={role ?? 'STUDENT'} />;
}

/** Public routes a signed-in user also visits (feedback, the join flow): their shell, else the public one. */
export function SessionAwareLayout() {
  const { token, role } = useStoredSession();
  return token && role ? <LazyShellLayout role={role} /> : <PublicLayout />;
}

export function FallbackRedirect() {
  const { pathname } = useLocation();
  const { role } = useStoredSession();
  return <Navigate to={fallbackPath(pathname, role)} replace />;
}
