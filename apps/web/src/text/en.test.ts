import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  COURSE_TEXT,
  FEEDBACK_THANKS,
  LECTURE_TEXT,
  LTI_TEXT,
  STUDENT_TEXT,
  TEACHER_TEXT,
} from '@o4f/contract';
import { describe, expect, it } from 'vitest';
import { text } from './en.ts';

describe('text table', () => {
  it('repeats the contract messages exactly', () => {
    expect(text.auth.registration).toEqual({
      firstNameRequired: TEACHER_TEXT.firstNameRequired,
      lastNameRequired: TEACHER_TEXT.lastNameRequired,
      emailRequired: TEACHER_TEXT.emailRequired,
      emailInvalid: TEACHER_TEXT.emailInvalid,
      universityRequired: TEACHER_TEXT.universityRequired,
      passwordRequired: TEACHER_TEXT.passwordRequired,
      passwordsDiffer: TEACHER_TEXT.passwordsDiffer,
      confirmRequired: TEACHER_TEXT.confirmRequired,
      weakPassword: TEACHER_TEXT.weakPassword,
    });
    expect(text.auth.teacherLoginInvalidId).toBe(TEACHER_TEXT.loginIdInvalid);
    expect(text.auth.teacherLoginInvalidPassword).toBe(TEACHER_TEXT.loginPasswordInvalid);
    expect(text.auth.studentPrivateIdRequired).toBe(STUDENT_TEXT.privateIdRequired);
    expect(text.auth.studentPasswordRequired).toBe(STUDENT_TEXT.passwordRequired);
    expect(text.settings.currentPasswordRequired).toBe(TEACHER_TEXT.currentPasswordRequired);
    expect(text.settings.newPasswordRequired).toBe(TEACHER_TEXT.newPasswordRequired);
    expect(text.feedback.thanks).toBe(FEEDBACK_THANKS);
    expect(text.lectures.form.errors).toEqual(LECTURE_TEXT);
    expect(text.courses.form.errors).toEqual(COURSE_TEXT);
    for (const [key, message] of Object.entries(text.lti.errors))
      expect(message, key).toBe(LTI_TEXT[key as keyof typeof LTI_TEXT]);
  });

  it("repeats index.html's title and description", () => {
    const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
    expect(html).toContain(`<title>${text.common.productName}</title>`);
    expect(html.replace(/\s+/g, ' ')).toContain(
      `<meta name="description" content="${text.common.documentDescription}" />`,
    );
  });

  it('names a lecture "Lecture N: name" without doubling a prefix the name already has', () => {
    expect(text.qaLists.lectureLine(1, 'Optics')).toBe('Lecture 1: Optics');
    expect(text.qaLists.lectureLine(1, 'Lecture 1: Optics')).toBe('Lecture 1: Optics');
    expect(text.qaLists.lectureLine(1, 'lecture 1 - Optics')).toBe('lecture 1 - Optics');
    expect(text.qaLists.lectureLine(1, 'Lecture 10: Waves')).toBe('Lecture 1: Lecture 10: Waves');
    expect(text.qaLists.lectureLine(2, '')).toBe('Lecture 2');
    expect(text.statistics.admin.lecture(3, 'Lecture 3')).toBe('Lecture 3');
    expect(text.statistics.lectureTitle(3, 'Lecture 3: Heat')).toBe('Lecture 3: Heat');
  });

  it('has the 13 FAQ entries and five About features', () => {
    expect(text.howItWorks.faq).toHaveLength(13);
    expect(text.about.features).toHaveLength(5);
  });
});
