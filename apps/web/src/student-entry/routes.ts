/**
 * Which screens the lean student entry draws itself: the join flow (for everyone: the full app
 * gives these paths back) and an admitted student's Feedback tab. Everything else is the full
 * app's.
 */
import { isFramed } from '../lib/framed.ts';
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
 * the Feedback tab is the lean entry's only for a signed-in student with a course, and not inside
 * a learning platform's frame, where the full app's shell offers "Open in a new window".
 */
export function leanRouteFor(pathname: string, search: string): LeanRoute | null {
  const join = JOIN_SCREENS.find(({ path }) =>
    path === paths.joinPattern ? joinCodeOf(pathname) !== null : path === pathname,
  );
  if (join) return join.route;
  const signedIn = Boolean(storage.getToken() && storage.getRole());
  if (!signedIn || isFramed()) return null;
  const query = new URLSearchParams(search);
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
