import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password.ts';

describe('isStrongPassword', () => {
  it.each(['Abcdefg1', 'StrongPassw0rd', 'aA1aaaaaaaaaaaa!'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['Abcdef1', 'seven characters'],
    ['abcdefg1', 'no uppercase'],
    ['ABCDEFG1', 'no lowercase'],
    ['Abcdefgh', 'no digit'],
    ['', 'empty'],
  ])('refuses %s (%s)', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});
