/**
 * A student's connection to the `expressions` namespace for one live lecture: the current slide,
 * the one active reaction, the counts on the buttons, whether the teacher accepts reactions.
 */
import {
  ACK_ERRORS,
  NAMESPACES,
  type AckResult,
  type ActiveExpression,
  type ExpressionTag,
  type ExpressionsClientToServer,
  type ExpressionsServerToClient,
  type Signal,
  type TagCount,
} from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BROWSER_EVENTS, onBrowserEvent } from '../lib/browser-events.ts';
import { notify } from '../lib/notify.ts';
import { connectionStatus } from '../lib/connection-status.ts';
import { isFinalRefusal } from '../lib/reconnect.ts';
import { connectNamespace, type TypedSocket } from '../lib/socket.ts';
import { text } from '../text/en.ts';
import { useConnectionStatus } from './use-connection-status.ts';

type ExpressionsSocket = TypedSocket<ExpressionsServerToClient, ExpressionsClientToServer>;

/** The lecture connection as the student sees it. */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export interface LiveExpressions {
  connected: boolean;
  connection: LiveConnection;
  activeTag: ExpressionTag | null;
  /** The lecture's current slide; -1 without a presentation; null until known. */
  slideNumber: number | null;
  /** Active reactions on the current slide, per tag. */
  counts: readonly TagCount[];
  allowReactions: boolean;
  press: (tag: ExpressionTag) => void;
}

/** What the Feedback tab says while the lecture connection is not up (null while it is). */
export function connectionNotice(connection: LiveConnection): string | null {
  switch (connection) {
    case 'connecting':
      return text.liveLecture.connecting;
    case 'reconnecting':
      return text.connection.reconnectingReactions;
    case 'offline':
      return text.connection.offlineReactions;
    case 'connected':
      return null;
  }
}

/** A lecture-connection error as the spec shows it: without the 'Error: ' prefix. */
export const connectionErrorMessage = (message: unknown): string =>
  (typeof message === 'string' ? message : '').replace(/^Error: /, '') || text.errors.requestFailed;

export interface ExpressionsSocketOptions {
  courseId: number;
  lectureNum: number;
  /** Connect only while the student can send feedback (live, started, attending). */
  enabled: boolean;
  /** The lecture refused this student (after the message was shown): leave the page. */
  onRefused: () => void;
  /** The lecture's state or time window may have changed: fetch the lecture again. */
  onLectureChanged: () => void;
}

/**
 * The socket side of the Feedback remote, shared by the full app's live page and the lean
 * student entry; each says how to leave and how to reload the lecture.
 */
