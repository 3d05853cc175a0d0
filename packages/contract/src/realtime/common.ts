// What every Socket.IO namespace shares: the path, the handshake, acknowledgements, error codes.
import { z } from 'zod';
import { idParam } from '../schemas/common.ts';

export {
  ACK_ERRORS,
  NAMESPACES,
  SOCKET_ERRORS,
  SOCKET_PATH,
  SOCKET_TEXT,
  type Ack,
  type AckErrorCode,
  type AckResult,
  type NamespaceName,
  type SocketErrorCode,
  type HandshakeRefusal,
  type SocketErrorPayload,
} from './constants.ts';

/** Handshake `auth` of every namespace: the bearer token and the socket id it replaces. */
export const socketAuth = z.object({
  token: z.string().max(512).nullish(),
  prevSocketId: z.string().max(64).nullish(),
});
export type SocketAuth = z.infer<typeof socketAuth>;

/** Handshake `query` naming a lecture (query values arrive as strings). */
export const lectureQuery = z.object({ courseId: idParam, lectureNum: idParam });
export type LectureQuery = z.infer<typeof lectureQuery>;

/** Payload of commands that carry nothing; a client may also send nothing at all. */
export const emptyPayload = z.object({}).optional();
export type EmptyPayload = Record<string, never> | undefined;
