// Namespace `class_id_generator`: the owning teacher of a lecture (query courseId, lectureNum)
// issues, reads and stops its Lecture Code, reads the waiting-room totals and admits or kicks.
// Anyone else gets `error_access_denied` and is disconnected.
import { classIdGeneratorPayloads, SOCKET_ERRORS, SOCKET_TEXT } from '@o4f/contract';
import type { CurrentClassId, NewClassId } from '@o4f/contract';
import type { Socket } from 'socket.io';
import type { App } from '../../lib/fastify.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { LiveError, onEvent } from '../../realtime/socket-edge.ts';
import { authenticate, handshakeError } from '../../realtime/io.ts';
import type { SocketUserData } from '../../realtime/io.ts';
import { handleAdmitKick } from '../admission/admission.service.ts';
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
  nsp.use(authenticate(ctx.db, false, ctx.log));
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
    onTeacher(deps, socket, data.lecture);
  });
}

function onTeacher(deps: LiveDeps, socket: Socket, lecture: LectureRef) {
  const { ctx, io } = deps;
  const room = lectureRoom(lecture);
  void socket.join(room);
  const options = {
    onError: (error: unknown, event: string) =>
      ctx.log.error({ err: error, event }, 'Lecture Code command failed'),
  };
  const announce = (current: CurrentClassId) => {
    classIdNamespace(io).to(room).emit('current_class_id', current);
    return current;
  };

  onEvent(
    socket,
    'start',
    classIdGeneratorPayloads.start,
    async (payload) => {
      const outcome = await issueCode(ctx, lecture, payload?.ttl);
      if (outcome.ok) {
        const issued: NewClassId = { code: outcome.code, ttl: outcome.ttl };
        classIdNamespace(io).to(room).emit('new_class_id', issued);
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
    },
    options,
  );

  onEvent(
    socket,
    'stop',
    classIdGeneratorPayloads.stop,
    async () => {
      await ctx.live.stopCode(lecture);
      return announce({ classId: null, ttl: 0 });
    },
    options,
  );

  onEvent(
    socket,
    'get_curr',
    classIdGeneratorPayloads.get_curr,
    async () => {
      const current = await ctx.live.currentCode(lecture);
      const reply: CurrentClassId = current
        ? { classId: current.code, ttl: current.ttl }
        : { classId: null, ttl: 0 };
      socket.emit('current_class_id', reply);
      return reply;
    },
    options,
  );

  onEvent(
    socket,
    'len',
    classIdGeneratorPayloads.len,
    async () => {
      const totals = await ctx.live.waitingTotals(lecture);
      socket.emit('len_result', totals);
      return totals;
    },
    options,
  );

  handleAdmitKick(deps, socket, lecture);
}
