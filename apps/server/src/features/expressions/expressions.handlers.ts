// The expressions namespace's commands, defined once for all its sockets: each reads who sent it
// and for which lecture from `socket.data` (set by the handshake), checks the sender's role,
// delegates to the live state and the services, and emits. Validation and the ack are the
// socket edge's (socket-edge.ts).
import { ACK_ERRORS, SOCKET_ERRORS, SOCKET_TEXT, expressionsPayloads } from '@o4f/contract';
import type { ActiveExpression, ExpressionsClientToServer, LectureEndState } from '@o4f/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NO_SLIDE, lectureKey } from '../../live/live-state.ts';
import { lectureRoom, studentRoom } from '../../realtime/expressions-rooms.ts';
import type { ExpressionsNamespace, ExpressionsSocket } from '../../realtime/expressions-rooms.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { LiveError, replyingCommand } from '../../realtime/socket-edge.ts';
import type { Command, Reply, ReplyingCommand } from '../../realtime/socket-edge.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { extendLecture } from '../lectures/lectures.service.ts';
import type { LectureCache } from './expressions.service.ts';
import { expressionUpdate, lectureEndState } from './expressions.service.ts';
import { announceDeactivated } from './lecture-end.ts';
import { notSavedYet, pressReaction, takeBackReaction, whenStored } from './press.service.ts';
import type { OnStored, ReactionEvent, ReactionJournal } from './reaction-journal.ts';

export interface ExpressionsCommandDeps {
  ctx: AppContext;
  nsp: ExpressionsNamespace;
  lectures: LectureCache;
  journal: ReactionJournal;
  /** This instance, as its students' tabs are registered (LiveState.addTab). */
  instance: string;
  /** The lecture's counts changed: the teachers' broadcast is due (BroadcastLoop.nudge). */
  countsChanged: () => void;
}

type Handler<T, R> = (socket: ExpressionsSocket, payload: T) => Promise<R>;
/** What a student's tabs are told a press or take-back did. */
type TabEvent = 'active_expression' | 'no_active_expression';
type Entry = Command<ExpressionsSocket, never> | ReplyingCommand<ExpressionsSocket, never>;
type Commands = ReadonlyMap<keyof ExpressionsClientToServer, Entry>;

const command = <T, R>(schema: z.ZodType<T>, handler: Handler<T, R>) =>
  ({ schema, handler }) as unknown as Command<ExpressionsSocket, never>;

/**
 * A press's or take-back's acknowledgement once it is stored, timed (lib/metrics.ts). The pressing
 * socket, when it is the student's only tab, is told what its press did (`echo`, with `event`)
 * just before its acknowledgement rather than at once: under a hall's flood of presses
 * the server counts presses first (what the teacher sees) and echoes each when it is stored.
 * Made in a function of its own: while the press waits for the journal, it holds this callback
 * and the things it names, nothing of the handler (embedded-database-thread.md).
 */
function ackWhenStored<R>(
  metrics: Metrics,
  started: number,
  data: R,
  reply: Reply<R>,
  echo: ExpressionsSocket | null,
  event: TabEvent,
): OnStored {
  return (error) => {
    metrics.pressEnded(started, error ? 'not_saved_yet' : 'stored');
    // The live state keeps the press even when it is not stored yet: the tab shows it either way.
    if (echo) echo.emit(event, data as never);
    if (error) reply(notSavedYet());
    else reply(null, data);
  };
}

/** A press refused (or failed) before it was stored, timed and answered. */
function refusedPress(metrics: Metrics, started: number, reply: Reply<never>, error: unknown) {
  metrics.pressEnded(started, 'refused');
  reply(error);
}

/** The sender and its lecture, as the handshake stored them. */
const sender = (socket: ExpressionsSocket) => ({
  user: socket.data.user!,
  lecture: socket.data.lecture!,
});

