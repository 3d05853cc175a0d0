// Password guessing without a lock-out button for strangers. Failed password checks are counted
// in a fixed window, in the same memory/Redis store as the Lecture Code guesses (keys `login:…`):
// per account and address pair, per account (any address) and per address (any account). An
// address where the account's password was right before (in the last LOGIN_KNOWN_ADDRESS_DAYS) is
// "known" for that account: only the failures of that very pair can stop it. An unknown address
// is also stopped by the account's and the address's totals. Over a limit the password is not even
// checked: 429 `AUTH_MESSAGES.tooManyAttempts` until the window ends, also for the right password
// (the guesser never learns it by a 200). Correct passwords never count. A device (the random key a
// browser sends with its logins) where the password was right before is stopped by nothing but its
// own failures, so nobody else, at the same school address included, can lock its owner out.
// docs/decisions/login-limits-and-admin-emails.md.
import { createHash } from 'node:crypto';
import { AUTH_MESSAGES } from '@o4f/contract';
import type { Config } from '../config.ts';
import { addressKey } from './code-guesses.ts';
import type { GuessStore } from './code-guesses.ts';
import { HttpError } from './http-error.ts';

export interface LoginLimit {
  /** Failures one account may have from one address in a window; that pair is then refused. */
  perAccountAndAddress: number;
  /** Failures one account may have in a window, from any address; unknown addresses are then refused. */
  perAccount: number;
  /** Failures one address may have in a window, on any accounts; its unknown pairs are then refused. */
  perAddress: number;
  windowSeconds: number;
  /** How long a successful check keeps its address known for the account. */
  knownSeconds: number;
}

export const loginLimit = (config: Config): LoginLimit => ({
  perAccountAndAddress: config.LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  perAccount: config.LOGIN_FAILURES_PER_ACCOUNT,
  perAddress: config.LOGIN_FAILURES_PER_ADDRESS,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  knownSeconds: config.LOGIN_KNOWN_ADDRESS_DAYS * 86_400,
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

const addressCounter = (address: string) => `login:ip:${address}`;
const pairCounter = (account: string, address: string) => `login:p:${address}:${account}`;
/** The set of addresses where the account's password was right (the store's remembered codes). */
const knownAddresses = (account: string) => `login:k:${account}`;
/** The same for devices, which are kept hashed: the store never holds a key a login could send. */
const knownDevices = (account: string) => `login:kd:${account}`;
const deviceCounter = (account: string, device: string) => `login:d:${device}:${account}`;
const hashDevice = (device: string) => createHash('sha256').update(device).digest('base64url');

/** 429 with the rate-limit text the app answers every refused attempt with. */
export const tooManyAttempts = () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts);

/**
 * Runs `check` (true when the password is right) unless the attempt is over a limit; a wrong
 * password counts for the account, and with `address` for the pair and the address. A right one
 * makes the address known for the account. Throws `tooManyAttempts()` when refused; returns
 * whether the password was right.
 */
export async function limitedPasswordCheck(
  store: GuessStore,
  limit: LoginLimit,
  keys: { account: string; address?: string; device?: string | undefined },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const device = keys.device === undefined ? undefined : hashDevice(keys.device);
  if (device !== undefined && (await store.knowsCode(knownDevices(keys.account), device))) {
    return knownDeviceCheck(store, limit, keys.account, device, check);
  }
  const address = keys.address === undefined ? undefined : addressKey(keys.address);
  const pair = address === undefined ? undefined : pairCounter(keys.account, address);
  const [known, pairFailures] = await Promise.all([
    address === undefined ? false : store.knowsCode(knownAddresses(keys.account), address),
    pair === undefined ? 0 : store.wrongCount(pair),
  ]);
  if (pairFailures >= limit.perAccountAndAddress) throw tooManyAttempts();
  if (!known) {
    const [accountFailures, addressFailures] = await Promise.all([
      store.wrongCount(keys.account),
      address === undefined ? 0 : store.wrongCount(addressCounter(address)),
    ]);
    if (accountFailures >= limit.perAccount || addressFailures >= limit.perAddress) {
      throw tooManyAttempts();
    }
  }
  if (await check()) {
    await Promise.all([
      address === undefined
        ? undefined
        : store.rememberCode(knownAddresses(keys.account), address, limit.knownSeconds),
      device === undefined
        ? undefined
        : store.rememberCode(knownDevices(keys.account), device, limit.knownSeconds),
    ]);
    return true;
  }
  await Promise.all([
    store.recordWrong(keys.account, limit.windowSeconds),
    pair === undefined ? undefined : store.recordWrong(pair, limit.windowSeconds),
    address === undefined
      ? undefined
      : store.recordWrong(addressCounter(address), limit.windowSeconds),
  ]);
  return false;
}

/** A known device: only its own failures (as many as a pair's) can stop it, for the window. */
async function knownDeviceCheck(
  store: GuessStore,
  limit: LoginLimit,
  account: string,
  device: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const counter = deviceCounter(account, device);
  if ((await store.wrongCount(counter)) >= limit.perAccountAndAddress) throw tooManyAttempts();
  if (await check()) {
    await store.rememberCode(knownDevices(account), device, limit.knownSeconds);
    return true;
  }
  await Promise.all([
    store.recordWrong(counter, limit.windowSeconds),
    store.recordWrong(account, limit.windowSeconds),
  ]);
  return false;
}
