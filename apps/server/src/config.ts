// Environment configuration, validated once at start. A bad value stops the process with a clear message.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const optionalUrl = (protocols: RegExp) =>
  optionalString.pipe(
    z
      .string()
      .refine((value) => {
        try {
          return protocols.test(new URL(value).protocol);
        } catch {
          return false;
        }
      }, 'must be a valid URL')
      .optional(),
  );
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const seconds = z.coerce.number<string>().positive().max(86_400);
const EMAIL_DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/),
  REDIS_URL: optionalUrl(/^rediss?:$/),
  // Live-state keys are `<prefix>live:…`, Socket.IO channels `<prefix>socket.io#…`: deployments
  // (or test runs) sharing one Redis stay apart with different prefixes.
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, _ : . or -')
    .default('o4f:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  CREDENTIAL_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PUBLIC_URL: optionalUrl(/^https?:$/),
  SMTP_URL: optionalUrl(/^smtps?:$/),
  MAIL_FROM: z.string().min(3).default('Open4Feedback <no-reply@localhost>'),
  REQUIRE_VERIFIED_EMAIL: bool.default(false),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  // The internal account whose lectures the admin statistics leave out (compared ignoring case).
  STATS_HIDDEN_USERNAME: optionalString.pipe(
    z.string().max(200, 'must be at most 200 characters').optional(),
  ),
  UPLOAD_MAX_MB: positiveInt(50),
  // Presentation uploads one instance stores at a time, and per teacher; more answer 503
  // (docs/decisions/presentation-storage.md).
  MAX_CONCURRENT_UPLOADS: positiveInt(4),
  MAX_UPLOADS_PER_TEACHER: positiveInt(1),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  RATE_LIMIT_LOGIN_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_REGISTER_PER_MINUTE: positiveInt(30),
  // Failed password checks per account and address, per account (any address) and per address
  // (any account) in a window; an address with a recent success for the account is stopped only
  // by its own failures (docs/decisions/login-limits-and-admin-emails.md).
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: positiveInt(10),
  LOGIN_FAILURES_PER_ACCOUNT: positiveInt(10),
  LOGIN_FAILURES_PER_ADDRESS: positiveInt(50),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(900),
  LOGIN_KNOWN_ADDRESS_DAYS: positiveInt(30),
  // Wrong Lecture Code guesses per client address and window (docs/rules.md).
  CODE_GUESS_LIMIT: positiveInt(60),
  CODE_GUESS_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(600),
  // Waiting-room entries without an account, per lecture: per address in a window and in a burst,
  // waiting at once, admitted in all; when the teacher is warned
  // (docs/decisions/waiting-room-limits.md).
  WAITING_NEW_PER_ADDRESS: positiveInt(1000),
  WAITING_NEW_WINDOW_SECONDS: z.coerce.number().int().positive().max(86_400).default(600),
  WAITING_BURST_PER_ADDRESS: positiveInt(250),
  WAITING_BURST_SECONDS: z.coerce.number().int().positive().max(3_600).default(10),
  WAITING_NEW_MAX_WAITING: positiveInt(2000),
  WAITING_NEW_MAX_ADMITTED: positiveInt(3000),
  WAITING_WARN_PER_MINUTE: positiveInt(300),
  TRUST_PROXY: bool.default(false),
  // Prometheus metrics at /metrics: on the main port behind this bearer token, or without a token
  // on METRICS_PORT (keep that port private); off when neither is set (docs/decisions/operations.md).
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  METRICS_PORT: optionalString.pipe(z.coerce.number<string>().int().min(1).max(65535).optional()),
  // HTTP timeouts and the connection cap (docs/decisions/http-timeouts-and-connection-cap.md).
  HTTP_HEADERS_TIMEOUT_SECONDS: seconds.default(10),
  HTTP_REQUEST_TIMEOUT_SECONDS: optionalString.pipe(seconds.optional()),
  HTTP_IDLE_TIMEOUT_SECONDS: seconds.default(60),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds.default(72),
  // A request body slower than this on average after the grace time is cut off with 408; 0 = off.
  HTTP_MIN_BODY_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(4096),
  HTTP_BODY_GRACE_SECONDS: seconds.default(10),
  MAX_CONNECTIONS_PER_ADDRESS: optionalString.pipe(
    z.coerce.number<string>().int().min(0).optional(),
  ),
  // SIGTERM: seconds the instance keeps serving while its readiness answers 503, so the load
  // balancer takes it out before it closes; 5 behind a proxy (TRUST_PROXY), else 0.
  DRAIN_SECONDS: optionalString.pipe(z.coerce.number<string>().int().min(0).max(120).optional()),
  // Backups of the embedded database (lib/backups.ts): each day at BACKUP_HOUR (server time) and
  // on SIGUSR2, into BACKUP_DIR (DATA_DIR/backups), the BACKUP_KEEP newest kept; 0 keeps none.
  BACKUP_DIR: optionalString,
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  BACKUP_KEEP: z.coerce.number().int().min(0).max(1000).default(7),
  // Q/A/D moderation thresholds (docs/rules.md says why each default).
  DOGHOUSE_FLAGS: positiveInt(3),
  RISE_UP_THRESHOLD: positiveInt(3),
  TEACHER_VIEW_THRESHOLD: z.coerce.number().int().min(0).default(2),
  MAX_ANSWERS_PER_QUESTION: positiveInt(50),
  REPUTATION_DOGHOUSE_PENALTY: z.coerce.number().int().min(0).default(1),
  REPUTATION_MIN_TO_POST: z.coerce.number().int().max(0).default(-5),
  // LTI 1.3 dynamic registration: the key in the registration URL an LMS administrator pastes
  // ({PUBLIC_URL}/apio4f/lti/register?key=...); without it, no platform registers itself.
  LTI_REGISTRATION_KEY: optionalString.pipe(
    z
      .string()
      .min(16, 'must be at least 16 characters')
      .max(200, 'must be at most 200 characters')
      .regex(/^[\w.~-]+$/, 'must be letters, digits, _ . ~ or -')
      .optional(),
  ),
  // Campus sign-in for teachers (OpenID Connect): on when issuer and client id are both set.
  OIDC_ISSUER: optionalUrl(/^https?:$/),
  OIDC_CLIENT_ID: optionalString.pipe(
    z.string().max(500, 'must be at most 500 characters').optional(),
  ),
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_BUTTON_LABEL: optionalString.pipe(
    z.string().max(100, 'must be at most 100 characters').optional(),
  ),
  // Who may sign in: addresses at these domains (exactly), or any verified address when empty.
  OIDC_ALLOWED_EMAIL_DOMAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(EMAIL_DOMAIN, 'must be a comma-separated list of domains'))),
});

