// Lecture and account notifications, stored for students from the domain events and pushed live
// exactly like the Q/A/D ones (the `notification` domain event, emitted to `user:<id>`):
// - lecture_started / lecture_ended / lecture_updated (also on extend): every student registered
//   in the lecture's course, in one insert per event;
// - removed_from_pseudonym: the students a teacher's reset removed (not those who left by joining
//   another lecture: they did it themselves, the `signal` is enough);
// - unregistered_course: the students whose course registration a reset of the noreg group undid.
// account_deleted is never stored: the account and its rows are gone, only the `signal` tells.
// A lecture that was created or deleted gives no notification (no such event; a deleted lecture
// takes its notifications with it). Details name the course and lecture only.
import type { LectureNotificationEvent, Notification } from '@o4f/contract';
import type { AppContext } from '../../context.ts';
import type { LectureEvent } from '../../lib/domain-events.ts';
import { findLecture } from '../lectures/lectures.repository.ts';
import * as repo from './notifications.repository.ts';
import type { StudentRecipients } from './notifications.repository.ts';

/** The lecture and account events that are stored (account_deleted never is). */
type StoredEvent = Exclude<LectureNotificationEvent, 'account_deleted'>;

const LECTURE_EVENTS: Partial<Record<LectureEvent['type'], StoredEvent>> = {
  started: 'lecture_started',
  ended: 'lecture_ended',
  updated: 'lecture_updated',
  extended: 'lecture_updated',
};

/**
 * Stores the event for the recipients (one statement) and pushes each their notification.
 * Returns how many were stored. A failure is logged, never thrown: the change is already saved.
 */
export async function notifyStudents(
  ctx: AppContext,
  event: StoredEvent,
  lectureId: number,
  recipients: StudentRecipients,
): Promise<number> {
  try {
    const rows = await repo.insertForStudents(ctx.db, event, lectureId, recipients);
    if (rows.length === 0) return 0;
    const lecture = await repo.findLectureDetails(ctx.db, lectureId);
    if (!lecture) return rows.length;
    const details: Notification['details'] = {
      pseudonym: null,
      course: {
        id: lecture.courseId,
        name: lecture.courseName,
        shortName: lecture.courseShortName,
      },
      lecture: { id: lecture.lectureId, lectureNum: lecture.lectureNum, name: lecture.lectureName },
      question: null,
      answer: null,
      discussionId: null,
    };
    for (const row of rows) {
      ctx.events.emit('notification', {
        userId: row.userId,
        notification: {
          id: row.id,
          event,
          acknowledged: false,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          details,
        },
      });
    }
    return rows.length;
  } catch (error) {
    ctx.log.error({ err: error, event }, 'Notification failed');
    return 0;
  }
}

async function notifyInLecture(
  ctx: AppContext,
  event: 'removed_from_pseudonym' | 'unregistered_course',
  lecture: { courseId: number; lectureNum: number },
  studentIds: number[],
): Promise<void> {
  try {
    const row = await findLecture(ctx.db, lecture.courseId, lecture.lectureNum);
    if (row) await notifyStudents(ctx, event, row.id, { studentIds });
  } catch (error) {
    ctx.log.error({ err: error, event }, 'Notification failed');
  }
}

export function registerLifecycleNotifications(ctx: AppContext): void {
  ctx.events.on('lecture', (event) => {
    const kind = LECTURE_EVENTS[event.type];
    if (kind) void notifyStudents(ctx, kind, event.lectureId, { courseId: event.courseId });
  });
  ctx.events.on('attendance', (event) => {
    if (event.reason === 'reset')
      void notifyInLecture(ctx, 'removed_from_pseudonym', event, event.studentIds);
  });
  ctx.events.on('account', (event) => {
    if (event.type === 'unregistered')
      void notifyInLecture(ctx, 'unregistered_course', event, event.studentIds);
  });
}
