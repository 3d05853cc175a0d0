// Pushes Q/A/D changes and notifications on the signals namespace: `qa_update` to the lecture's
// room (without the teacher when the post is not visible to them), `notification` and
// `notifications_changed` to `user:<id>`.
import type { App } from '../../lib/fastify.ts';
import { lectureRoom, signalsNamespace, userRoom } from '../../realtime/rooms.ts';

export function registerQaRealtime(app: App): void {
  const { ctx, io } = app;
  const nsp = signalsNamespace(io);
  ctx.events.on('qa', ({ update, teacherId, teacherVisible }) => {
    const room = nsp.to(lectureRoom(update));
    (teacherVisible ? room : room.except(userRoom(teacherId))).emit('qa_update', update);
  });
  ctx.events.on('notification', ({ userId, notification }) => {
    nsp.to(userRoom(userId)).emit('notification', notification);
  });
  ctx.events.on('notificationsChanged', ({ userIds, courseId }) => {
    nsp.to(userIds.map(userRoom)).emit('notifications_changed', { courseId });
  });
}
