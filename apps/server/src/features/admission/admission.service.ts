// Admit or kick a whole waiting-room group. Admission creates accounts (new), course
// registrations and pseudonyms in one batch, records attendance (signing students out of the
// lecture they attended before) and only then tells each student `access_granted`.
import {
  SOCKET_TEXT,
  WAITING_GROUP_EVENTS,
  WAITING_GROUPS,
  waitingRoomPayloads,
} from '@o4f/contract';
import type { AccessGranted, AdmitKickResult, WaitingGroup } from '@o4f/contract';
import type { Server } from 'socket.io';
import type { AppContext } from '../../context.ts';
import type { LectureRef } from '../../live/live-state.ts';
import { lectureKey } from '../../live/live-state.ts';
import { LiveError, command } from '../../realtime/socket-edge.ts';
import type { Command } from '../../realtime/socket-edge.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import {
  classIdNamespace,
  lectureRoom,
  waitingRoomNamespace,
  waitingTeachersRoom,
} from '../../realtime/rooms.ts';
import { admitBatch } from './admission.repository.ts';

export interface LiveDeps {
  ctx: AppContext;
  io: Server;
}

type AdmitKickEvent = (typeof WAITING_GROUP_EVENTS)[WaitingGroup]['admitted' | 'kicked'];

/** Results go to the lecture's teachers on both namespaces that manage it. */
function tellTeachers(
  io: Server,
  lecture: LectureRef,
  event: AdmitKickEvent,
  result: AdmitKickResult,
) {
  waitingRoomNamespace(io).to(waitingTeachersRoom(lecture)).emit(event, result);
  classIdNamespace(io).to(lectureRoom(lecture)).emit(event, result);
}

export async function admitGroup(
  { ctx, io }: LiveDeps,
  lecture: LectureRef,
  group: WaitingGroup,
): Promise<AdmitKickResult> {
  const row = await findLecture(ctx.db, lecture.courseId, lecture.lectureNum);
  if (!row || row.state === 'ENDED')
    throw new LiveError('error_invalid_lecture_details', SOCKET_TEXT.invalidLectureDetails);
  const started = performance.now();
  const entries = await ctx.live.takeWaiting(lecture, group);
  let admitted;
  try {
    admitted = await admitBatch(ctx.db, {
      lectureId: row.id,
      courseId: lecture.courseId,
      group,
      entries,
      attend: lecture,
      credentialSecret: ctx.credentialSecret,
      sessionTtlHours: ctx.config.SESSION_TTL_HOURS,
      ...(group === 'new' ? { maxIssuedAccounts: ctx.config.WAITING_NEW_MAX_ADMITTED } : {}),
    });
  } catch (error) {
    // Nobody is lost: the group waits again and the teacher may retry.
    await Promise.all(entries.map((entry) => ctx.live.enterWaitingRoom(lecture, entry)));
    throw error;
  }

  const studentIds = [...new Set(admitted.map((entry) => entry.studentId))];
  const before = await Promise.all(
    studentIds.map((id) => ctx.live.attend(id, lecture, { stored: true })),
  );
  const signedOut = new Map<string, { lecture: LectureRef; studentIds: number[] }>();
  before.forEach((previous, index) => {
    if (!previous || lectureKey(previous) === lectureKey(lecture)) return;
    const key = lectureKey(previous);
    const bucket = signedOut.get(key) ?? { lecture: previous, studentIds: [] };
    bucket.studentIds.push(studentIds[index]!);
    signedOut.set(key, bucket);
  });
  for (const { lecture: previous, studentIds: ids } of signedOut.values()) {
    ctx.events.emit('attendance', {
      type: 'removed',
      reason: 'joined_other',
      ...previous,
      studentIds: ids,
    });
  }

  const waiting = waitingRoomNamespace(io);
  for (const entry of admitted) {
    const granted: AccessGranted = {
      courseId: lecture.courseId,
      lectureNum: lecture.lectureNum,
      pseudonym: entry.pseudonym,
      ...(entry.credentials ? { credentials: entry.credentials } : {}),
      ...(entry.token ? { token: entry.token } : {}),
    };
    // The entry is its socket's id: told directly when the socket is on this instance, else
    // through the adapter to the instance that holds it.
    const socket = waiting.sockets.get(entry.entryId);
    if (socket) socket.emit('access_granted', granted);
    else waiting.to(entry.entryId).emit('access_granted', granted);
  }
  // Entries whose account disappeared while waiting cannot be admitted; in the `new` group, those
  // beyond the lecture's maximum of issued accounts.
  const admittedIds = new Set(admitted.map((entry) => entry.entryId));
  const dropped = entries.filter((entry) => !admittedIds.has(entry.entryId));
  if (dropped.length > 0)
    refuseEntries(
      io,
      dropped.map((entry) => entry.entryId),
      group === 'new' ? SOCKET_TEXT.lectureFullForNewAccounts : SOCKET_TEXT.accessDenied,
    );

  const result = { count: admitted.length, totals: await ctx.live.waitingTotals(lecture) };
  tellTeachers(io, lecture, WAITING_GROUP_EVENTS[group].admitted, result);
  ctx.log.info(
    { group, count: result.count, ms: Math.round(performance.now() - started) },
    'Waiting-room group admitted',
  );
  return result;
}

function refuseEntries(io: Server, entryIds: string[], message: string = SOCKET_TEXT.accessDenied) {
  const waiting = waitingRoomNamespace(io);
  waiting.to(entryIds).emit('access_denied', { message });
  waiting.in(entryIds).disconnectSockets(false);
}

export async function kickGroup(
  { ctx, io }: LiveDeps,
  lecture: LectureRef,
  group: WaitingGroup,
): Promise<AdmitKickResult> {
  const entries = await ctx.live.takeWaiting(lecture, group);
  if (entries.length > 0)
    refuseEntries(
      io,
      entries.map((entry) => entry.entryId),
    );
  const result = { count: entries.length, totals: await ctx.live.waitingTotals(lecture) };
  tellTeachers(io, lecture, WAITING_GROUP_EVENTS[group].kicked, result);
  return result;
}

/**
 * The six admit/kick commands of a teacher socket, for the command tables of both namespaces
 * that manage a lecture; `lectureOf` reads the socket's lecture from what its handshake stored.
 */
export function admitKickCommands<S>(
  deps: LiveDeps,
  lectureOf: (socket: S) => LectureRef,
): [string, Command<S, never>][] {
  return WAITING_GROUPS.flatMap((group) => {
    const names = WAITING_GROUP_EVENTS[group];
    return [
      [
        names.admit,
        command(waitingRoomPayloads[names.admit], (socket: S) =>
          admitGroup(deps, lectureOf(socket), group),
        ),
      ],
      [
        names.kick,
        command(waitingRoomPayloads[names.kick], (socket: S) =>
          kickGroup(deps, lectureOf(socket), group),
        ),
      ],
    ];
  });
}
