// Chosen passwords are hashed with argon2id; generated student passwords with HMAC-SHA-256 (see DESIGN §5).
import { hash, verify } from '@node-rs/argon2';
import { hmacSha256Hex, safeEqualHex } from './tokens.ts';

export type PasswordKind = 'argon2' | 'hmac';

/** argon2id with the library's defaults (19 MiB, t=2), the OWASP baseline. */
export const hashChosenPassword = (password: string): Promise<string> => hash(password);

export const hashGeneratedPassword = (secret: string, password: string): string =>
  hmacSha256Hex(secret, password);

// A real argon2id hash of a random string: verifying against it keeps unknown-user logins as slow as known ones.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Wc252a7EOZDYnWSxXIvoxQ$Hm5c+O3CoX0tJL/RIwAMa34pPj5QC/4tHMSPhWZZT0k';

export async function verifyPassword(
  stored: { passwordHash: string; passwordKind: PasswordKind } | undefined,
  password: string,
  secret: string,
): Promise<boolean> {
  if (!stored) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  if (stored.passwordKind === 'hmac') {
    return safeEqualHex(stored.passwordHash, hashGeneratedPassword(secret, password));
  }
  return verify(stored.passwordHash, password).catch(() => false);
}
