/** Every live connection a teacher's lecture screen holds, opened together and closed together. */
import type { Lecture } from '@o4f/contract';
import { useCallback, useMemo } from 'react';
import { useClassCode, type ClassCode } from './use-class-code.ts';
import { useExtensionPrompt, type ExtensionPrompt } from './use-extension-prompt.ts';
import {
  useTeacherExpressions,
  type ExpressionsSocket,
  type TeacherExpressions,
} from './use-teacher-expressions.ts';
import { useTeacherWaitingRoom, type TeacherWaitingRoom } from './use-teacher-waiting-room.ts';

export interface LiveConnections {
  code: ClassCode;
  waitingRoom: TeacherWaitingRoom;
  expressions: TeacherExpressions;
  extension: ExtensionPrompt;
  /** The End Lecture flow closes the live connections before reloading. */
  disconnectAll: () => void;
}

export function useLiveConnections(
  lecture: Lecture | null,
  options: { onConnect?: (socket: ExpressionsSocket) => void } = {},
): LiveConnections {
  const courseId = lecture?.courseId;
  const lectureNum = lecture?.lectureNum;
  const ref = useMemo(
    () => (courseId !== undefined && lectureNum !== undefined ? { courseId, lectureNum } : null),
    [courseId, lectureNum],
  );
  const code = useClassCode(ref);
  const waitingRoom = useTeacherWaitingRoom(ref);
  const expressions = useTeacherExpressions(ref, options);
  const extension = useExtensionPrompt(lecture, expressions);
  const { disconnect: closeCode } = code;
  const { disconnect: closeWaitingRoom } = waitingRoom;
  const { disconnect: closeExpressions } = expressions;
  const disconnectAll = useCallback(() => {
    closeCode();
    closeWaitingRoom();
    closeExpressions();
  }, [closeCode, closeWaitingRoom, closeExpressions]);
  return { code, waitingRoom, expressions, extension, disconnectAll };
}
