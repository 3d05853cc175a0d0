import { isStrongPassword } from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import {
  ANON_ID_ALPHABET,
  ANON_ID_LENGTH,
  generateStudentCredentials,
  PASSWORD_ALPHABET,
  PASSWORD_LENGTH,
} from './credentials.service.ts';
import { hashGeneratedPassword, verifyPassword } from './passwords.ts';

describe('generated student credentials', () => {
  it('carry at least 72 bits of entropy each', () => {
    expect(ANON_ID_LENGTH * Math.log2(new Set(ANON_ID_ALPHABET).size)).toBeGreaterThanOrEqual(72);
    expect(PASSWORD_LENGTH * Math.log2(new Set(PASSWORD_ALPHABET).size)).toBeGreaterThanOrEqual(72);
  });

  it('are fresh, from the unambiguous alphabets, and the password is strong', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const { anonId, password } = generateStudentCredentials();
      expect(anonId).toHaveLength(ANON_ID_LENGTH);
      expect([...anonId].every((c) => ANON_ID_ALPHABET.includes(c))).toBe(true);
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
      expect(isStrongPassword(password)).toBe(true);
      seen.add(anonId);
    }
    expect(seen.size).toBe(200);
    expect(ANON_ID_ALPHABET).not.toMatch(/[01IO]/);
    expect(PASSWORD_ALPHABET).not.toMatch(/[01lIoO]/);
  });

  it('verifies HMAC and argon2 kinds', async () => {
    const secret = 'a'.repeat(32);
    const hmac = {
      passwordHash: hashGeneratedPassword(secret, 'Pw123456abc'),
      passwordKind: 'hmac' as const,
    };
    expect(await verifyPassword(hmac, 'Pw123456abc', secret)).toBe(true);
    expect(await verifyPassword(hmac, 'Pw123456abd', secret)).toBe(false);
    expect(await verifyPassword(hmac, 'Pw123456abc', 'b'.repeat(32))).toBe(false);
    expect(await verifyPassword(undefined, 'anything', secret)).toBe(false);
  });
});
