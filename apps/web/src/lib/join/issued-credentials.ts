/**
 * The private ID and password issued at admission, kept in sessionStorage only until the
 * student has saved them (this tab, never sent anywhere else).
 */
export const ISSUED_CREDENTIALS_KEY = 'o4fIssuedCredentials';

export interface IssuedCredentials {
  anonId: string;
  password: string;
  courseId: number;
  lectureNum: number;
}

const isCredentials = (value: unknown): value is IssuedCredentials => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.anonId === 'string' &&
    record.anonId.length > 0 &&
    typeof record.password === 'string' &&
    record.password.length > 0 &&
    typeof record.courseId === 'number' &&
    typeof record.lectureNum === 'number'
  );
};

export function saveIssuedCredentials(credentials: IssuedCredentials): void {
  try {
    window.sessionStorage.setItem(ISSUED_CREDENTIALS_KEY, JSON.stringify(credentials));
  } catch {
    // The credentials pages then say the credentials are missing; nothing else to do.
  }
}

export function readIssuedCredentials(): IssuedCredentials | null {
  try {
    const parsed: unknown = JSON.parse(
      window.sessionStorage.getItem(ISSUED_CREDENTIALS_KEY) ?? 'null',
    );
    return isCredentials(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearIssuedCredentials(): void {
  try {
    window.sessionStorage.removeItem(ISSUED_CREDENTIALS_KEY);
  } catch {
    // Nothing stored.
  }
}