export type Env = z.input<typeof envSchema>;

export type Config = Omit<
  z.output<typeof envSchema>,
  | 'PUBLIC_URL'
  | 'HTTP_REQUEST_TIMEOUT_SECONDS'
  | 'MAX_CONNECTIONS_PER_ADDRESS'
  | 'DRAIN_SECONDS'
  | 'BACKUP_DIR'
> & {
  /** Where the web app is reached; verification links start with it. */
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was set (the join link otherwise uses the local network address). */
  PUBLIC_URL_CONFIGURED: boolean;
  /** Time to receive a whole request, upload included. */
  HTTP_REQUEST_TIMEOUT_SECONDS: number;
  /** Open connections one client address may hold; 0 for no cap. */
  MAX_CONNECTIONS_PER_ADDRESS: number;
  /** Seconds a SIGTERM keeps the instance serving, not ready, before it closes. */
  DRAIN_SECONDS: number;
  /** The embedded database directory (DATA_DIR/pglite). */
  PGLITE_DIR: string;
  /** Where the embedded database's backups go (DATA_DIR/backups). */
  BACKUP_DIR: string;
};

export class ConfigError extends Error {}

/** Slowest link an upload must get through: 1 Mbit/s. */
const SLOW_LINK_BYTES_PER_SECOND = 125_000;

/** Long enough to upload UPLOAD_MAX_MB over a slow link, and never under a minute. */
export function defaultRequestTimeoutSeconds(uploadMaxMb: number): number {
  return Math.max(60, Math.ceil((uploadMaxMb * 1024 * 1024) / SLOW_LINK_BYTES_PER_SECOND));
}

/** Parses the environment (or the given record); throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  const requestTimeout =
    parsed.HTTP_REQUEST_TIMEOUT_SECONDS ?? defaultRequestTimeoutSeconds(parsed.UPLOAD_MAX_MB);
  if (parsed.HTTP_HEADERS_TIMEOUT_SECONDS > requestTimeout) {
    throw new ConfigError(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_SECONDS: must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  const oidcProblem = checkOidc(parsed);
  if (oidcProblem) throw new ConfigError(`Invalid configuration:\n  ${oidcProblem}`);
  return {
    ...parsed,
    HTTP_REQUEST_TIMEOUT_SECONDS: requestTimeout,
    // Behind a proxy every connection comes from the proxy's address: its own limits apply.
    MAX_CONNECTIONS_PER_ADDRESS:
      parsed.MAX_CONNECTIONS_PER_ADDRESS ?? (parsed.TRUST_PROXY ? 0 : 1000),
    DRAIN_SECONDS: parsed.DRAIN_SECONDS ?? (parsed.TRUST_PROXY ? 5 : 0),
    DATA_DIR: dataDir,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    BACKUP_DIR: path.resolve(parsed.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    WEB_DIST: path.resolve(parsed.WEB_DIST),
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    PUBLIC_URL_CONFIGURED: parsed.PUBLIC_URL !== undefined,
  };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The OIDC variables that only make sense together; the first problem found, or undefined. */
function checkOidc(parsed: z.output<typeof envSchema>): string | undefined {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = parsed;
  if (issuer && !clientId) return 'OIDC_CLIENT_ID: must be set with OIDC_ISSUER';
  if (clientId && !issuer) return 'OIDC_ISSUER: must be set with OIDC_CLIENT_ID';
  if (!issuer) {
    const stray = (
      [
        ['OIDC_CLIENT_SECRET', parsed.OIDC_CLIENT_SECRET],
        ['OIDC_BUTTON_LABEL', parsed.OIDC_BUTTON_LABEL],
        ['OIDC_ALLOWED_EMAIL_DOMAINS', parsed.OIDC_ALLOWED_EMAIL_DOMAINS.length > 0],
      ] as const
    ).find(([, value]) => Boolean(value));
    return stray && `${stray[0]}: needs OIDC_ISSUER and OIDC_CLIENT_ID (campus sign-in is off)`;
  }
  const url = new URL(issuer);
  // Plain http only on this machine (development and tests): tokens cross it.
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return 'OIDC_ISSUER: must be https (http only on localhost)';
  }
  return undefined;
}

/** loadConfig for entry points: prints the problem and exits 1 instead of throwing. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
