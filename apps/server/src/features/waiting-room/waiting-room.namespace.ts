// Namespace `waiting_room`: students wait after picking a mask; the lecture's teachers see the
// per-group totals (WR_*:+/-) and admit or kick a group. Refusals are sent as the event named
// by their code (error_invalid_classid, already_attending, ...) and the socket is disconnected.
// Teachers' totals carry the warning of entry-limits.ts while students without an account wait.
import { WAITING_GROUP_EVENTS, SOCKET_TEXT, waitingRoomPayloads } from '@o4f/contract';
import type { Socket } from 'socket.io';
import { handshakeAddress } from '../../lib/code-guesses.ts';
import { createCounterStore } from '../../lib/entry-counters.ts';
import type { CounterStore } from '../../lib/entry-counters.ts';
import type { App } from '../../lib/fastify.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { LiveError, onEvent } from '../../realtime/socket-edge.ts';
import { authenticate, handshakeError } from '../../realtime/io.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { handleAdmitKick } from '../admission/admission.service.ts';
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
  nsp.use(authenticate(ctx.db, false, ctx.log));
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
    if (role.kind === 'teacher') onTeacher(deps, socket, role.lecture);
    else onStudent(deps, socket, role);
  });
}

const onError = (deps: LiveDeps) => (error: unknown, event: string) =>
  deps.ctx.log.error({ err: error, event }, 'Waiting-room command failed');

/** The lecture's totals as its teachers receive them (with the warning, if any). */
const totalsForTeachers = async ({ ctx, counters }: WaitingDeps, lecture: LectureRef) =>
  teacherTotals(counters, lecture, await ctx.live.waitingTotals(lecture));

function onTeacher(deps: WaitingDeps, socket: Socket, lecture: LectureRef) {
  const { ctx } = deps;
  void socket.join(waitingTeachersRoom(lecture));
  onEvent(
    socket,
    'len',
    waitingRoomPayloads.len,
    async () => {
      const totals = await totalsForTeachers(deps, lecture);
      socket.emit('len_result', totals);
      return totals;
    },
    { onError: onError(deps) },
  );
  onEvent(socket, 'left_waiting_room', waitingRoomPayloads.left_waiting_room, () => null);
  handleAdmitKick(deps, socket, lecture);
  onEvent(
    socket,
    'set_admit_automatically',
    waitingRoomPayloads.set_admit_automatically,
    ({ enabled }) => deps.autoAdmission.set(lecture, enabled),
    { onError: onError(deps) },
  );
  void deps.autoAdmission.get(lecture).then(
    (state) => socket.emit('admit_automatically', state),
    (error: unknown) => ctx.log.error({ err: error }, 'Waiting-room setting failed'),
  );
  void totalsForTeachers(deps, lecture).then(
    (totals) => socket.emit('connected_to_waiting_room', totals),
    (error: unknown) => ctx.log.error({ err: error }, 'Waiting-room totals failed'),
  );
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

  const leave = async () => {
    const entry = await ctx.live.leaveWaitingRoom(lecture, socket.id);
    if (!entry) return;
    teachers.emit(WAITING_GROUP_EVENTS[entry.group].minus, await totalsForTeachers(deps, lecture));
  };
  const logFailure = (error: unknown) =>
    ctx.log.error({ err: error }, 'Waiting-room update failed');

  const teacherOnly = () => {
    throw new LiveError('error_access_denied', SOCKET_TEXT.accessDenied);
  };
  for (const names of Object.values(WAITING_GROUP_EVENTS)) {
    onEvent(socket, names.admit, waitingRoomPayloads[names.admit], teacherOnly);
    onEvent(socket, names.kick, waitingRoomPayloads[names.kick], teacherOnly);
  }
  onEvent(socket, 'len', waitingRoomPayloads.len, teacherOnly);
  onEvent(
    socket,
    'set_admit_automatically',
    waitingRoomPayloads.set_admit_automatically,
    teacherOnly,
  );
  onEvent(socket, 'left_waiting_room', waitingRoomPayloads.left_waiting_room, async () => {
    await leave();
    // After the acknowledgement has gone out.
    setImmediate(() => socket.disconnect());
    return null;
  });
  socket.on('disconnect', () => void leave().catch(logFailure));

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
