// Password guessing: failed password checks are counted per account (across every address) and
// per client address (across every account) in a fixed window, in the same memory/Redis counter
// store as the Lecture Code guesses (keys `login:…`). Over either limit, a password is not even
// checked: the answer is 429 `AUTH_MESSAGES.tooManyAttempts` until the window ends, also for the
// right password. Correct passwords never count. docs/decisions/login-limits-and-admin-emails.md.
import { AUTH_MESSAGES } from '@o4f/contract';
import type { Config } from '../config.ts';
import { addressKey } from './code-guesses.ts';
import type { GuessStore } from './code-guesses.ts';
import { HttpError } from './http-error.ts';

export interface LoginLimit {
  /** Failures one account may have in a window, from any address; the next attempt is refused. */
  perAccount: number;
  /** Failures one address may have in a window, on any accounts; the next attempt is refused. */
  perAddress: number;
  windowSeconds: number;
}

export const loginLimit = (config: Config): LoginLimit => ({
  perAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  perAddress: config.LOGIN_FAILURES_PER_ADDRESS,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
});

/**
 * The counted account: an existing account by its id (so a teacher's username and email are one
 * account), an unknown name by its normalised text (so locking it looks the same: the answer does
 * not tell whether the account exists).
 */
export const accountKey = (account: { id: number } | { unknownName: string; kind: string }) =>
  'id' in account
    ? `login:a:${account.id}`
    : `login:n:${account.kind}:${account.unknownName.trim().toLowerCase().slice(0, 200)}`;

const addressCounter = (address: string) => `login:ip:${addressKey(address)}`;

/** 429 with the rate-limit text the app answers every refused attempt with. */
export const tooManyAttempts = () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts);

/**
 * Runs `check` (true when the password is right) unless the account or the address is locked;
 * a wrong password counts for both (for the address only when `address` is given). Throws
 * `tooManyAttempts()` while locked; returns whether the password was right.
 */
export async function limitedPasswordCheck(
  store: GuessStore,
  limit: LoginLimit,
  keys: { account: string; address?: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = keys.address === undefined ? undefined : addressCounter(keys.address);
  const [accountFailures, addressFailures] = await Promise.all([
    store.wrongCount(keys.account),
    address === undefined ? 0 : store.wrongCount(address),
  ]);
  if (accountFailures >= limit.perAccount || addressFailures >= limit.perAddress) {
    throw tooManyAttempts();
  }
  if (await check()) return true;
  await Promise.all([
    store.recordWrong(keys.account, limit.windowSeconds),
    address === undefined ? undefined : store.recordWrong(address, limit.windowSeconds),
  ]);
  return false;
}
