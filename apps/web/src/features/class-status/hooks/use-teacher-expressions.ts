/**
 * The teacher's connection to a live lecture (`expressions` namespace): live reaction counts,
 * the current slide, the allow-reactions flag and the lecture's end (for the extension dialog).
 */
import {
  NAMESPACES,
  SOCKET_TEXT,
  type ExpressionsClientToServer,
  type ExpressionsServerToClient,
  type LectureEndState,
  type TagCount,
} from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectNamespace, emitWithAck, type TypedSocket } from '../../../lib/socket.ts';
import type { LectureRef } from './use-class-code.ts';

export type ExpressionsSocket = TypedSocket<ExpressionsServerToClient, ExpressionsClientToServer>;

export interface TeacherExpressions {
  counts: TagCount[];
  lectureCounts: TagCount[];
  slideNumber: number | null;
  /** Null until the server says. */
  allowReactions: boolean | null;
  /** The server's view of the lecture's end, when it has told. */
  endState: LectureEndState | null;
  /** Students attending the lecture (LIVE_USERS); null until the server says. */
  liveUsers: number | null;
  setSlide: (slideNumber: number) => void;
  setAllowReactions: (allow: boolean) => void;
  /** extend_class; resolves with the new end, rejects when the socket cannot do it. */
  extend: () => Promise<LectureEndState>;
  declineExtension: () => void;
  disconnect: () => void;
}

interface Options {
  /** Called on every (re)connection, e.g. to send the slide the teacher shows. */
  onConnect?: (socket: ExpressionsSocket) => void;
}

export function useTeacherExpressions(
  lecture: LectureRef | null,
  { onConnect }: Options = {},
): TeacherExpressions {
  const [counts, setCounts] = useState<TagCount[]>([]);
  const [lectureCounts, setLectureCounts] = useState<TagCount[]>([]);
  const [slideNumber, setSlideNumber] = useState<number | null>(null);
  const [allowReactions, setAllow] = useState<boolean | null>(null);
  const [endState, setEndState] = useState<LectureEndState | null>(null);
  const [liveUsers, setLiveUsers] = useState<number | null>(null);
  const socketRef = useRef<ExpressionsSocket | null>(null);
  const onConnectRef = useRef(onConnect);
  useEffect(() => {
    onConnectRef.current = onConnect;
  }, [onConnect]);
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;

  useEffect(() => {
    if (courseId === undefined || lectureNum === undefined) return;
    setCounts([]);
    setLectureCounts([]);
    setAllow(null);
    setEndState(null);
    setLiveUsers(null);
    const socket = connectNamespace<ExpressionsServerToClient, ExpressionsClientToServer>(
      NAMESPACES.expressions,
      { courseId, lectureNum },
    );
    socketRef.current = socket;

    socket.on('connect', () => {
      onConnectRef.current?.(socket);
      socket.emit('get_expressions', {});
      socket.emit('is_end_lecture', {});
    });
    socket.on('access_granted', (granted) => {
      setSlideNumber(granted.slideNumber);
      setAllow(granted.allowReactions);
    });
    socket.on('expression_update', (update) => {
      setCounts(update.expressions ?? []);
      setLectureCounts(update.lectureExpressions ?? []);
      setSlideNumber(update.slideNumber);
    });
    socket.on('current_slide', ({ slideNumber }) => setSlideNumber(slideNumber));
    socket.on('slide_changed', ({ slideNumber }) => setSlideNumber(slideNumber));
    socket.on('allow_reactions', ({ allow }) => setAllow(allow));
    socket.on('LIVE_USERS', ({ count }) => setLiveUsers(count));
    // The server's question: the lecture is about to end (or has ended by its time).
    socket.on('extend_class', setEndState);
    socket.on('extend_class_res', setEndState);
    socket.on('is_end_lecture_res', setEndState);
    socket.on('connect_error', (error) => console.error('Lecture connection', error));
    return () => {
      socket.off();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [courseId, lectureNum]);

  const setSlide = useCallback((slide: number) => {
    setSlideNumber(slide);
    socketRef.current?.emit('set_slide', { slideNumber: slide });
  }, []);

  const setAllowReactions = useCallback((allow: boolean) => {
    setAllow(allow);
    socketRef.current?.emit('set_allow_reactions', { allow });
  }, []);

  const extend = useCallback(async () => {
    const socket = socketRef.current;
    if (!socket?.connected) throw new Error(SOCKET_TEXT.internal);
    const state = await emitWithAck(socket, 'extend_class', {});
    setEndState(state);
    return state;
  }, []);

  const declineExtension = useCallback(() => {
    socketRef.current?.emit('extend_class_stop', {});
  }, []);

  const disconnect = useCallback(() => {
    socketRef.current?.disconnect();
  }, []);

  return {
    counts,
    lectureCounts,
    slideNumber,
    allowReactions,
    endState,
    liveUsers,
    setSlide,
    setAllowReactions,
    extend,
    declineExtension,
    disconnect,
  };
}
