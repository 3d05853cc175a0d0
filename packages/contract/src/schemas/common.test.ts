import { describe, expect, it } from 'vitest';
import { lectureQuery, socketAuth } from '../realtime/common.ts';
import { watchLecturesPayload } from '../realtime/signals.ts';
import { hasControlCharacters } from '../rules/text.ts';
import { idParam, idSchema, MAX_ID, plainString, requiredText } from './common.ts';
import { courseInput } from './course.ts';
import { feedbackInput } from './feedback.ts';
import { GENERIC_MESSAGES } from './messages.ts';
import { lectureIdList, postText } from './questions.ts';
import { teacherLogin } from './teacher.ts';
import { studentLogin } from './user.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('ids', () => {
  it('fit the int4 columns: 1 to 2147483647', () => {
    expect(MAX_ID).toBe(2 ** 31 - 1);
    expect(idParam.parse('2147483647')).toBe(MAX_ID);
    expect(idSchema.parse(1)).toBe(1);
    for (const value of ['2147483648', '1e40', '-1', '0', 'abc', '\u0000', '1.5', '']) {
      expect(messageOf(idParam.safeParse(value)), value).toBe(GENERIC_MESSAGES.invalidId);
    }
    for (const value of [2147483648, 1e40, -1, 0, 1.5, '1', null]) {
      expect(messageOf(idSchema.safeParse(value)), String(value)).toBe(GENERIC_MESSAGES.invalidId);
    }
  });

  it('are bounded wherever a body, a query or a handshake names one', () => {
    expect(messageOf(feedbackInput.safeParse({ courseId: 2147483648, message: 'Hi' }))).toBe(
      GENERIC_MESSAGES.invalidId,
    );
    expect(lectureIdList.safeParse(encodeURIComponent('[2147483648]')).success).toBe(false);
    expect(lectureQuery.safeParse({ courseId: '2147483648', lectureNum: '1' }).success).toBe(false);
    expect(
      watchLecturesPayload.safeParse({ lectures: [{ courseId: 1, lectureNum: 2147483648 }] })
        .success,
    ).toBe(false);
  });
});

describe('text', () => {
  it('finds C0 control characters but tab, line feed and carriage return', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('escape\u001b[31m')).toBe(true);
    expect(hasControlCharacters('tab\tline\nreturn\r')).toBe(false);
    expect(hasControlCharacters('Grüße, 你好 😀 \u007f')).toBe(false);
  });

  it('refuses them in every text a client sends, with one message', () => {
    const refused = GENERIC_MESSAGES.controlCharacters;
    expect(messageOf(plainString().safeParse('nul\u0000'))).toBe(refused);
    expect(messageOf(requiredText('Name is required.').safeParse('a\u0000'))).toBe(refused);
    expect(messageOf(teacherLogin.safeParse({ username: 'x\u0000', password: 'p' }))).toBe(refused);
    expect(messageOf(studentLogin.safeParse({ anonId: 'x\u0000', password: 'p' }))).toBe(refused);
    expect(
      messageOf(
        courseInput.safeParse({ name: 'A\u0001', shortName: 'A', startDate: '2025-01-01' }),
      ),
    ).toBe(refused);
    expect(messageOf(postText('question').safeParse('What is\u0000 this?'))).toBe(refused);
    expect(messageOf(feedbackInput.safeParse({ message: 'Hi\u0000' }))).toBe(refused);
    // Line breaks and tabs are text.
    expect(postText('question').parse(' Line one\n\tline two ')).toBe('Line one\n\tline two');
  });

  it('keeps the field message for a missing value', () => {
    expect(messageOf(requiredText('Name is required.').safeParse(undefined))).toBe(
      'Name is required.',
    );
    expect(messageOf(requiredText('Name is required.').safeParse('  '))).toBe('Name is required.');
  });
});

describe('socket handshake auth', () => {
  it('accepts a token and a previous socket id, or nothing, and refuses other shapes', () => {
    expect(socketAuth.parse({ token: 'abc', prevSocketId: null })).toEqual({
      token: 'abc',
      prevSocketId: null,
    });
    expect(socketAuth.parse({})).toEqual({});
    expect(socketAuth.safeParse({ token: 42 }).success).toBe(false);
    expect(socketAuth.safeParse({ token: 'x'.repeat(513) }).success).toBe(false);
  });
});
