// Namespace `waiting_room`: students wait after picking a mask; the lecture's teachers see the
// per-group totals (WR_*:+/-) and admit or kick a group. Refusals are sent as the event named
// by their code (error_invalid_classid, already_attending, ...) and the socket is disconnected.
// Teachers' totals carry the warning of entry-limits.ts while students without an account wait.
// Teachers and students each have one command table, shared by all their sockets.
import { WAITING_GROUP_EVENTS, SOCKET_TEXT, waitingRoomPayloads } from '@o4f/contract';
import type { Socket } from 'socket.io';
import { handshakeAddress } from '../../lib/code-guesses.ts';
import { createCounterStore } from '../../lib/entry-counters.ts';
import type { CounterStore } from '../../lib/entry-counters.ts';
import type { App } from '../../lib/fastify.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { LiveError, command, commandDispatcher } from '../../realtime/socket-edge.ts';
import type { CommandTable } from '../../realtime/socket-edge.ts';
import { handshakeError } from '../../realtime/io.ts';
import { authenticate } from '../auth/socket-handshake.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { admitKickCommands } from '../admission/admission.service.ts';
import type { LiveDeps } from '../admission/admission.service.ts';
import { createAutoAdmission } from '../admission/auto-admission.ts';
import type { AutoAdmission } from '../admission/auto-admission.ts';
import {
  waitingRoomNamespace,
  waitingStudentsRoom,
  waitingTeachersRoom,
} from '../../realtime/rooms.ts';
import { teacherTotals } from './entry-limits.ts';
import { resolveWaitingSocket } from './waiting-room.service.ts';
import type { WaitingSocketRole } from './waiting-room.service.ts';

interface WaitingData extends SocketUserData {
  role?: WaitingSocketRole;
}

interface WaitingDeps extends LiveDeps {
  counters: CounterStore;
  autoAdmission: AutoAdmission;
}

export function registerWaitingRoom(app: App): void {
  const { ctx, io } = app;
  const counters = createCounterStore({
    redisUrl: ctx.config.REDIS_URL,
    keyPrefix: ctx.config.REDIS_KEY_PREFIX,
  });
  const autoAdmission = createAutoAdmission({ ctx, io });
  app.addHook('onClose', () => {
    autoAdmission.close();
    return counters.close();
  });
  const deps: WaitingDeps = { ctx, io, counters, autoAdmission };
  const nsp = waitingRoomNamespace(io);
  const options = {
    onError: (error: unknown, event: string) =>
      ctx.log.error({ err: error, event }, 'Waiting-room command failed'),
  };
  const teacherDispatch = commandDispatcher(teacherCommands(deps), options);
  const studentDispatch = commandDispatcher(studentCommands(deps), options);
  nsp.use(authenticate(ctx, false, ctx.log));
  nsp.use(async (socket, next) => {
    try {
      const data = socket.data as WaitingData;
      data.role = await resolveWaitingSocket(
        ctx,
        data.user,
        socket.handshake.query,
        handshakeAddress(socket.handshake, ctx.config.TRUST_PROXY),
        counters,
      );
      next();
    } catch (error) {
      next(handshakeError(error, ctx.log, nsp.name));
    }
  });
  nsp.on('connection', (raw) => {
    const socket = raw as unknown as Socket;
    const role = (socket.data as WaitingData).role!;
    if (role.kind === 'refused') {
      socket.emit(role.refusal.code, { message: role.refusal.message });
      socket.disconnect();
      return;
    }
    if (role.kind === 'teacher') {
      onTeacher(deps, socket, role.lecture);
      socket.onAny(teacherDispatch);
    } else {
      onStudent(deps, socket, role);
      socket.onAny(studentDispatch);
    }
  });
}

/** The lecture's totals as its teachers receive them (with the warning, if any). */
const totalsForTeachers = async ({ ctx, counters }: WaitingDeps, lecture: LectureRef) =>
  teacherTotals(counters, lecture, await ctx.live.waitingTotals(lecture));

/** The lecture of a socket let in (refused sockets are disconnected on connection). */
const lectureOf = (socket: Socket) =>
  ((socket.data as WaitingData).role as Exclude<WaitingSocketRole, { kind: 'refused' }>).lecture;

