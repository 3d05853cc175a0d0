// What a task that runs again and again (a loop, a watch, a client's reconnections) says while the
// database or Redis is away: that it waits, once; again every OUTAGE_SAID_EVERY_MS, with for how
// long; and once when it works again. Said once per failure, a loop running every 50 ms would
// write an error with its stack twenty times a second for as long as the outage lasts. Any other
// failure is a fault, said each time as an error.
import { databaseErrorCode, isDatabaseUnavailable } from './database-errors.ts';

/** How often a task that still waits for the database or Redis says so again. */
export const OUTAGE_SAID_EVERY_MS = 30_000;

/** Where it is said (the app's logger, or a child of it). */
export interface OutageLogger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface OutageLog {
  /** The task failed: an outage is said once (then every OUTAGE_SAID_EVERY_MS), a fault each time. */
  failed(error: unknown): void;
  /** The task ran through: the end of an outage it was in is said. */
  worked(): void;
}

interface OutageLogOptions {
  /** Whether an error means the dependency is away (default: the database's or Redis's errors). */
  isOutage?: (error: unknown) => boolean;
  /** What is away, in the messages (default: "the database or Redis"). */
  away?: string;
  sayEveryMs?: number;
  now?: () => number;
}

/** `task` names the task in its messages ("expressions: broadcast"). */
export function outageLog(
  log: OutageLogger,
  task: string,
  {
    isOutage = isDatabaseUnavailable,
    away = 'the database or Redis',
    sayEveryMs = OUTAGE_SAID_EVERY_MS,
    now = Date.now,
  }: OutageLogOptions = {},
): OutageLog {
  let since: number | null = null;
  let saidAt = 0;
  const seconds = (at: number) => Math.round((at - since!) / 1000);
  return {
    failed(error) {
      if (!isOutage(error)) {
        log.error({ err: error }, `${task} failed`);
        return;
      }
      const at = now();
      if (since === null) {
        since = at;
        saidAt = at;
        log.warn({ err: error }, `${task} waits: ${away} cannot be reached`);
      } else if (at - saidAt >= sayEveryMs) {
        saidAt = at;
        const awaySeconds = seconds(at);
        log.warn(
          { code: databaseErrorCode(error), awaySeconds },
          `${task} still waits for ${away} (${awaySeconds} s)`,
        );
      }
    },
    worked() {
      if (since === null) return;
      const away = seconds(now());
      since = null;
      log.info({ awaySeconds: away }, `${task} works again after ${away} s`);
    },
  };
}

/** Says one refusal (a request, a handshake) made because the database or Redis is away. */
export type OutageRefusal = (error: unknown, log?: OutageLogger) => void;

interface OutageRefusalsOptions {
  sayEveryMs?: number;
  now?: () => number;
  /** Schedules the line of the refusals not said yet (default: an unref'd setTimeout). */
  later?: (say: () => void, ms: number) => void;
}

/**
 * What requests or handshakes refused because the database or Redis is away say: the first
 * refusal at once (`message`, with the error's code), then, every OUTAGE_SAID_EVERY_MS while
 * refusals go on, how many more there were. A line per refusal would be hundreds a second when a
 * lecture hall's pages retry. `log` of a refusal said at once: the request's own logger.
 */
export function outageRefusals(
  log: OutageLogger,
  message: string,
  unit: string,
  {
    sayEveryMs = OUTAGE_SAID_EVERY_MS,
    now = Date.now,
    later = (say, ms) => setTimeout(say, ms).unref(),
  }: OutageRefusalsOptions = {},
): OutageRefusal {
  let saidAt = -Infinity;
  let unsaid = 0;
  let code: string | undefined;
  let scheduled = false;
  const sayUnsaid = () => {
    scheduled = false;
    const at = now();
    const seconds = Math.round((at - saidAt) / 1000);
    saidAt = at;
    log.warn({ code, refused: unsaid }, `${message}: ${unsaid} more ${unit} in ${seconds} s`);
    unsaid = 0;
  };
  return (error, first = log) => {
    const at = now();
    if (!scheduled && at - saidAt >= sayEveryMs) {
      saidAt = at;
      first.warn({ code: databaseErrorCode(error) }, message);
      return;
    }
    unsaid += 1;
    code = databaseErrorCode(error);
    if (scheduled) return;
    scheduled = true;
    later(sayUnsaid, Math.max(0, saidAt + sayEveryMs - at));
  };
}
