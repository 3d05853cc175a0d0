/** A student's connection to the `waiting_room` namespace, from arrival to admission or refusal. */
import {
  NAMESPACES,
  SOCKET_ERRORS,
  type AccessGranted,
  type MaskId,
  type WaitingRoomClientToServer,
  type WaitingRoomServerToClient,
} from '@o4f/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { connectNamespace, type TypedSocket } from '../lib/socket.ts';
import { en, text } from '../text/en.ts';

type WaitingSocket = TypedSocket<WaitingRoomServerToClient, WaitingRoomClientToServer>;

export type WaitingStatus =
  | { kind: 'connecting' }
  | { kind: 'waiting' }
  | { kind: 'granted' }
  | { kind: 'refused'; message: string }
  | { kind: 'disconnected' };

// The texts are read when a refusal arrives, in the active language (this module loads before
// the language is chosen).
const REFUSALS = {
  [SOCKET_ERRORS.accessDenied]: 'accessDenied',
  [SOCKET_ERRORS.errorAccessDenied]: 'accessDenied',
  [SOCKET_ERRORS.errorInvalidClassId]: 'invalidClassId',
  [SOCKET_ERRORS.errorInvalidLectureDetails]: 'invalidLectureDetails',
  [SOCKET_ERRORS.alreadyAttending]: 'alreadyAttending',
} as const satisfies Record<string, keyof typeof text.join.waitingRoom>;
type RefusalEvent = keyof typeof REFUSALS;

const refusalText = (event: RefusalEvent): string => text.join.waitingRoom[REFUSALS[event]];

/**
 * Refusals whose reason the server says in its own words (limits, an expired code): shown in the
 * active language, recognised in English or in it (the server speaks the chosen language when it
 * has a catalogue for it).
 */
function spokenRefusal(said: unknown): string | null {
  if (typeof said !== 'string') return null;
  const spoken = [
    [en.join.codeExpired, text.join.codeExpired],
    [en.join.waitingRoom.tooManyJoining, text.join.waitingRoom.tooManyJoining],
    [en.join.waitingRoom.waitingRoomFull, text.join.waitingRoom.waitingRoomFull],
    [
      en.join.waitingRoom.lectureFullForNewAccounts,
      text.join.waitingRoom.lectureFullForNewAccounts,
    ],
  ] as const;
  return spoken.find(([english, local]) => said === english || said === local)?.[1] ?? null;
}

/** The refusal text for an error code (an event name, or a handshake error's message). */
export function refusalMessage(code: unknown): string | null {
  return typeof code === 'string' && code in REFUSALS ? refusalText(code as RefusalEvent) : null;
}

interface Options {
  classId: string | null;
  maskId: MaskId | null;
  /** Called once, when the teacher admits the student. */
  onGranted: (granted: AccessGranted) => void;
}

export function useWaitingRoom({ classId, maskId, onGranted }: Options) {
  const [status, setStatus] = useState<WaitingStatus>({ kind: 'connecting' });
  const socketRef = useRef<WaitingSocket | null>(null);
  const settledRef = useRef(false);
  const onGrantedRef = useRef(onGranted);
  useEffect(() => {
    onGrantedRef.current = onGranted;
  }, [onGranted]);

  useEffect(() => {
    if (!classId || !maskId) return;
    settledRef.current = false;
    const socket = connectNamespace<WaitingRoomServerToClient, WaitingRoomClientToServer>(
      NAMESPACES.waitingRoom,
      { classId, maskId },
    );
    socketRef.current = socket;

    const refuse = (message: string) => {
      if (settledRef.current) return;
      settledRef.current = true;
      setStatus({ kind: 'refused', message });
      socket.disconnect();
    };

    socket.on('connect', () => {
      if (!settledRef.current)
        setStatus((current) => (current.kind === 'waiting' ? current : { kind: 'connecting' }));
    });
    socket.on('entered_waiting_room', () => {
      if (!settledRef.current) setStatus({ kind: 'waiting' });
    });
    socket.on('access_granted', (granted) => {
      if (settledRef.current) return;
      settledRef.current = true;
      setStatus({ kind: 'granted' });
      socket.disconnect();
      onGrantedRef.current(granted);
    });
    for (const event of Object.keys(REFUSALS) as RefusalEvent[]) {
      // An expired code comes as an unknown one, a limit as access denied, each with its reason.
      socket.on(event, (payload?: { message?: unknown }) => {
        refuse(spokenRefusal(payload?.message) ?? refusalText(event));
      });
    }
    socket.on('connect_error', (error) => {
      const data = (error as Error & { data?: { code?: unknown; message?: unknown } }).data;
      const message = refusalMessage(error.message) ?? refusalMessage(data?.code);
      if (message) refuse(message);
      // A refused handshake is final; transport failures are retried by the client itself.
      else if (!socket.active && !settledRef.current) setStatus({ kind: 'disconnected' });
    });
    socket.on('disconnect', () => {
      if (!settledRef.current) setStatus({ kind: 'disconnected' });
    });

    return () => {
      socket.off();
      if (!settledRef.current && socket.connected) socket.emit('left_waiting_room', {});
      socket.disconnect();
      socketRef.current = null;
    };
  }, [classId, maskId]);

  /** The student leaves on purpose (Return, back, closing the tab). */
  const leave = useCallback(() => {
    const socket = socketRef.current;
    if (!socket || settledRef.current) return;
    settledRef.current = true;
    if (socket.connected) socket.emit('left_waiting_room', {});
    socket.disconnect();
  }, []);

  return { status, leave };
}
