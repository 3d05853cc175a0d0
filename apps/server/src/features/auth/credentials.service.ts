// Generated student credentials (issued at admission or on an empty POST /user).
// Both parts are random with more than 72 bits of entropy, so a keyed fast hash is enough (DESIGN §5).
import { isStrongPassword } from '@o4f/contract';
import type { Db } from '../../db/client.ts';
import { insertStudent, isUniqueViolation } from '../users/users.repository.ts';
import { hashGeneratedPassword } from './passwords.ts';
import { randomString } from './tokens.ts';

/** Upper case and digits without 0/O and 1/I: 32 symbols, 5 bits each. */
export const ANON_ID_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ANON_ID_LENGTH = 15; // 75 bits
/** Letters and digits without 0/O/o, 1/l/I: 56 symbols, about 5.8 bits each. */
export const PASSWORD_ALPHABET = '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const PASSWORD_LENGTH = 16; // about 93 bits

export interface StudentCredentials {
  anonId: string;
  password: string;
}

/** Fresh random credentials; the password also satisfies the strong-password rule. */
export function generateStudentCredentials(): StudentCredentials {
  let password = randomString(PASSWORD_ALPHABET, PASSWORD_LENGTH);
  while (!isStrongPassword(password)) password = randomString(PASSWORD_ALPHABET, PASSWORD_LENGTH);
  return { anonId: randomString(ANON_ID_ALPHABET, ANON_ID_LENGTH), password };
}

/**
 * Creates a student account with generated credentials and returns them. The password is
 * stored as HMAC-SHA-256 under the credential secret (passwordKind 'hmac') and is shown only once.
 */
export async function issueStudentCredentials(deps: {
  db: Db;
  credentialSecret: string;
}): Promise<StudentCredentials & { userId: number }> {
  for (let attempt = 0; ; attempt += 1) {
    const credentials = generateStudentCredentials();
    try {
      const row = await insertStudent(deps.db, {
        anonId: credentials.anonId,
        passwordHash: hashGeneratedPassword(deps.credentialSecret, credentials.password),
        passwordKind: 'hmac',
      });
      return { ...credentials, userId: row.id };
    } catch (error) {
      // A collision of 75 random bits is practically impossible; retry once anyway.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}
