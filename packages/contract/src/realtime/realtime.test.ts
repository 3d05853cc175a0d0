import { describe, expect, it } from 'vitest';
import { classIdGeneratorPayloads } from './class-id-generator.ts';
import { NAMESPACES, SOCKET_ERRORS, lectureQuery } from './common.ts';
import { expressionsPayloads } from './expressions.ts';
import {
  WAITING_GROUP_EVENTS,
  waitingRoomPayloads,
  waitingRoomStudentQuery,
} from './waiting-room.ts';

describe('realtime contract', () => {
  it('names the namespaces and error codes as the spec does', () => {
    expect(Object.values(NAMESPACES)).toEqual([
      '/class_id_generator',
      '/waiting_room',
      '/expressions',
      '/signals',
    ]);
    expect(Object.values(SOCKET_ERRORS)).toEqual([
      'error_access_denied',
      'access_denied',
      'error_invalid_classid',
      'error_invalid_lecture_details',
      'error_course_busy',
      'already_attending',
    ]);
    expect(WAITING_GROUP_EVENTS.noReg).toMatchObject({ plus: 'WR_NOREG:+', minus: 'WR_NOREG:-' });
  });

  it('validates the lecture commands', () => {
    const { press_button, set_slide, set_allow_reactions, get_expressions } = expressionsPayloads;
    expect(press_button.parse({ expressionTag: 3 })).toEqual({ expressionTag: 3 });
    expect(press_button.safeParse({ expressionTag: 6 }).success).toBe(false);
    expect(press_button.safeParse({ expressionTag: '3' }).success).toBe(false);
    expect(press_button.safeParse(undefined).success).toBe(false);
    expect(set_slide.parse({ slideNumber: -1 })).toEqual({ slideNumber: -1 });
    expect(set_slide.safeParse({ slideNumber: 0 }).success).toBe(false);
    expect(set_slide.safeParse({ slideNumber: 1.5 }).success).toBe(false);
    expect(set_allow_reactions.safeParse({ allow: 'yes' }).success).toBe(false);
    expect(get_expressions.parse(undefined)).toBeUndefined();
    expect(get_expressions.parse({ extra: 1 })).toEqual({});
  });

  it('validates the class-code and waiting-room commands and queries', () => {
    expect(classIdGeneratorPayloads.start.parse(undefined)).toBeUndefined();
    expect(classIdGeneratorPayloads.start.parse({ ttl: 120 })).toEqual({ ttl: 120 });
    expect(classIdGeneratorPayloads.start.safeParse({ ttl: 5 }).success).toBe(false);
    expect(Object.keys(waitingRoomPayloads).sort()).toEqual([
      'admit_new',
      'admit_noreg',
      'admit_reg',
      'kick_new',
      'kick_noreg',
      'kick_reg',
      'left_waiting_room',
      'len',
      'set_admit_automatically',
    ]);
    expect(lectureQuery.parse({ courseId: '4', lectureNum: '2' })).toEqual({
      courseId: 4,
      lectureNum: 2,
    });
    expect(lectureQuery.safeParse({ courseId: 'x', lectureNum: '2' }).success).toBe(false);
    expect(waitingRoomStudentQuery.parse({ classId: '123456', maskId: '12' })).toEqual({
      classId: '123456',
      maskId: 12,
    });
    expect(waitingRoomStudentQuery.safeParse({ classId: '123456', maskId: '0' }).success).toBe(
      false,
    );
  });
});
