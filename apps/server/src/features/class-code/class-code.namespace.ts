// Namespace `class_id_generator`: the owning teacher of a lecture (query courseId, lectureNum)
// issues, reads and stops its Lecture Code, reads the waiting-room totals and admits or kicks.
// Anyone else gets `error_access_denied` and is disconnected. The commands are one table for
// all its sockets, each reading its lecture from what the handshake stored.
import { classIdGeneratorPayloads, SOCKET_ERRORS, SOCKET_TEXT } from '@o4f/contract';
import type { CurrentClassId, NewClassId } from '@o4f/contract';
import type { Socket } from 'socket.io';
import type { App } from '../../lib/fastify.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { LiveError, command, commandDispatcher } from '../../realtime/socket-edge.ts';
import type { CommandTable } from '../../realtime/socket-edge.ts';
import { handshakeError } from '../../realtime/io.ts';
import { authenticate } from '../auth/socket-handshake.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { admitKickCommands } from '../admission/admission.service.ts';
import type { LiveDeps } from '../admission/admission.service.ts';
import { classIdNamespace, lectureRoom } from '../../realtime/rooms.ts';
import { issueCode, resolveTeacherLecture } from './class-code.service.ts';
import type { SocketRefusal } from './class-code.service.ts';

interface ClassIdData extends SocketUserData {
  lecture?: LectureRef;
  refusal?: SocketRefusal;
}

export function registerClassCode(app: App): void {
  const { ctx, io } = app;
  const deps: LiveDeps = { ctx, io };
  const nsp = classIdNamespace(io);
  const dispatch = commandDispatcher(classCodeCommands(deps), {
    onError: (error, event) => ctx.log.error({ err: error, event }, 'Lecture Code command failed'),
  });
  nsp.use(authenticate(ctx, false, ctx.log));
  nsp.use(async (socket, next) => {
    try {
      const data = socket.data as ClassIdData;
      const resolved = await resolveTeacherLecture(ctx, data.user, socket.handshake.query);
      if ('refusal' in resolved) data.refusal = resolved.refusal;
      else
        data.lecture = {
          courseId: resolved.lecture.courseId,
          lectureNum: resolved.lecture.lectureNum,
        };
      next();
    } catch (error) {
      next(handshakeError(error, ctx.log, nsp.name));
    }
  });
  nsp.on('connection', (raw) => {
    const socket = raw as unknown as Socket;
    const data = socket.data as ClassIdData;
    if (!data.lecture) {
      const refused = data.refusal ?? {
        code: SOCKET_ERRORS.errorAccessDenied,
        message: SOCKET_TEXT.accessDenied,
      };
      socket.emit(refused.code, { message: refused.message });
      socket.disconnect();
      return;
    }
    void socket.join(lectureRoom(data.lecture));
    socket.onAny(dispatch);
  });
}

/** The lecture of an admitted socket (the connection refuses the others). */
const lectureOf = (socket: Socket) => (socket.data as ClassIdData).lecture!;

function classCodeCommands(deps: LiveDeps): CommandTable<Socket> {
  const { ctx, io } = deps;
  const announce = (lecture: LectureRef, current: CurrentClassId) => {
    classIdNamespace(io).to(lectureRoom(lecture)).emit('current_class_id', current);
    return current;
  };

  return new Map([
    [
      'start',
      command(classIdGeneratorPayloads.start, async (socket: Socket, payload) => {
        const lecture = lectureOf(socket);
        const outcome = await issueCode(ctx, lecture, payload?.ttl);
        if (outcome.ok) {
          const issued: NewClassId = { code: outcome.code, ttl: outcome.ttl };
          classIdNamespace(io).to(lectureRoom(lecture)).emit('new_class_id', issued);
          return issued;
        }
        if (outcome.reason === 'course_busy') {
          socket.emit(SOCKET_ERRORS.errorCourseBusy, { message: SOCKET_TEXT.courseBusy });
          throw new LiveError(SOCKET_ERRORS.errorCourseBusy, SOCKET_TEXT.courseBusy);
        }
        socket.emit(SOCKET_ERRORS.errorInvalidLectureDetails, {
          message: SOCKET_TEXT.invalidLectureDetails,
        });
        throw new LiveError(
          SOCKET_ERRORS.errorInvalidLectureDetails,
          SOCKET_TEXT.invalidLectureDetails,
        );
      }),
    ],
    [
      'stop',
      command(classIdGeneratorPayloads.stop, async (socket: Socket) => {
        const lecture = lectureOf(socket);
        await ctx.live.stopCode(lecture);
        return announce(lecture, { classId: null, ttl: 0 });
      }),
    ],
    [
      'get_curr',
      command(classIdGeneratorPayloads.get_curr, async (socket: Socket) => {
        const current = await ctx.live.currentCode(lectureOf(socket));
        const reply: CurrentClassId = current
          ? { classId: current.code, ttl: current.ttl }
          : { classId: null, ttl: 0 };
        socket.emit('current_class_id', reply);
        return reply;
      }),
    ],
    [
      'len',
      command(classIdGeneratorPayloads.len, async (socket: Socket) => {
        const totals = await ctx.live.waitingTotals(lectureOf(socket));
        socket.emit('len_result', totals);
        return totals;
      }),
    ],
    ...admitKickCommands(deps, lectureOf),
  ]);
}
