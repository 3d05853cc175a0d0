// Namespace `expressions`: one live lecture (handshake query courseId, lectureNum) for its
// teacher and the students attending it — reactions, the current slide, the reactions
// permission, the end of the lecture and its extension. Counts reach the teachers through the
// coalesced broadcast loop (every 50 ms) and the students through a slower loop (every second,
// each instance to its own students, in slices); reactions and slide changes reach the database
// through the batched persist loop; each press is acknowledged once the reaction journal has
// stored it (group commit: one transaction for every press of the moment). A press costs no
// database read and no loop over sockets.
import {
  ACK_ERRORS,
  NAMESPACES,
  SOCKET_ERRORS,
  SOCKET_TEXT,
  expressionsPayloads,
  lectureQuery,
} from '@o4f/contract';
import type {
  ActiveExpression,
  ExpressionTag,
  ExpressionsClientToServer,
  ExpressionsServerToClient,
  LectureEndState,
  SocketErrorCode,
} from '@o4f/contract';
import type { ExtendedError, Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../context.ts';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  BROADCAST_SLICE,
  startBroadcastLoop,
  startPersistLoop,
  startStudentBroadcastLoop,
} from '../../live/live-loops.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { NO_SLIDE, emptyTagCounts, lectureKey } from '../../live/live-state.ts';
import { LiveError, onEvent } from '../../live/socket-edge.ts';
import { authenticate } from '../../realtime/io.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { authorizeCourse } from '../courses/courses.service.ts';
import { extendLecture } from '../lectures/lectures.service.ts';
import { findActivePseudonym } from '../pseudonyms/pseudonyms.repository.ts';
import {
  LectureCache,
  LivePersister,
  closedFeedbackReason,
  expressionUpdate,
  extensionQuestion,
  lectureEndState,
  studentsByTag,
} from './expressions.service.ts';
import { NotSavedYet, ReactionJournal } from './reaction-journal.ts';

interface ExpressionsSocketData extends SocketUserData {
  lecture?: LectureRef;
  lectureId?: number;
}

type ExpressionsNamespace = Namespace<
  ExpressionsClientToServer,
  ExpressionsServerToClient,
  Record<string, never>,
  ExpressionsSocketData
>;
type ExpressionsSocket = Socket<
  ExpressionsClientToServer,
  ExpressionsServerToClient,
  Record<string, never>,
  ExpressionsSocketData
>;

/** Every socket of the lecture (counts, slide, permission, end). */
export const lectureRoom = (lecture: LectureRef) => `lecture:${lectureKey(lecture)}`;
export const teachersRoom = (lecture: LectureRef) => `teachers:${lectureKey(lecture)}`;
export const studentsRoom = (lecture: LectureRef) => `students:${lectureKey(lecture)}`;
/** One student's sockets in the lecture (several tabs). */
export const studentRoom = (lecture: LectureRef, studentId: number) =>
  `student:${lectureKey(lecture)}:${studentId}`;

/** How often a lecture with a connected teacher is checked for its approaching end. */
export const END_CHECK_INTERVAL_MS = 15_000;
const LIVE_USERS_DELAY_MS = 250;

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

/** How long a press waits for its reaction to be stored before it is told it is not yet. */
export const ACK_STORE_TIMEOUT_MS = 5000;

