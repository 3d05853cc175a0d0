// The edge of every socket command: accepts `(payload, ack)`, `(ack)` or `(payload)`, validates
// the payload with the contract's schema and answers the ack with `{ ok, data | error }`.
import type { AckErrorCode, AckResult } from '@o4f/contract';
import { ACK_ERRORS, SOCKET_TEXT } from '@o4f/contract';
import type { z } from 'zod';
import { socketTranslator } from '../i18n/socket-language.ts';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';

/** Thrown by a handler to refuse a command with a catalogue code and a user-visible message. */
export class LiveError extends Error {
  constructor(
    readonly code: AckErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LiveError';
  }
}

export interface DispatchOptions {
  /**
   * Unexpected errors (never a LiveError, nor the database being away: that ack says so in
   * words) go here; the ack gets a generic message.
   */
  onError?: (error: unknown, event: string) => void;
}

type Ack<R> = (result: AckResult<R>) => void;

/**
 * Validates, runs, and answers the ack (when there is one) in the ack's terms; a refusal's
 * message in the socket's language.
 */
function answer<T, R>(
  socket: unknown,
  args: unknown[],
  event: string,
  schema: z.ZodType<T>,
  run: (payload: T) => Promise<R> | R,
  options: DispatchOptions,
): void {
  const ack = (typeof args[0] === 'function' ? args[0] : args[1]) as Ack<R> | undefined;
  const raw = typeof args[0] === 'function' ? undefined : args[0];
  void respond(raw, event, schema, run, options).then((result) => {
    if (typeof ack !== 'function') return;
    const translate = result.ok ? undefined : socketTranslator(socket);
    ack(translate && !result.ok ? { ...result, message: translate(result.message) } : result);
  });
}

async function respond<T, R>(
  raw: unknown,
  event: string,
  schema: z.ZodType<T>,
  run: (payload: T) => Promise<R> | R,
  options: DispatchOptions,
): Promise<AckResult<R>> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SOCKET_TEXT.invalidPayload;
    return { ok: false, error: ACK_ERRORS.invalidPayload, message };
  }
  try {
    return { ok: true, data: await run(parsed.data) };
  } catch (error) {
    if (error instanceof LiveError) return { ok: false, error: error.code, message: error.message };
    if (isDatabaseUnavailable(error)) {
      return {
        ok: false,
        error: ACK_ERRORS.databaseUnavailable,
        message: SOCKET_TEXT.databaseUnavailable,
      };
    }
    options.onError?.(error, event);
    return { ok: false, error: ACK_ERRORS.internal, message: SOCKET_TEXT.internal };
  }
}

/** One command of a namespace, shared by all its sockets: the socket comes as an argument. */
export interface Command<S, T = unknown, R = unknown> {
  schema: z.ZodType<T>;
  handler: (socket: S, payload: T) => Promise<R> | R;
}

/** A namespace's commands by event name, run by `commandDispatcher`. */
export type CommandTable<S> = ReadonlyMap<string, Command<S, never, unknown>>;

/** One entry of a command table: the payload is typed from the schema, then erased. */
export const command = <S, T, R>(
  schema: z.ZodType<T>,
  handler: (socket: S, payload: T) => Promise<R> | R,
) => ({ schema, handler }) as unknown as Command<S, never>;

/**
 * One listener for all the sockets of a namespace, given to `socket.onAny`: each socket then
 * holds one reference to it rather than a closure per command (Socket.IO calls it with the
 * socket as `this`, the event first and the ack last). Events without a command are ignored, as
 * they are without a listener.
 */
export function commandDispatcher<S>(
  commands: CommandTable<S>,
  options: DispatchOptions = {},
): (this: S, event: unknown, ...args: unknown[]) => void {
  return function dispatch(this: S, event, ...args) {
    const entry = typeof event === 'string' ? commands.get(event) : undefined;
    if (!entry) return;
    const { schema, handler } = entry as unknown as Command<S>;
    answer(this, args, event as string, schema, (payload) => handler(this, payload), options);
  };
}
