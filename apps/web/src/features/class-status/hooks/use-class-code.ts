/** The teacher's Lecture Code: the `class_id_generator` namespace of one lecture. */
import {
  NAMESPACES,
  SOCKET_ERRORS,
  type AckResult,
  type ClassIdGeneratorClientToServer,
  type ClassIdGeneratorServerToClient,
  type CurrentClassId,
  type NewClassId,
} from '@o4f/contract';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectNamespace, type TypedSocket } from '../../../lib/socket.ts';
import { text } from '../../../text/en.ts';
import { useCountdown } from './use-countdown.ts';

type CodeSocket = TypedSocket<ClassIdGeneratorServerToClient, ClassIdGeneratorClientToServer>;

export interface LectureRef {
  courseId: number;
  lectureNum: number;
}

interface CodeState {
  code: string | null;
  expiresAt: number | null;
}

const NO_CODE: CodeState = { code: null, expiresAt: null };

/**
 * A displayed code is renewed this many seconds before it expires (the server gives the same
 * code a fresh TTL), so it lives for the whole lecture while the teacher keeps it on screen.
 */
export const RENEW_BEFORE_SECONDS = 60;

export interface ClassCode {
  code: string | null;
  /** Seconds the code stays valid, counting down; null without a code. */
  secondsLeft: number | null;
  request: () => void;
  stop: () => void;
  disconnect: () => void;
}

export function useClassCode(lecture: LectureRef | null): ClassCode {
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<CodeState>(NO_CODE);
  const socketRef = useRef<CodeSocket | null>(null);
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;

  const showError = useCallback(
    (code: string | undefined, message?: string) => {
      if (code === SOCKET_ERRORS.errorCourseBusy)
        enqueueSnackbar(text.classStatus.code.courseBusy, { variant: 'error' });
      else if (code === SOCKET_ERRORS.errorAccessDenied)
        enqueueSnackbar(text.classStatus.code.accessDenied, { variant: 'error' });
      else console.error('Lecture Code', code, message);
    },
    [enqueueSnackbar],
  );

  useEffect(() => {
    if (courseId === undefined || lectureNum === undefined) return;
    setState(NO_CODE);
    const socket = connectNamespace<ClassIdGeneratorServerToClient, ClassIdGeneratorClientToServer>(
      NAMESPACES.classIdGenerator,
      { courseId, lectureNum },
    );
    socketRef.current = socket;
    const show = ({ code, ttl }: NewClassId) =>
      setState({ code, expiresAt: Date.now() + ttl * 1000 });
    const showCurrent = ({ classId, ttl }: CurrentClassId) =>
      setState(
        classId && ttl > 0 ? { code: classId, expiresAt: Date.now() + ttl * 1000 } : NO_CODE,
      );

    socket.on('connect', () => socket.emit('get_curr', {}));
    socket.on('new_class_id', show);
    socket.on('current_class_id', showCurrent);
    socket.on('error_course_busy', () => showError(SOCKET_ERRORS.errorCourseBusy));
    socket.on('error_access_denied', () => showError(SOCKET_ERRORS.errorAccessDenied));
    socket.on('connect_error', (error) => console.error('Lecture Code connection', error));
    return () => {
      socket.off();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [courseId, lectureNum, showError]);

  const secondsLeft = useCountdown(state.expiresAt);
  const expired = secondsLeft === 0;
  useEffect(() => {
    if (expired) setState(NO_CODE);
  }, [expired]);

  // Once per expiry time: the renewal's answer (new_class_id) sets a new one.
  const renewedFor = useRef<number | null>(null);
  const dueForRenewal =
    state.code !== null &&
    secondsLeft !== null &&
    secondsLeft > 0 &&
    secondsLeft <= RENEW_BEFORE_SECONDS;
  useEffect(() => {
    if (!dueForRenewal || renewedFor.current === state.expiresAt) return;
    renewedFor.current = state.expiresAt;
    socketRef.current?.emit('start', {}, (result: AckResult<NewClassId>) => {
      if (result?.ok)
        setState({ code: result.data.code, expiresAt: Date.now() + result.data.ttl * 1000 });
    });
  }, [dueForRenewal, state.expiresAt]);

  const request = useCallback(() => {
    socketRef.current?.emit('start', {}, (result: AckResult<NewClassId>) => {
      if (!result) return;
      if (result.ok)
        setState({ code: result.data.code, expiresAt: Date.now() + result.data.ttl * 1000 });
      // A refusal may also arrive as its error event: the toasts do not show duplicates.
      else showError(result.error, result.message);
    });
  }, [showError]);

  const stop = useCallback(() => {
    setState(NO_CODE);
    socketRef.current?.emit('stop', {});
  }, []);

  const disconnect = useCallback(() => {
    socketRef.current?.disconnect();
  }, []);

  return {
    code: expired ? null : state.code,
    secondsLeft: expired ? null : secondsLeft,
    request,
    stop,
    disconnect,
  };
}
