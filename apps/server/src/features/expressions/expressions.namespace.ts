// Namespace `expressions`: one live lecture (handshake query courseId, lectureNum) for its
// teacher and the students attending it. The handshake and one thin handler per event live here;
// who may join and what a joining socket is told is live-channel.service.ts, the press policy
// `pressReaction` (press.service.ts), the end of a lecture `LectureEnd`
// (lecture-end.ts), the students' counts `StudentBroadcast`, LIVE_USERS `LiveUsersAnnouncer`.
// Counts reach the teachers through the coalesced broadcast loop (every 50 ms); slide changes
// reach the database through the persist loop; each press is acknowledged once the reaction
// journal has stored it. A press costs no database read and no loop over sockets.
import {
  ACK_ERRORS,
  NAMESPACES,
  SOCKET_ERRORS,
  SOCKET_TEXT,
  expressionsPayloads,
} from '@o4f/contract';
import type { ExpressionsClientToServer, LectureEndState, SocketErrorCode } from '@o4f/contract';
import type { ExtendedError, Server } from 'socket.io';
import type { AppContext } from '../../context.ts';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { startBroadcastLoop, startPersistLoop } from '../../live/live-loops.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { NO_SLIDE, lectureKey } from '../../live/live-state.ts';
import { LiveError, onEvent } from '../../realtime/socket-edge.ts';
import { authenticate } from '../../realtime/io.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { extendLecture } from '../lectures/lectures.service.ts';
import {
  LectureCache,
  LivePersister,
  expressionUpdate,
  lectureEndState,
} from './expressions.service.ts';
import { LectureEnd, announceDeactivated } from './lecture-end.ts';
import { LiveUsersAnnouncer } from './live-users.ts';
import { pressReaction } from './press.service.ts';
import { ReactionJournal } from './reaction-journal.ts';
import {
  lectureRoom,
  studentRoom,
  studentsRoom,
  teachersRoom,
} from '../../realtime/expressions-rooms.ts';
import type { ExpressionsNamespace, ExpressionsSocket } from '../../realtime/expressions-rooms.ts';
import { StudentBroadcast } from './student-broadcast.ts';
import {
  authorizeLiveChannel,
  channelGreeting,
  extensionQuestionOnJoin,
} from './live-channel.service.ts';

export interface ExpressionsOptions {
  endCheckIntervalMs?: number;
  /** The teachers' counts (default BROADCAST_INTERVAL_MS). */
  teacherBroadcastIntervalMs?: number;
  /** The students' counts (default STUDENT_BROADCAST_INTERVAL_MS). */
  studentBroadcastIntervalMs?: number;
}

export interface ExpressionsRuntime {
  /** Stops the loops after a last broadcast and a full flush to the database. */
  stop(): Promise<void>;
}

const asAuthUser = (user: NonNullable<SocketUserData['user']>): AuthUser => ({
  ...user,
  sessionId: 0,
});

function refusal(code: SocketErrorCode, message: string): ExtendedError {
  const error = new Error(message) as ExtendedError;
  error.data = { code };
  return error;
}

