/**
 * The notification groups of the bell and the notifications page, in tab order (0 to 4), and
 * the rules both share: which notifications are listed and how unread ones are counted.
 */
import type { Notification, NotificationEvent } from '@o4f/contract';
import type { StoredRole } from '../../../lib/storage.ts';
import { text } from '../../../text/en.ts';

export type NotificationGroupKey =
  'questions' | 'answers' | 'discussions' | 'flaggedQ' | 'flaggedA';

export interface NotificationGroup {
  key: NotificationGroupKey;
  label: string;
  events: NotificationEvent[];
}

const GROUPS: NotificationGroup[] = [
  { key: 'questions', label: text.notifications.questions, events: ['question_posted'] },
  { key: 'answers', label: text.notifications.answers, events: ['question_answered'] },
  {
    key: 'discussions',
    label: text.notifications.discussions,
    events: ['discussion_started', 'discussion_reply'],
  },
  { key: 'flaggedQ', label: text.notifications.flaggedQ, events: ['question_flagged'] },
  { key: 'flaggedA', label: text.notifications.flaggedA, events: ['answer_flagged'] },
];

/** Students have all five groups; teachers the first three (they never see flag events). */
export const notificationGroups = (role: StoredRole): NotificationGroup[] =>
  role === 'STUDENT' ? GROUPS : GROUPS.slice(0, 3);

/** A notification the lists show: its details name both a lecture and a question. */
export type ListableNotification = Notification & {
  details: Notification['details'] & {
    lecture: NonNullable<Notification['details']['lecture']>;
    question: NonNullable<Notification['details']['question']>;
  };
};

export const isListable = (notification: Notification): notification is ListableNotification =>
  notification.details.lecture !== null && notification.details.question !== null;

export const inGroup = (notification: Notification, group: NotificationGroup): boolean =>
  group.events.includes(notification.event);

export type NotificationCounts = Record<NotificationGroupKey, number>;

/** Unread, listable notifications per group (every group present, zero when none). */
export function countUnread(notifications: readonly Notification[]): NotificationCounts {
  const counts: NotificationCounts = {
    questions: 0,
    answers: 0,
    discussions: 0,
    flaggedQ: 0,
    flaggedA: 0,
  };
  for (const notification of notifications) {
    if (notification.acknowledged || !isListable(notification)) continue;
    const group = GROUPS.find((candidate) => inGroup(notification, candidate));
    if (group) counts[group.key] += 1;
  }
  return counts;
}

/** The tab asked for by ?tab=, within the role's groups (0 otherwise). */
export function tabFromParam(raw: string | null, groupCount: number): number {
  const tab = Number(raw);
  return Number.isInteger(tab) && tab >= 0 && tab < groupCount ? tab : 0;
}
