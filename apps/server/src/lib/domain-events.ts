// Domain events: services announce what changed; realtime features subscribe and notify clients.
import { EventEmitter } from 'node:events';

export interface LectureEvent {
  type: 'created' | 'updated' | 'started' | 'ended' | 'extended' | 'deleted';
  courseId: number;
  lectureNum: number;
  lectureId: number;
}

/** Students who no longer attend a lecture (reset by the teacher, or they joined another one). */
export interface AttendanceEvent {
  type: 'removed';
  reason: 'reset' | 'joined_other';
  courseId: number;
  lectureNum: number;
  studentIds: number[];
}

export interface DomainEventMap {
  lecture: [LectureEvent];
  attendance: [AttendanceEvent];
  course: [{ type: 'deleted'; courseId: number }];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}