/** Waits for a reaction to be stored; refuses the press in words when it is not (yet). */
async function untilStored(stored: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ACK_STORE_TIMEOUT_MS);
  });
  try {
    if ((await Promise.race([stored, late])) === 'late') throw new NotSavedYet(null);
  } catch (error) {
    if (error instanceof NotSavedYet) {
      throw new LiveError(ACK_ERRORS.notSaved, SOCKET_TEXT.reactionNotSaved);
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function refusal(code: SocketErrorCode, message: string): ExtendedError {
  const error = new Error(message) as ExtendedError;
  error.data = { code };
  return error;
}

const asAuthUser = (user: NonNullable<SocketUserData['user']>): AuthUser => ({
  ...user,
  sessionId: 0,
});

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
  // Whether the teachers were asked about an end time, or declined, is in the live state: a
  // teacher may have sockets on several instances, and each instance checks the end.
  const endChecks = new Map<string, NodeJS.Timeout>();
  const liveUsersPending = new Map<string, NodeJS.Timeout>();
  // Lectures with students connected to this instance, and the counts they were last sent.
  const studentLectures = new Map<string, LectureRef>();
  const sentToStudents = new Map<string, string>();
  const logError = (error: unknown, what: string) =>
    ctx.log.error({ err: error }, `expressions: ${what} failed`);

  nsp.use(authenticate(ctx.db, true) as Parameters<ExpressionsNamespace['use']>[0]);
  nsp.use(async (socket, next) => {
    try {
      const query = lectureQuery.safeParse(socket.handshake.query);
      if (!query.success) {
        return next(
          refusal(SOCKET_ERRORS.errorInvalidLectureDetails, SOCKET_TEXT.invalidLectureDetails),
        );
      }
      const lecture = { courseId: query.data.courseId, lectureNum: query.data.lectureNum };
      const user = socket.data.user!;
      const row = await lectures.get(lecture);
      if (!row) {
        return next(
          refusal(SOCKET_ERRORS.errorInvalidLectureDetails, SOCKET_TEXT.invalidLectureDetails),
        );
      }
      const allowed = user.isTeacher
        ? await authorizeCourse(ctx, asAuthUser(user), lecture.courseId, 'own').then(
            () => true,
            (error: unknown) => {
              if (error instanceof HttpError) return false;
              throw error;
            },
          )
        : lectureKey((await live.attendedLecture(user.id)) ?? { courseId: 0, lectureNum: 0 }) ===
          lectureKey(lecture);
      if (!allowed) return next(refusal(SOCKET_ERRORS.errorAccessDenied, SOCKET_TEXT.accessDenied));
      socket.data.lecture = lecture;
      socket.data.lectureId = row.id;
      next();
    } catch (error) {
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
      watchEnd(lecture);
      socket.on('disconnect', () => {
        if ((nsp.adapter.rooms.get(teachersRoom(lecture))?.size ?? 0) === 0) unwatchEnd(lecture);
      });
    }
    const pseudonym = isTeacher
      ? null
      : ((await findActivePseudonym(ctx.db, socket.data.lectureId!, user.id))?.pseudonym ?? null);
    socket.emit('access_granted', {
      ...lecture,
      role: isTeacher ? 'TEACHER' : 'STUDENT',
      pseudonym,
      slideNumber: (await live.getSlide(lecture)) ?? NO_SLIDE,
      allowReactions,
    });
    if (isTeacher) {
      const row = await lectures.get(lecture);
      const question = row ? extensionQuestion(row) : null;
      if (question && !(await live.extensionDeclined(lecture))) {
        // Asked here: the end checks need not ask the lecture's teachers about this end time.
        await live.claimExtensionQuestion(lecture, row!.endTime.getTime());
        socket.emit('extend_class', question);
      }
    }
    if (!isTeacher) studentLectures.set(lectureKey(lecture), lecture);
    announceLiveUsers(lecture);
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
      const [row, permissions, attended] = await Promise.all([
        lectures.get(lecture, { stale: true }),
        live.getPermissions(lecture),
        live.attendedLecture(userId),
      ]);
      if (!attended || lectureKey(attended) !== lectureKey(lecture)) {
        throw new LiveError(ACK_ERRORS.notAttending, SOCKET_TEXT.accessDenied);
      }
      const closed = row ? closedFeedbackReason(row) : SOCKET_TEXT.lectureEnded;
      if (closed) throw new LiveError(ACK_ERRORS.lectureNotLive, closed);
      if (permissions.allowReactions === false) {
        throw new LiveError(ACK_ERRORS.reactionsPaused, SOCKET_TEXT.reactionsPaused);
      }
      if ((await live.consumePress(userId)) === 'overloaded') {
        socket.emit('expression_overload', { err: SOCKET_TEXT.overload });
        throw new LiveError(ACK_ERRORS.overload, SOCKET_TEXT.overload);
      }
      const result = await live.setReaction(lecture, userId, expressionTag);
      const active: ActiveExpression = { expressionTag, slideNumber: result.slideNumber };
      nsp.to(studentRoom(lecture, userId)).emit('active_expression', active);
      // Acknowledged once stored (a repeated press, once the one it repeats is stored).
      await untilStored(
        result.changed
          ? journal.write({
              type: 'reaction',
              ...lecture,
              studentId: userId,
              tag: expressionTag,
              previous: result.previous,
              slideNumber: result.slideNumber,
              at: result.at,
            })
          : journal.settled(userId),
      );
      return active;
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
        announceDeactivated(lecture, result.cleared);
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

  function announceDeactivated(
    lecture: LectureRef,
    cleared: Awaited<ReturnType<typeof live.clearReactions>>,
  ) {
    for (const [expressionTag, students] of studentsByTag(cleared)) {
      const rooms = students.map((studentId) => studentRoom(lecture, studentId));
      nsp
        .to(rooms)
        .emit('expression_deactivated', { expressionTag: expressionTag as ExpressionTag });
    }
  }

  /** LIVE_USERS to the teachers, at most once per LIVE_USERS_DELAY_MS per lecture. */
  function announceLiveUsers(lecture: LectureRef) {
    const key = lectureKey(lecture);
    if (liveUsersPending.has(key)) return;
    const timer = setTimeout(() => {
      liveUsersPending.delete(key);
      void live
        .attendeeCount(lecture)
        .then((count) => nsp.to(teachersRoom(lecture)).emit('LIVE_USERS', { count }))
        .catch((error: unknown) => logError(error, 'LIVE_USERS'));
    }, LIVE_USERS_DELAY_MS);
    timer.unref();
    liveUsersPending.set(key, timer);
  }

  function watchEnd(lecture: LectureRef) {
    const key = lectureKey(lecture);
    if (endChecks.has(key)) return;
    const timer = setInterval(() => {
      void checkEnd(lecture).catch((error: unknown) => logError(error, 'end check'));
    }, options.endCheckIntervalMs ?? END_CHECK_INTERVAL_MS);
    timer.unref();
    endChecks.set(key, timer);
  }

  function unwatchEnd(lecture: LectureRef) {
    const key = lectureKey(lecture);
    clearInterval(endChecks.get(key));
    endChecks.delete(key);
  }

  /** Asks the teachers once per end time (whichever instance claims it); never after a decline. */
  async function checkEnd(lecture: LectureRef) {
    const row = await lectures.get(lecture);
    const question = row ? extensionQuestion(row) : null;
    if (!row || !question) return;
    if (!(await live.claimExtensionQuestion(lecture, row.endTime.getTime()))) return;
    nsp.to(teachersRoom(lecture)).emit('extend_class', question);
  }

  async function onLectureEvent(event: LectureEvent) {
    const lecture = { courseId: event.courseId, lectureNum: event.lectureNum };
    lectures.invalidate(lecture);
    if (event.type === 'extended') {
      // The new end time is asked about once it comes near (claimExtensionQuestion).
      const row = await lectures.get(lecture);
      if (row) nsp.to(lectureRoom(lecture)).emit('extend_class_res', lectureEndState(row));
      return;
    }
    if (event.type !== 'ended' && event.type !== 'deleted') return;
    // The live state forgets the lecture (clearLecture, signals), its extension question too.
    unwatchEnd(lecture);
    const counts = await live.reactionCounts(lecture);
    const cleared = await live.clearReactions(lecture);
    announceDeactivated(lecture, cleared);
    const row = event.type === 'ended' ? await lectures.get(lecture) : null;
    const endedAt = row?.endTime ?? new Date();
    if (row) await persister.closeSlides(row.id, endedAt);
    persister.forgetLecture(event.lectureId);
    studentLectures.delete(lectureKey(lecture));
    sentToStudents.delete(lectureKey(lecture));
    nsp
      .to(lectureRoom(lecture))
      .emit('expression_update', expressionUpdate({ ...counts, active: emptyTagCounts() }));
    nsp.to(lectureRoom(lecture)).emit('is_end_lecture_res', {
      ended: true,
      endTime: endedAt.toISOString(),
      minutesLeft: 0,
    });
    // Students no longer attend: close their connection to the lecture (in order, after the above).
    nsp.in(studentsRoom(lecture)).disconnectSockets(false);
  }

  const lectureListener = (event: LectureEvent) => {
    void onLectureEvent(event).catch((error: unknown) => logError(error, `lecture ${event.type}`));
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

  /**
   * The students' counts, when they changed since this instance last sent them: every instance
   * to its own students (`local`: nothing crosses the adapter), in slices of BROADCAST_SLICE
   * sockets with the event loop free in between, so that presses and the teachers' updates are
   * not held up behind 10,000 writes.
   */
  async function broadcastToStudents() {
    for (const [key, lecture] of studentLectures) {
      const room = nsp.adapter.rooms.get(studentsRoom(lecture));
      if (!room || room.size === 0) {
        studentLectures.delete(key);
        sentToStudents.delete(key);
        continue;
      }
      const update = expressionUpdate(await live.reactionCounts(lecture));
      const serialized = JSON.stringify(update);
      if (sentToStudents.get(key) === serialized) continue;
      sentToStudents.set(key, serialized);
      const socketIds = [...room];
      for (let start = 0; start < socketIds.length; start += BROADCAST_SLICE) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        nsp.local
          .to(socketIds.slice(start, start + BROADCAST_SLICE))
          .emit('expression_update', update);
      }
    }
  }
  const studentLoop = startStudentBroadcastLoop({
    intervalMs: options.studentBroadcastIntervalMs,
    broadcast: broadcastToStudents,
    onError: (error) => logError(error, 'students broadcast'),
  });
  const persistLoop = startPersistLoop({
    liveState: live,
    persist: (events) => persister.persist(events),
    onError: (error) => logError(error, 'persist'),
  });

  return {
    async stop() {
      ctx.events.off('lecture', lectureListener);
      for (const timer of endChecks.values()) clearInterval(timer);
      endChecks.clear();
      for (const timer of liveUsersPending.values()) clearTimeout(timer);
      liveUsersPending.clear();
      await broadcastLoop.stop();
      await studentLoop.stop();
      await persistLoop.stop();
      const unsaved = await journal.stop();
      if (unsaved > 0) ctx.log.error({ events: unsaved }, 'Reactions left unsaved at shutdown');
    },
  };
}
