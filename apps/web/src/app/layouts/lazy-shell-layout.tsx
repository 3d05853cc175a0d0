/**
 * The signed-in shell, loaded on demand: a visitor's pages (About, the join flow) never pay for
 * its menu, notification bell and signals channel.
 */
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import type { StoredRole } from '../../lib/storage.ts';

const ShellLayout = lazy(() =>
  import('./shell-layout.tsx').then((module) => ({ default: module.ShellLayout })),
);

export function LazyShellLayout({ role }: { role: StoredRole }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <ShellLayout role={role} />
    </Suspense>
  );
}