function teacherCommands(deps: WaitingDeps): CommandTable<Socket> {
  return new Map([
    [
      'len',
      command(waitingRoomPayloads.len, async (socket: Socket) => {
        const totals = await totalsForTeachers(deps, lectureOf(socket));
        socket.emit('len_result', totals);
        return totals;
      }),
    ],
    ['left_waiting_room', command(waitingRoomPayloads.left_waiting_room, () => null)],
    ...admitKickCommands(deps, lectureOf),
    [
      'set_admit_automatically',
      command(waitingRoomPayloads.set_admit_automatically, (socket: Socket, { enabled }) =>
        deps.autoAdmission.set(lectureOf(socket), enabled),
      ),
    ],
  ]);
}

function studentCommands(deps: WaitingDeps): CommandTable<Socket> {
  const teacherOnly = () => {
    throw new LiveError('error_access_denied', SOCKET_TEXT.accessDenied);
  };
  return new Map([
    ...Object.values(WAITING_GROUP_EVENTS).flatMap((names) => [
      [names.admit, command(waitingRoomPayloads[names.admit], teacherOnly)] as const,
      [names.kick, command(waitingRoomPayloads[names.kick], teacherOnly)] as const,
    ]),
    ['len', command(waitingRoomPayloads.len, teacherOnly)],
    ['set_admit_automatically', command(waitingRoomPayloads.set_admit_automatically, teacherOnly)],
    [
      'left_waiting_room',
      command(waitingRoomPayloads.left_waiting_room, async (socket: Socket) => {
        await leaveWaitingRoom(deps, socket);
        // After the acknowledgement has gone out.
        setImmediate(() => socket.disconnect());
        return null;
      }),
    ],
  ]);
}

function onTeacher(deps: WaitingDeps, socket: Socket, lecture: LectureRef) {
  const { ctx } = deps;
  void socket.join(waitingTeachersRoom(lecture));
  void deps.autoAdmission.get(lecture).then(
    (state) => socket.emit('admit_automatically', state),
    (error: unknown) => ctx.log.error({ err: error }, 'Waiting-room setting failed'),
  );
  void totalsForTeachers(deps, lecture).then(
    (totals) => socket.emit('connected_to_waiting_room', totals),
    (error: unknown) => ctx.log.error({ err: error }, 'Waiting-room totals failed'),
  );
}

/** Takes a student's entry out of the waiting room and tells the teachers the new totals. */
async function leaveWaitingRoom(deps: WaitingDeps, socket: Socket) {
  const lecture = lectureOf(socket);
  const entry = await deps.ctx.live.leaveWaitingRoom(lecture, socket.id);
  if (!entry) return;
  waitingRoomNamespace(deps.io)
    .to(waitingTeachersRoom(lecture))
    .emit(WAITING_GROUP_EVENTS[entry.group].minus, await totalsForTeachers(deps, lecture));
}

function onStudent(
  deps: WaitingDeps,
  socket: Socket,
  role: Extract<WaitingSocketRole, { kind: 'student' }>,
) {
  const { ctx, io } = deps;
  const { lecture, group } = role;
  const teachers = waitingRoomNamespace(io).to(waitingTeachersRoom(lecture));
  void socket.join(waitingStudentsRoom(lecture));

  const logFailure = (error: unknown) =>
    ctx.log.error({ err: error }, 'Waiting-room update failed');
  socket.on('disconnect', () => void leaveWaitingRoom(deps, socket).catch(logFailure));

  void (async () => {
    const totals = await ctx.live.enterWaitingRoom(lecture, {
      entryId: socket.id,
      group,
      maskId: role.maskId,
      studentId: role.studentId,
      enteredAt: Date.now(),
    });
    // Gone while being queued: take the entry out again.
    if (socket.disconnected) {
      await ctx.live.leaveWaitingRoom(lecture, socket.id);
      return;
    }
    socket.emit('entered_waiting_room', { group });
    teachers.emit(
      WAITING_GROUP_EVENTS[group].plus,
      await teacherTotals(deps.counters, lecture, totals),
    );
    deps.autoAdmission.arrived(lecture);
  })().catch(logFailure);
}
