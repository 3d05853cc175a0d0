// Namespace `signals`: per-user and per-lecture pushes. Sockets join `user:<id>` and, with a
// lecture query the user may read, `lecture:<courseId>:<lectureNum>`; `watch_lectures` makes a
// socket join the rooms of several readable lectures (the Q&A list screens). Lecture, attendance
// and account domain events become `signal`s here; a lecture that ends or is deleted loses its
// live state.
import { lectureQuery, signalsPayloads, SOCKET_TEXT } from '@o4f/contract';
import type { Signal, WatchLecturesPayload, WatchLecturesResult } from '@o4f/contract';
import type { Server, Socket } from 'socket.io';
import type { App } from '../../lib/fastify.ts';
import type { AccountEvent, AttendanceEvent, LectureEvent } from '../../lib/domain-events.ts';
import type { LectureRef } from '../../live/live-state.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import type { AuthUser } from '../auth/auth.service.ts';
import { command, commandDispatcher } from '../../realtime/socket-edge.ts';
import { lectureKey } from '../../live/live-state.ts';
import { authorizeCourse, readableCourseIds } from '../courses/courses.service.ts';
import {
  classIdNamespace,
  lectureRoom,
  signalsNamespace,
  userRoom,
  waitingRoomNamespace,
  waitingStudentsRoom,
} from '../../realtime/rooms.ts';

interface SignalsData extends SocketUserData {
  lecture?: LectureRef;
  /** Rooms joined through `watch_lectures`. */
  watched?: Set<string>;
  /** The running `watch_lectures`: each waits for the one before (no interleaved joins). */
  watching?: Promise<unknown>;
}

/** Sends one signal to several users and, optionally, to every socket opened for a lecture. */
function signalUsers(io: Server, userIds: number[], payload: Signal, lecture?: LectureRef): void {
  const rooms = userIds.map(userRoom);
  if (lecture) rooms.push(lectureRoom(lecture));
  if (rooms.length > 0) signalsNamespace(io).to(rooms).emit('signal', payload);
}

export function registerSignals(app: App): void {
  const { ctx, io } = app;
  const nsp = signalsNamespace(io);
  const commands = new Map([
    [
      'watch_lectures',
      command(signalsPayloads.watch_lectures, (socket: Socket, payload) => {
        const data = socket.data as SignalsData;
        const run = (data.watching ?? Promise.resolve())
          .catch(() => undefined)
          .then(() => watchLectures(app, socket, payload));
        data.watching = run;
        return run;
      }),
    ],
  ]);
  const dispatch = commandDispatcher(commands, {
    onError: (error, event) => ctx.log.error({ err: error, event }, 'Signals command failed'),
  });
  // The token is checked by the handshake middleware register-realtime.ts installs on this namespace first.
  nsp.use(async (socket, next) => {
    const data = socket.data as SignalsData;
    const query = lectureQuery.safeParse(socket.handshake.query);
    if (!data.user || !query.success) return next();
    try {
      await authorizeCourse(ctx, data.user as AuthUser, query.data.courseId, 'read');
      data.lecture = query.data;
    } catch {
      // Without access to the course the socket still gets its personal signals.
    }
    next();
  });
  nsp.on('connection', (socket) => {
    const data = socket.data as SignalsData;
    if (data.user) void socket.join(userRoom(data.user.id));
    if (data.lecture) void socket.join(lectureRoom(data.lecture));
    socket.onAny(dispatch);
  });

  ctx.events.on('lecture', (event) => {
    onLectureEvent(app, event).catch((error: unknown) =>
      ctx.log.error({ err: error, event: event.type }, 'Lecture signal failed'),
    );
  });
  ctx.events.on('attendance', (event) => onAttendanceEvent(io, event));
  ctx.events.on('account', (event) => onAccountEvent(io, event));
}

/**
 * Makes the socket watch exactly the given lectures of courses the user may read (the others are
 * left out silently): joins their rooms and leaves the ones watched before. The handshake
 * query's lecture room is kept.
 */
async function watchLectures(
  app: App,
  socket: Socket,
  { lectures }: WatchLecturesPayload,
): Promise<WatchLecturesResult> {
  const data = socket.data as SignalsData;
  const user = data.user as AuthUser | undefined;
  const readable =
    user && lectures.length > 0
      ? new Set(
          await readableCourseIds(
            app.ctx,
            user,
            lectures.map((lecture) => lecture.courseId),
          ),
        )
      : new Set<number>();
  const chosen = new Map<string, LectureRef>();
  for (const { courseId, lectureNum } of lectures)
    if (readable.has(courseId))
      chosen.set(lectureKey({ courseId, lectureNum }), { courseId, lectureNum });
  const rooms = new Set([...chosen.values()].map(lectureRoom));
  const queryRoom = data.lecture ? lectureRoom(data.lecture) : null;
  for (const room of data.watched ?? [])
    if (!rooms.has(room) && room !== queryRoom) await socket.leave(room);
  if (rooms.size > 0) await socket.join([...rooms]);
  data.watched = rooms;
  return { lectures: [...chosen.values()] };
}

/** After a reset: `unregistered_course` to the unregistered, `account_deleted` to the deleted. */
function onAccountEvent(io: Server, event: AccountEvent): void {
  signalUsers(io, event.studentIds, {
    type: event.type === 'deleted' ? 'account_deleted' : 'unregistered_course',
    courseId: event.courseId,
    lectureNum: event.lectureNum,
  });
}

function onAttendanceEvent(io: Server, event: AttendanceEvent): void {
  signalUsers(io, event.studentIds, {
    type: 'removed_from_pseudonym',
    courseId: event.courseId,
    lectureNum: event.lectureNum,
  });
}

async function onLectureEvent(app: App, event: LectureEvent): Promise<void> {
  const { ctx, io } = app;
  const lecture: LectureRef = { courseId: event.courseId, lectureNum: event.lectureNum };
  const signal = (type: Signal['type']): Signal => ({ type, ...lecture });
  switch (event.type) {
    case 'started':
      signalUsers(io, await ctx.live.attendees(lecture), signal('lecture_started'), lecture);
      return;
    case 'updated':
    case 'extended':
      signalUsers(io, await ctx.live.attendees(lecture), signal('lecture_updated'), lecture);
      return;
    case 'ended':
    case 'deleted': {
      // Its code, waiting room and attendance (and its reactions and slide) go with it.
      const attendees = await ctx.live.clearLecture(lecture);
      signalUsers(io, attendees, signal('lecture_ended'), lecture);
      const waiting = waitingRoomNamespace(io);
      waiting
        .to(waitingStudentsRoom(lecture))
        .emit('error_invalid_lecture_details', { message: SOCKET_TEXT.invalidLectureDetails });
      waiting.in(waitingStudentsRoom(lecture)).disconnectSockets(false);
      classIdNamespace(io)
        .to(lectureRoom(lecture))
        .emit('current_class_id', { classId: null, ttl: 0 });
      return;
    }
    default:
      return;
  }
}
