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
 * message in the socket's language. The ack goes on the turn after the command is received, or
 * when its promise settles, or when a replying command answers: callbacks rather than an async
 * frame, which a press would hold while its reaction is stored. (No closure is bound to a name
 * here: the bundle's keepNames would name each one on every command.)
 */
function answer<S, T, R>(
  socket: S,
  args: unknown[],
  event: string,
  command: Command<S, T, R> | ReplyingCommand<S, T, R>,
  options: DispatchOptions,
): void {
  const ack = (typeof args[0] === 'function' ? args[0] : args[1]) as Ack<R> | undefined;
  const raw = typeof args[0] === 'function' ? undefined : args[0];
  const parsed = command.schema.safeParse(raw);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SOCKET_TEXT.invalidPayload;
    queueMicrotask(() =>
      reply(socket, ack, { ok: false, error: ACK_ERRORS.invalidPayload, message }),
    );
    return;
  }
  if (command.replies) {
    const answer = replier(socket, ack, event, options);
    try {
      command.handler(socket, parsed.data, answer);
    } catch (error) {
      queueMicrotask(() => answer(error));
    }
    return;
  }
  let running: Promise<R> | R;
  try {
    running = command.handler(socket, parsed.data);
  } catch (error) {
    queueMicrotask(() => reply(socket, ack, failure(error, event, options)));
    return;
  }
  if (isThenable(running)) {
    // A native promise is used as it is; any other thenable is awaited like one.
    Promise.resolve(running).then(
      (data) => reply(socket, ack, { ok: true, data }),
      (error: unknown) => reply(socket, ack, failure(error, event, options)),
    );
  } else {
    queueMicrotask(() => reply(socket, ack, { ok: true, data: running }));
  }
}

/**
 * The answer a replying command is given (Socket.IO sends an ack once, whatever calls it again).
 * Made in a function of its own so that what it keeps while a command waits is the socket, the
 * ack and the event's name, nothing of the dispatch.
 */
function replier<R>(
  socket: unknown,
  ack: Ack<R> | undefined,
  event: string,
  options: DispatchOptions,
): Reply<R> {
  return (error, data) =>
    reply(socket, ack, error ? failure(error, event, options) : { ok: true, data: data as R });
}

const isThenable = <R>(value: Promise<R> | R): value is Promise<R> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

function reply<R>(socket: unknown, ack: Ack<R> | undefined, result: AckResult<R>): void {
  if (typeof ack !== 'function') return;
  const translate = result.ok ? undefined : socketTranslator(socket);
  ack(translate && !result.ok ? { ...result, message: translate(result.message) } : result);
}

/** A command that threw, in the ack's terms. */
function failure(error: unknown, event: string, options: DispatchOptions): AckResult<never> {
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

/** One command of a namespace, shared by all its sockets: the socket comes as an argument. */
export interface Command<S, T = unknown, R = unknown> {
  schema: z.ZodType<T>;
  handler: (socket: S, payload: T) => Promise<R> | R;
  replies?: false;
}

/**
 * How a replying command answers: `(null, data)` when it is done, `(error)` when it refuses or
 * fails (a LiveError's code and words; anything else as a command's error).
 */
export type Reply<R> = (error: unknown, data?: R) => void;

/**
 * A command that answers through `reply` rather than by returning: while it waits (a press for
 * its reaction to be stored), it holds the reply alone, not a promise chain.
 */
export interface ReplyingCommand<S, T = unknown, R = unknown> {
  schema: z.ZodType<T>;
  handler: (socket: S, payload: T, reply: Reply<R>) => void;
  replies: true;
}

/** A namespace's commands by event name, run by `commandDispatcher`. */
export type CommandTable<S> = ReadonlyMap<
  string,
  Command<S, never, unknown> | ReplyingCommand<S, never, unknown>
>;

/** One entry of a command table: the payload is typed from the schema, then erased. */
export const command = <S, T, R>(
  schema: z.ZodType<T>,
  handler: (socket: S, payload: T) => Promise<R> | R,
) => ({ schema, handler }) as unknown as Command<S, never>;

/** One entry of a command table that answers through its reply (ReplyingCommand). */
export const replyingCommand = <S, T, R>(
  schema: z.ZodType<T>,
  handler: (socket: S, payload: T, reply: Reply<R>) => void,
) => ({ schema, handler, replies: true }) as unknown as ReplyingCommand<S, never>;

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
    answer(
      this,
      args,
      event as string,
      entry as unknown as Command<S> | ReplyingCommand<S>,
      options,
    );
  };
}
