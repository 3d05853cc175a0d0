// Namespace `expressions`: one live lecture (handshake query courseId, lectureNum) for its
// teacher and the students attending it. The handshake and the wiring live here; the commands
// are expressions.handlers.ts, who may join and what a joining socket is told
// live-channel.service.ts, the end of a lecture `LectureEnd` (lecture-end.ts), the students'
// counts `StudentBroadcast`, LIVE_USERS `LiveUsersAnnouncer`.
// Counts reach the teachers through the coalesced broadcast loop (every 50 ms); slide changes
// reach the database through the persist loop; each press is acknowledged once the reaction
// journal has stored it. A press costs no database read and no loop over sockets.
import { randomBytes } from 'node:crypto';
import { NAMESPACES, SOCKET_TEXT } from '@o4f/contract';
import type { SocketErrorCode } from '@o4f/contract';
import type { ExtendedError, Server } from 'socket.io';
import type { AppContext } from '../../context.ts';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { isDatabaseUnavailable } from '../../lib/database-errors.ts';
import { outageLog } from '../../lib/outage-log.ts';
import { startBroadcastLoop, startPersistLoop } from '../../live/live-loops.ts';
import { commandDispatcher } from '../../realtime/socket-edge.ts';
import { transientRefusal } from '../../realtime/io.ts';
import { authenticate } from '../auth/socket-handshake.ts';
import { expressionsCommands } from './expressions.handlers.ts';
import { LectureCache, LivePersister, expressionUpdate } from './expressions.service.ts';
import { LectureEnd } from './lecture-end.ts';
import { LiveUsersAnnouncer } from './live-users.ts';
import { ReactionJournal } from './reaction-journal.ts';
import { ACK_STORE_TIMEOUT_MS } from './press.service.ts';
import {
  LECTURE_ROOM_PREFIX,
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
  const logError = (error: unknown, what: string) =>
    ctx.log.error({ err: error }, `expressions: ${what} failed`);
  const journal = new ReactionJournal({
    write: (events) => persister.persist(events),
    ackTimeoutMs: ACK_STORE_TIMEOUT_MS,
    onError: (error) => logError(error, 'acknowledging a stored press'),
  });
  ctx.metrics.sources.journalQueue = () => journal.pending;
  ctx.metrics.sources.liveLectures = () =>
    [...nsp.adapter.rooms.keys()].filter((room) => room.startsWith(LECTURE_ROOM_PREFIX)).length;
  // One listener shared by every socket (one entry each), the commands defined once.
  // This instance's name among those holding a student's tabs (LiveState.addTab).
  const instance = randomBytes(8).toString('hex');
  const dispatch = commandDispatcher(
    expressionsCommands({
      ctx,
      nsp,
      lectures,
      journal,
      instance,
      // Called by presses only, which come after this function has returned.
      countsChanged: () => broadcastLoop.nudge(),
    }),
    {
      onError: logError,
    },
  );
  // The loops run while the database or Redis is away: each says so once, not once a run.
  const outage = (task: string) => outageLog(ctx.log, `expressions: ${task}`);
  const studentsOutage = outage('students broadcast');
  const students = new StudentBroadcast(nsp, live, {
    intervalMs: options.studentBroadcastIntervalMs,
    onError: studentsOutage.failed,
    onWorked: studentsOutage.worked,
  });
  const liveUsers = new LiveUsersAnnouncer(nsp, live, outage('LIVE_USERS'));
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

  nsp.use(authenticate(ctx, true) as Parameters<ExpressionsNamespace['use']>[0]);
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
      if (isDatabaseUnavailable(error))
        return next(transientRefusal(SOCKET_TEXT.databaseUnavailable));
      logError(error, 'handshake');
      next(transientRefusal(SOCKET_TEXT.internal));
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
    socket.onAny(dispatch);
    if (!isTeacher) {
      // Registered before the student is greeted (and reads its state): a press on another
      // instance from then on reaches this tab across the cluster. Until then a press through
      // this socket finds it unregistered and tells the student's tabs across the cluster too.
      await live.addTab(lecture, user.id, instance);
      const removeTab = () => {
        void live
          .removeTab(lecture, user.id, instance)
          .catch((error: unknown) => logError(error, 'tab count'));
      };
      if (socket.disconnected) return removeTab();
      socket.on('disconnect', removeTab);
    }
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

  const lectureListener = (event: LectureEvent) => {
    void lectureEnd
      .onLectureEvent(event)
      .catch((error: unknown) => logError(error, `lecture ${event.type}`));
  };
  ctx.events.on('lecture', lectureListener);

  const broadcastOutage = outage('broadcast');
  const broadcastLoop = startBroadcastLoop({
    liveState: live,
    intervalMs: options.teacherBroadcastIntervalMs,
    broadcast: (lecture) =>
      ctx.metrics.timeFanout('expression_update', async () => {
        const update = expressionUpdate(await live.reactionCounts(lecture));
        nsp.to(teachersRoom(lecture)).emit('expression_update', update);
      }),
    onError: broadcastOutage.failed,
    onWorked: broadcastOutage.worked,
  });

  const persistOutage = outage('persist');
  const persistLoop = startPersistLoop({
    liveState: live,
    persist: (events) => persister.persist(events),
    onError: persistOutage.failed,
    onWorked: persistOutage.worked,
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
