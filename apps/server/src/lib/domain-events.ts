// Domain events: services announce what changed; realtime features subscribe and notify clients.
import { EventEmitter } from 'node:events';

export interface LectureEvent {
  type: 'created' | 'updated' | 'started' | 'ended' | 'extended' | 'deleted';
  courseId: number;
  lectureNum: number;
  lectureId: number;
}

export interface DomainEventMap {
  lecture: [LectureEvent];
  course: [{ type: 'deleted'; courseId: number }];
}

export class DomainEvents extends EventEmitter<DomainEventMap> {}
