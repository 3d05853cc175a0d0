/** Browser storage: the spec's keys, typed helpers, and change notification for the shell. */

export const STORAGE_KEYS = {
  token: 'anonToken',
  selectedCourse: 'selectedCourse',
  selectedLecture: 'selectedLecture',
  lastViewedSlide: 'lastViewedSlide',
  role: 'anon_user_role',
  isAdmin: 'isAdmin',
} as const;

export type StoredRole = 'TEACHER' | 'STUDENT';

export interface StoredCourse {
  id: number;
  name: string;
  shortName: string;
}

export interface StoredLecture {
  id: number;
  lectureNum: number;
  name: string;
  courseId?: number;
}

export const DEFAULT_SLIDE = 1;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Calls the listener after every change made through `storage`, or in another tab. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key))
      notify();
  });
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts for the page only.
  }
}

function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isCourse = (value: unknown): value is StoredCourse =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';

const isLecture = (value: unknown): value is StoredLecture =>
  isRecord(value) && typeof value.lectureNum === 'number' && typeof value.name === 'string';

/** This browser's login device key (sent with every login; not one of the spec's keys). */
const DEVICE_KEY = 'loginDevice';
const DEVICE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** 24 random bytes, base64url: 32 characters. */
function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const storage = {
  /**
   * The random key this browser sends with its logins, made once and kept: where the password was
   * right before, the server lets this device in whatever others at its address tried.
   */
  getDeviceKey(): string {
    const known = read(DEVICE_KEY);
    if (known !== null && DEVICE_PATTERN.test(known)) return known;
    const made = newDeviceKey();
    write(DEVICE_KEY, made);
    return made;
  },
  getToken: (): string | null => read(STORAGE_KEYS.token),
  setToken(token: string | null): void {
    write(STORAGE_KEYS.token, token);
    notify();
  },
  /** Logout and 401: the token and the selected course go (the spec's session end). */
  clearSession(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.selectedCourse, null);
    write(STORAGE_KEYS.selectedLecture, null);
    write(STORAGE_KEYS.isAdmin, null);
    notify();
  },

  getRole(): StoredRole | null {
    const role = read(STORAGE_KEYS.role);
    return role === 'TEACHER' || role === 'STUDENT' ? role : null;
  },
  setRole(role: StoredRole | null): void {
    write(STORAGE_KEYS.role, role);
    notify();
  },

  isAdmin: (): boolean => read(STORAGE_KEYS.isAdmin) === 'true',
  setAdmin(isAdmin: boolean): void {
    write(STORAGE_KEYS.isAdmin, isAdmin ? 'true' : null);
    notify();
  },

  getSelectedCourse: (): StoredCourse | null => {
    const course = readJson(STORAGE_KEYS.selectedCourse, isCourse);
    return course ? { id: course.id, name: course.name, shortName: course.shortName ?? '' } : null;
  },
  setSelectedCourse(course: StoredCourse | null): void {
    const previous = storage.getSelectedCourse();
    write(
      STORAGE_KEYS.selectedCourse,
      course
        ? JSON.stringify({ id: course.id, name: course.name, shortName: course.shortName })
        : null,
    );
    // A lecture belongs to one course: changing the course forgets the lecture.
    if (!course || previous?.id !== course.id) write(STORAGE_KEYS.selectedLecture, null);
    notify();
  },

  getSelectedLecture: (): StoredLecture | null => readJson(STORAGE_KEYS.selectedLecture, isLecture),
  setSelectedLecture(lecture: StoredLecture | null): void {
    write(
      STORAGE_KEYS.selectedLecture,
      lecture
        ? JSON.stringify({
            id: lecture.id,
            lectureNum: lecture.lectureNum,
            name: lecture.name,
            courseId: lecture.courseId,
          })
        : null,
    );
    notify();
  },

  getLastViewedSlide(): number {
    const slide = Number(read(STORAGE_KEYS.lastViewedSlide));
    return Number.isInteger(slide) && slide >= 1 ? slide : DEFAULT_SLIDE;
  },
  setLastViewedSlide(slide: number): void {
    write(STORAGE_KEYS.lastViewedSlide, String(slide));
    notify();
  },
};
