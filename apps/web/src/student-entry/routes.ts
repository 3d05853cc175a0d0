/**
 * Which screens the lean student entry draws itself: a visitor's join flow and an admitted
 * student's Feedback tab. Everything else (and these screens for anyone else) is the full app's.
 */
import { paths } from '../lib/paths.ts';
import { storage } from '../lib/storage.ts';

export type LeanRoute =
  | { page: 'old-or-new' }
  | { page: 'join-by-code' }
  | { page: 'pick-card' }
  | { page: 'waiting-room' }
  | { page: 'credentials'; mobile: boolean }
  | { page: 'live'; lectureNum: number };

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
  // The credentials step comes right after admission stored the new session: the same for all.
  if (pathname === paths.downloadPassword) return { page: 'credentials', mobile: false };
  if (pathname === paths.downloadPasswordMobile) return { page: 'credentials', mobile: true };
  if (!signedIn) {
    if (pathname === paths.oldOrNewStudent) return { page: 'old-or-new' };
    const code = joinCodeOf(pathname);
    if (code !== null) return { page: 'join-by-code' };
    if (pathname === paths.pickCard) return { page: 'pick-card' };
    if (pathname === paths.waitingRoom) return { page: 'waiting-room' };
    return null;
  }
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