export function startExpressions(
  ctx: AppContext,
  io: Server,
  options: ExpressionsOptions = {},
): ExpressionsRuntime {
  const nsp = io.of(NAMESPACES.expressions) as unknown as ExpressionsNamespace;
  const { live } = ctx;
  const lectures = new LectureCache(ctx);
  const persister = new LivePersister(ctx);
  const journal = new ReactionJournal({ write: (events) => persister.persist(events) });
  const deps = { live, lectures, journal };
  const logError = (error: unknown, what: string) =>
    ctx.log.error({ err: error }, `expressions: ${what} failed`);
  const students = new StudentBroadcast(nsp, live, {
    intervalMs: options.studentBroadcastIntervalMs,
    onError: (error) => logError(error, 'students broadcast'),
  });
  const liveUsers = new LiveUsersAnnouncer(nsp, live, (error) => logError(error, 'LIVE_USERS'));
  // Whether the teachers were asked about an end time, or declined, is in the live state: a
  // teacher may have sockets on several instances, and each instance checks the end.
  const lectureEnd = new LectureEnd({
    nsp,
    live,
    lectures,
    persister,
    students,
    onError: logError,
    checkIntervalMs: options.endCheckIntervalMs,
  });

  nsp.use(authenticate(ctx.db, true) as Parameters<ExpressionsNamespace['use']>[0]);
  nsp.use(async (socket, next) => {
    try {
      const access = await authorizeLiveChannel(
        ctx,
        lectures,
        socket.data.user!,
        socket.handshake.query,
      );
      if (!access.ok) return next(refusal(access.code, access.message));
      socket.data.lecture = access.lecture;
      socket.data.lectureId = access.lectureId;
      next();
    } catch (error) {
      if (isDatabaseUnavailable(error)) return next(new Error(SOCKET_TEXT.databaseUnavailable));
      logError(error, 'handshake');
      next(new Error(SOCKET_TEXT.internal));
    }
  });

  nsp.on('connection', (socket) => {
    void onConnection(socket).catch((error: unknown) => {
      logError(error, 'connection');
      socket.disconnect(true);
    });
  });

  async function onConnection(socket: ExpressionsSocket) {
    const user = socket.data.user!;
    const lecture = socket.data.lecture!;
    const isTeacher = user.isTeacher;
    registerHandlers(socket, lecture, user.id, isTeacher);
    await socket.join(
      isTeacher
        ? [lectureRoom(lecture), teachersRoom(lecture)]
        : [lectureRoom(lecture), studentsRoom(lecture), studentRoom(lecture, user.id)],
    );
    let allowReactions = (await live.getPermissions(lecture)).allowReactions !== false;
    if (isTeacher) {
      // The spec: reactions are allowed when the teacher joins.
      if (!allowReactions) {
        await live.setPermissions(lecture, { allowReactions: true });
        nsp.to(lectureRoom(lecture)).emit('allow_reactions', { allow: true });
      }
      allowReactions = true;
      lectureEnd.watch(lecture);
      socket.on('disconnect', () => {
        if ((nsp.adapter.rooms.get(teachersRoom(lecture))?.size ?? 0) === 0) {
          lectureEnd.unwatch(lecture);
        }
      });
    }
    socket.emit(
      'access_granted',
      await channelGreeting(ctx, lecture, socket.data.lectureId!, user, allowReactions),
    );
    if (isTeacher) {
      const question = await extensionQuestionOnJoin(ctx, lectures, lecture);
      if (question) socket.emit('extend_class', question);
    }
    if (!isTeacher) students.add(lecture);
    liveUsers.announce(lecture);
  }

  function registerHandlers(
    socket: ExpressionsSocket,
    lecture: LectureRef,
    userId: number,
    isTeacher: boolean,
  ) {
    const on = <E extends keyof ExpressionsClientToServer & string, T, R>(
      event: E,
      schema: Parameters<typeof onEvent<ExpressionsClientToServer, T, R>>[2],
      handler: (payload: T) => Promise<R>,
    ) => onEvent(socket, event, schema, handler, { onError: logError });
    const teacherOnly = () => {
      if (!isTeacher)
        throw new LiveError(SOCKET_ERRORS.errorAccessDenied, SOCKET_TEXT.teachersOnly);
    };

    on('press_button', expressionsPayloads.press_button, async ({ expressionTag }) => {
      if (isTeacher) throw new LiveError(SOCKET_ERRORS.errorAccessDenied, SOCKET_TEXT.studentsOnly);
      try {
        const { active, stored } = await pressReaction(deps, lecture, userId, expressionTag);
        nsp.to(studentRoom(lecture, userId)).emit('active_expression', active);
        await stored;
        return active;
      } catch (error) {
        if (error instanceof LiveError && error.code === ACK_ERRORS.overload) {
          socket.emit('expression_overload', { err: SOCKET_TEXT.overload });
        }
        throw error;
      }
    });

    on('get_active_expression', expressionsPayloads.get_active_expression, async () => {
      const reaction = isTeacher ? null : await live.getReaction(lecture, userId);
      if (!reaction) {
        const slideNumber = (await live.getSlide(lecture)) ?? NO_SLIDE;
        socket.emit('no_active_expression', { slideNumber });
        return null;
      }
      const active = { expressionTag: reaction.tag, slideNumber: reaction.slideNumber };
      socket.emit('active_expression', active);
      return active;
    });

    on('get_expressions', expressionsPayloads.get_expressions, async () => {
      const update = expressionUpdate(await live.reactionCounts(lecture));
      socket.emit('expression_update', update);
      return update;
    });

    on('get_current_slide', expressionsPayloads.get_current_slide, async () => {
      const slideNumber = (await live.getSlide(lecture)) ?? NO_SLIDE;
      socket.emit('current_slide', { slideNumber });
      return { slideNumber };
    });

    on('set_slide', expressionsPayloads.set_slide, async ({ slideNumber }) => {
      teacherOnly();
      const result = await live.setSlide(lecture, slideNumber);
      if (result.changed) {
        nsp.to(lectureRoom(lecture)).emit('slide_changed', { slideNumber });
        announceDeactivated(nsp, lecture, result.cleared);
      }
      return { slideNumber };
    });

    on('set_allow_reactions', expressionsPayloads.set_allow_reactions, async ({ allow }) => {
      teacherOnly();
      await live.setPermissions(lecture, { allowReactions: allow });
      nsp.to(lectureRoom(lecture)).emit('allow_reactions', { allow });
      return { allow };
    });

    on('is_attending', expressionsPayloads.is_attending, async () => {
      const attended = isTeacher ? null : await live.attendedLecture(userId);
      const attending = attended !== null && lectureKey(attended) === lectureKey(lecture);
      socket.emit('is_attending_res', { attending });
      return { attending };
    });

    on('is_end_lecture', expressionsPayloads.is_end_lecture, async () => {
      lectures.invalidate(lecture);
      const row = await lectures.get(lecture);
      const state: LectureEndState = row
        ? lectureEndState(row)
        : { ended: true, endTime: new Date().toISOString(), minutesLeft: 0 };
      socket.emit('is_end_lecture_res', state);
      return state;
    });

    on('extend_class', expressionsPayloads.extend_class, async () => {
      teacherOnly();
      const user = socket.data.user!;
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
            error.statusCode === 409 ? ACK_ERRORS.lectureNotLive : SOCKET_ERRORS.errorAccessDenied,
            error.message,
          );
        }
        throw error;
      }
    });

    on('extend_class_stop', expressionsPayloads.extend_class_stop, async () => {
      teacherOnly();
      await live.declineExtension(lecture);
      return null;
    });
  }

  const lectureListener = (event: LectureEvent) => {
    void lectureEnd
      .onLectureEvent(event)
      .catch((error: unknown) => logError(error, `lecture ${event.type}`));
  };
  ctx.events.on('lecture', lectureListener);

  const broadcastLoop = startBroadcastLoop({
    liveState: live,
    intervalMs: options.teacherBroadcastIntervalMs,
    broadcast: async (lecture) => {
      const update = expressionUpdate(await live.reactionCounts(lecture));
      nsp.to(teachersRoom(lecture)).emit('expression_update', update);
    },
    onError: (error) => logError(error, 'broadcast'),
  });

  const persistLoop = startPersistLoop({
    liveState: live,
    persist: (events) => persister.persist(events),
    onError: (error) => logError(error, 'persist'),
  });

  return {
    async stop() {
      ctx.events.off('lecture', lectureListener);
      lectureEnd.stop();
      liveUsers.stop();
      await broadcastLoop.stop();
      await students.stop();
      await persistLoop.stop();
      const unsaved = await journal.stop();
      if (unsaved > 0) ctx.log.error({ events: unsaved }, 'Reactions left unsaved at shutdown');
    },
  };
}