// Not async: a refusal thrown here is caught by the socket edge as one from the handler.
const teachersOnly =
  <T, R>(handler: Handler<T, R>): Handler<T, R> =>
  (socket, payload) => {
    if (!socket.data.user!.isTeacher)
      throw new LiveError(SOCKET_ERRORS.errorAccessDenied, SOCKET_TEXT.teachersOnly);
    return handler(socket, payload);
  };

/** Refuses a teacher's press (thrown: the socket edge answers it). */
function refuseTeachers(user: NonNullable<SocketUserData['user']>): void {
  if (user.isTeacher)
    throw new LiveError(SOCKET_ERRORS.errorAccessDenied, SOCKET_TEXT.studentsOnly);
}

const asAuthUser = (user: NonNullable<SocketUserData['user']>): AuthUser => ({
  ...user,
  sessionId: 0,
});

export function expressionsCommands({
  ctx,
  nsp,
  lectures,
  journal,
  instance,
  countsChanged,
}: ExpressionsCommandDeps): Commands {
  const { live } = ctx;
  const pressDeps = { live, lectures, journal, instance };
  /**
   * Tells the student's sockets in the lecture what their press did: all of them across the
   * cluster when some are on another instance, else this instance's alone (no message through
   * Redis to every instance). The pressing socket, when it is the student's only one, is told
   * with its acknowledgement, once the press is stored (no broadcast built on every press, and
   * nothing written before the press is counted for the teacher). A press that changed the
   * counts nudges the teachers' broadcast.
   */
  const tellTabsThenAck = <R extends ActiveExpression | { slideNumber: number }>(
    socket: ExpressionsSocket,
    event: TabEvent,
    { event: stored, tabsElsewhere }: { event: ReactionEvent | null; tabsElsewhere: boolean },
    ack: { started: number; data: R; reply: Reply<R> },
  ) => {
    if (stored) countsChanged();
    const room = studentRoom(socket.data.lecture!, socket.data.user!.id);
    const tabs = tabsElsewhere ? undefined : nsp.adapter.rooms.get(room);
    const alone = tabs?.size === 1 && tabs.has(socket.id);
    if (!alone) (tabsElsewhere ? nsp : nsp.local).to(room).emit(event, ack.data as never);
    whenStored(
      pressDeps,
      socket.data.user!.id,
      stored,
      ackWhenStored(ctx.metrics, ack.started, ack.data, ack.reply, alone ? socket : null, event),
    );
  };
  const payloads = expressionsPayloads;

  return new Map<keyof ExpressionsClientToServer, Entry>([
    [
      'press_button',
      replyingCommand(
        payloads.press_button,
        (
          socket: ExpressionsSocket,
          { expressionTag, slideNumber },
          reply: Reply<ActiveExpression>,
        ) => {
          const { user, lecture } = sender(socket);
          refuseTeachers(user);
          const started = ctx.metrics.pressStarted();
          pressReaction(pressDeps, lecture, user.id, expressionTag, slideNumber)
            .then((accepted) => {
              const { active } = accepted;
              tellTabsThenAck(socket, 'active_expression', accepted, {
                started,
                data: active,
                reply,
              });
            })
            .catch((error: unknown) => {
              if (error instanceof LiveError && error.code === ACK_ERRORS.overload) {
                socket.emit('expression_overload', { err: SOCKET_TEXT.overload });
              }
              refusedPress(ctx.metrics, started, reply, error);
            });
        },
      ),
    ],
    [
      'take_back_expression',
      replyingCommand(
        payloads.take_back_expression,
        (
          socket: ExpressionsSocket,
          { expressionTag, slideNumber },
          reply: Reply<{ slideNumber: number }>,
        ) => {
          const { user, lecture } = sender(socket);
          refuseTeachers(user);
          const started = ctx.metrics.pressStarted();
          takeBackReaction(pressDeps, lecture, user.id, expressionTag, slideNumber)
            .then((taken) => {
              const cleared = { slideNumber: taken.slideNumber };
              tellTabsThenAck(socket, 'no_active_expression', taken, {
                started,
                data: cleared,
                reply,
              });
            })
            .catch((error: unknown) => refusedPress(ctx.metrics, started, reply, error));
        },
      ),
    ],
    [
      'get_active_expression',
      command(payloads.get_active_expression, async (socket) => {
        const { user, lecture } = sender(socket);
        const reaction = user.isTeacher ? null : await live.getReaction(lecture, user.id);
        if (!reaction) {
          const slideNumber = (await live.getSlide(lecture)) ?? NO_SLIDE;
          socket.emit('no_active_expression', { slideNumber });
          return null;
        }
        const active = { expressionTag: reaction.tag, slideNumber: reaction.slideNumber };
        socket.emit('active_expression', active);
        return active;
      }),
    ],
    [
      'get_expressions',
      command(payloads.get_expressions, async (socket) => {
        const update = expressionUpdate(await live.reactionCounts(sender(socket).lecture));
        socket.emit('expression_update', update);
        return update;
      }),
    ],
    [
      'get_current_slide',
      command(payloads.get_current_slide, async (socket) => {
        const slideNumber = (await live.getSlide(sender(socket).lecture)) ?? NO_SLIDE;
        socket.emit('current_slide', { slideNumber });
        return { slideNumber };
      }),
    ],
    [
      'set_slide',
      command(
        payloads.set_slide,
        teachersOnly(async (socket, { slideNumber }) => {
          const { lecture } = sender(socket);
          await ctx.metrics.timeFanout('slide_changed', async () => {
            const result = await live.setSlide(lecture, slideNumber);
            if (result.changed) {
              nsp.to(lectureRoom(lecture)).emit('slide_changed', { slideNumber });
              announceDeactivated(nsp, lecture, result.cleared);
              countsChanged();
            }
          });
          return { slideNumber };
        }),
      ),
    ],
    [
      'set_allow_reactions',
      command(
        payloads.set_allow_reactions,
        teachersOnly(async (socket, { allow }) => {
          const { lecture } = sender(socket);
          await live.setPermissions(lecture, { allowReactions: allow });
          nsp.to(lectureRoom(lecture)).emit('allow_reactions', { allow });
          return { allow };
        }),
      ),
    ],
    [
      'is_attending',
      command(payloads.is_attending, async (socket) => {
        const { user, lecture } = sender(socket);
        const attended = user.isTeacher ? null : await live.attendedLecture(user.id);
        const attending = attended !== null && lectureKey(attended) === lectureKey(lecture);
        socket.emit('is_attending_res', { attending });
        return { attending };
      }),
    ],
    [
      'is_end_lecture',
      command(payloads.is_end_lecture, async (socket) => {
        const { lecture } = sender(socket);
        lectures.invalidate(lecture);
        const row = await lectures.get(lecture);
        const state: LectureEndState = row
          ? lectureEndState(row)
          : { ended: true, endTime: new Date().toISOString(), minutesLeft: 0 };
        socket.emit('is_end_lecture_res', state);
        return state;
      }),
    ],
    [
      'extend_class',
      command(
        payloads.extend_class,
        teachersOnly(async (socket) => {
          const { user, lecture } = sender(socket);
          try {
            const extended = await extendLecture(
              ctx,
              asAuthUser(user),
              lecture.courseId,
              lecture.lectureNum,
            );
            // extend_class_res reaches the lecture from the 'extended' domain event.
            return lectureEndState({
              state: extended.state,
              startTime: new Date(extended.startTime),
              endTime: new Date(extended.endTime),
            });
          } catch (error) {
            if (error instanceof HttpError) {
              throw new LiveError(
                error.statusCode === 409
                  ? ACK_ERRORS.lectureNotLive
                  : SOCKET_ERRORS.errorAccessDenied,
                error.message,
              );
            }
            throw error;
          }
        }),
      ),
    ],
    [
      'extend_class_stop',
      command(
        payloads.extend_class_stop,
        teachersOnly(async (socket) => {
          await live.declineExtension(sender(socket).lecture);
          return null;
        }),
      ),
    ],
  ]);
}
