/**
 * Which screens the lean student entry draws itself: a visitor's join flow and an admitted
 * student's Feedback tab. Everything else (and these screens for anyone else) is the full app's.
 */
import { paths } from '../lib/paths.ts';
import { storage } from '../lib/storage.ts';

/** A join screen (student-entry/join-screen.tsx), as the lean entry and the full app route to it. */
export type JoinRoute =
  | { page: 'old-or-new' }
  | { page: 'join-by-code' }
  | { page: 'pick-card' }
  | { page: 'waiting-room' }
  | { page: 'credentials'; mobile: boolean };

export type LeanRoute = JoinRoute | { page: 'live'; lectureNum: number };

/** Each join screen's path (the full app's route pattern), in the order of the join flow. */
export const JOIN_SCREENS: readonly { path: string; route: JoinRoute }[] = [
  { path: paths.oldOrNewStudent, route: { page: 'old-or-new' } },
  { path: paths.joinPattern, route: { page: 'join-by-code' } },
  { path: paths.pickCard, route: { page: 'pick-card' } },
  { path: paths.waitingRoom, route: { page: 'waiting-room' } },
  { path: paths.downloadPassword, route: { page: 'credentials', mobile: false } },
  { path: paths.downloadPasswordMobile, route: { page: 'credentials', mobile: true } },
];

const JOIN_BY_CODE = /^\/join\/([^/]+)\/?$/;
const LIVE = /^\/lecture\/([1-9]\d*)\/live\/?$/;

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The code of a /join/{code} path, decoded; null for any other path. */
export function joinCodeOf(pathname: string): string | null {
  const match = JOIN_BY_CODE.exec(pathname);
  return match ? decode(match[1] ?? '') : null;
}

/**
 * The lean screen for a URL, or null when the full app draws it. Reads the stored session now:
 * a signed-in user's join pages live in the signed-in shell, so they are the full app's.
 */
export function leanRouteFor(pathname: string, search: string): LeanRoute | null {
  const signedIn = Boolean(storage.getToken() && storage.getRole());
  const query = new URLSearchParams(search);
  const join = JOIN_SCREENS.find(({ path }) =>
    path === paths.joinPattern ? joinCodeOf(pathname) !== null : path === pathname,
  );
  // The credentials step comes right after admission stored the new session: the same for all.
  if (join?.route.page === 'credentials') return join.route;
  if (!signedIn) return join?.route ?? null;
  const live = LIVE.exec(pathname);
  if (
    live &&
    storage.getRole() === 'STUDENT' &&
    storage.getSelectedCourse() !== null &&
    query.get('tab') !== 'qa'
  )
    return { page: 'live', lectureNum: Number(live[1]) };
  return null;
}