export function useExpressionsSocket({
  courseId,
  lectureNum,
  enabled,
  onRefused,
  onLectureChanged,
}: ExpressionsSocketOptions): LiveExpressions {
  const [connected, setConnected] = useState(false);
  const [everConnected, setEverConnected] = useState(false);
  const status = useConnectionStatus();
  const [activeTag, setActiveTag] = useState<ExpressionTag | null>(null);
  const [slideNumber, setSlideNumber] = useState<number | null>(null);
  const [counts, setCounts] = useState<readonly TagCount[]>([]);
  const [allowReactions, setAllowReactions] = useState(true);
  const socketRef = useRef<ExpressionsSocket | null>(null);
  const allowRef = useRef(allowReactions);
  const slideRef = useRef(slideNumber);
  const activeRef = useRef(activeTag);
  useEffect(() => {
    allowRef.current = allowReactions;
    slideRef.current = slideNumber;
    activeRef.current = activeTag;
  }, [allowReactions, slideNumber, activeTag]);

  // Read through refs: a new callback identity must not reconnect the socket.
  const onRefusedRef = useRef(onRefused);
  const reloadRef = useRef(onLectureChanged);
  useEffect(() => {
    onRefusedRef.current = onRefused;
    reloadRef.current = onLectureChanged;
  }, [onRefused, onLectureChanged]);
  const reloadLecture = useCallback(() => reloadRef.current(), []);

  useEffect(() => {
    if (!enabled) return;
    const socket = connectNamespace<ExpressionsServerToClient, ExpressionsClientToServer>(
      NAMESPACES.expressions,
      { courseId, lectureNum },
    );
    socketRef.current = socket;
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      socket.off();
      socket.disconnect();
      if (socketRef.current === socket) socketRef.current = null;
      setConnected(false);
    };

    const leave = (message: unknown) => {
      close();
      notify(connectionErrorMessage(message), 'error');
      onRefusedRef.current();
    };

    socket.on('connect', () => {
      setConnected(true);
      setEverConnected(true);
      // access_granted brings the slide; after a reconnection only the server knows what is
      // still active and how many reacted.
      socket.emit('get_active_expression');
      socket.emit('get_expressions');
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('connect_error', (error) => {
      // A refusal is final; a transport failure or a momentary refusal is retried (lib/socket).
      if (isFinalRefusal(socket, error)) leave(error.message);
    });
    socket.on('error_access_denied', (payload) => leave(payload?.message));
    socket.on('error_invalid_lecture_details', (payload) => leave(payload?.message));

    socket.on('access_granted', (granted) => {
      slideRef.current = granted.slideNumber;
      setSlideNumber(granted.slideNumber);
      setAllowReactions(granted.allowReactions);
    });
    socket.on('current_slide', ({ slideNumber: slide }) => {
      slideRef.current = slide;
      setSlideNumber(slide);
    });
    socket.on('slide_changed', ({ slideNumber: slide }) => {
      slideRef.current = slide;
      setSlideNumber(slide);
      // Reactions belong to a slide: a new slide starts with none.
      setActiveTag(null);
      setCounts([]);
      socket.emit('get_active_expression');
    });
    socket.on('active_expression', ({ expressionTag }) => setActiveTag(expressionTag));
    socket.on('no_active_expression', () => setActiveTag(null));
    socket.on('expression_deactivated', ({ expressionTag }) =>
      setActiveTag((current) => (current === expressionTag ? null : current)),
    );
    socket.on('expression_update', (update) => setCounts(update.expressions));
    socket.on('allow_reactions', ({ allow }) => setAllowReactions(allow));
    socket.on('expression_overload', () => notify(text.liveLecture.overload, 'warning'));
    socket.on('is_end_lecture_res', (state) => {
      if (state.ended) {
        notify(text.liveLecture.lectureEnded, 'info');
        close();
      }
      reloadLecture();
    });
    socket.on('extend_class_res', () => reloadLecture());

    const stopListening = onBrowserEvent<Signal>(BROWSER_EVENTS.updateClassInfo, (signal) => {
      const sameLecture = signal.courseId === courseId && signal.lectureNum === lectureNum;
      if (
        sameLecture &&
        (signal.type === 'lecture_ended' || signal.type === 'removed_from_pseudonym')
      )
        close();
    });

    return () => {
      stopListening();
      close();
      setActiveTag(null);
      setCounts([]);
      setEverConnected(false);
    };
  }, [enabled, courseId, lectureNum, reloadLecture]);

  const press = useCallback(
    (tag: ExpressionTag) => {
      const socket = socketRef.current;
      if (!socket) return;
      // Never queued for later: a press sent when the connection is back could land elsewhere.
      if (!socket.connected || connectionStatus() === 'offline') {
        notify(text.connection.notSentOffline, 'warning');
        return;
      }
      if (!allowRef.current) {
        notify(text.liveLecture.paused, 'error');
        return;
      }
      const slide = slideRef.current;
      const payload =
        slide === null ? { expressionTag: tag } : { expressionTag: tag, slideNumber: slide };
      // Pressing the active reaction again takes it back (the video page's rule, kept by the server).
      if (activeRef.current === tag) {
        socket.emit(
          'take_back_expression',
          payload,
          (result: AckResult<{ slideNumber: number }>) => {
            if (result?.ok) setActiveTag((current) => (current === tag ? null : current));
            else if (result) refused(result);
          },
        );
        return;
      }
      socket.emit('press_button', payload, (result: AckResult<ActiveExpression>) => {
        if (!result) return;
        if (result.ok) setActiveTag(result.data.expressionTag);
        else refused(result);
      });
      /** A refused press or take-back, said in words. */
      function refused(result: Extract<AckResult<unknown>, { ok: false }>) {
        switch (result.error) {
          case ACK_ERRORS.reactionsPaused:
            setAllowReactions(false);
            notify(text.liveLecture.paused, 'error');
            return;
          case ACK_ERRORS.overload:
            notify(text.liveLecture.overload, 'warning');
            return;
          case ACK_ERRORS.slideMoved:
            notify(result.message || text.errors.requestFailed, 'warning');
            socket!.emit('get_current_slide');
            return;
          case ACK_ERRORS.lectureNotLive:
            reloadLecture();
            return;
          default:
            notify(result.message || text.errors.requestFailed, 'error');
        }
      }
    },
    [reloadLecture],
  );

  const connection: LiveConnection =
    status === 'offline'
      ? 'offline'
      : connected
        ? 'connected'
        : everConnected
          ? 'reconnecting'
          : 'connecting';
  return { connected, connection, activeTag, slideNumber, counts, allowReactions, press };
}
