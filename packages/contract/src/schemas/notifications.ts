// Notifications of a user (the recipient): Q/A/D events, read through REST and pushed live on the
// signals namespace's `notification` event.
import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '../realtime/signals.ts';
import { idSchema } from './common.ts';

export const notificationEvent = z.enum(NOTIFICATION_EVENTS);

export const NOTIFICATION_MESSAGES = {
  list: 'Notifications.',
  acknowledged: 'Notifications acknowledged.',
  notFound: 'Notification not found.',
} as const;

/** How many notifications GET /notifications/latest returns at most. */
export const LATEST_NOTIFICATIONS_LIMIT = 100;

export const notificationDetails = z.object({
  pseudonym: z.string().nullable(),
  course: z
    .object({ id: z.number(), name: z.string(), shortName: z.string().nullable() })
    .nullable(),
  lecture: z.object({ id: z.number(), lectureNum: z.number(), name: z.string() }).nullable(),
  question: z.object({ id: z.number(), text: z.string() }).nullable(),
  answer: z.object({ id: z.number(), text: z.string() }).nullable(),
  /** Extra: the discussion of discussion_started / discussion_reply. */
  discussionId: z.number().nullable(),
});
export type NotificationDetails = z.infer<typeof notificationDetails>;

export const notification = z.object({
  id: z.number(),
  event: notificationEvent,
  acknowledged: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  details: notificationDetails,
});
export type Notification = z.infer<typeof notification>;

const events = z.array(notificationEvent).min(1).max(NOTIFICATION_EVENTS.length);
const ids = z.array(idSchema).max(1000);

export const acknowledgeEvents = z.object({ events });
export const acknowledgeQuestions = z.object({ events, questionsId: ids });
export const acknowledgeDiscussions = z.object({ events, discussionsId: ids });

export const acknowledgeResult = z.object({ acknowledged: z.number() });
