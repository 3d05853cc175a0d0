import { useSyncExternalStore } from 'react';
import {
  storage,
  subscribe,
  type StoredCourse,
  type StoredLecture,
  type StoredRole,
} from './storage.ts';

export interface StoredSession {
  token: string | null;
  role: StoredRole | null;
  isAdmin: boolean;
  selectedCourse: StoredCourse | null;
  selectedLecture: StoredLecture | null;
}

function readSession(): StoredSession {
  return {
    token: storage.getToken(),
    role: storage.getRole(),
    isAdmin: storage.isAdmin(),
    selectedCourse: storage.getSelectedCourse(),
    selectedLecture: storage.getSelectedLecture(),
  };
}

let cached: StoredSession | null = null;
let cachedKey = '';

/** A stable snapshot: the same object until something in storage actually changes. */
export function getSessionSnapshot(): StoredSession {
  const next = readSession();
  const key = JSON.stringify(next);
  if (!cached || key !== cachedKey) {
    cached = next;
    cachedKey = key;
  }
  return cached;
}

/** The stored session, re-rendering the caller whenever storage changes. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribe, getSessionSnapshot, getSessionSnapshot);
}

/** Where each role's home (my courses) is. */
export const homePathFor = (role: StoredRole | null): string =>
  role === 'TEACHER' ? '/teacher/my-courses' : '/student/my-courses';
