import { describe, expect, it } from 'vitest';
import { COURSE_TEXT, courseInput, deriveShortName } from './course.ts';

describe('deriveShortName', () => {
  it.each([
    ['Data Structures', 'Data Structures'],
    ['  Data   Structures ', 'Data Structures'],
    ['Introduction to Functional Programming', 'Introduction to'],
    ['Supercalifragilisticexpialidocious', 'Supercalifragilistic'],
    ['Exactly twenty chars', 'Exactly twenty chars'],
  ])('%j → %j', (title, shortName) => {
    expect(deriveShortName(title)).toBe(shortName);
  });
});

describe('courseInput short name', () => {
  const base = { name: 'Data Structures', startDate: '2025-09-15' };
  it('is optional: empty, blank or absent takes the derived one', () => {
    for (const shortName of [undefined, '', '  ']) {
      expect(courseInput.parse({ ...base, shortName }).shortName).toBe('Data Structures');
    }
    expect(courseInput.parse({ ...base, shortName: ' DS ' }).shortName).toBe('DS');
  });
  it("keeps the spec's message for an invalid one", () => {
    const result = courseInput.safeParse({ ...base, shortName: 'x'.repeat(51) });
    expect(result.error?.issues[0]?.message).toBe(COURSE_TEXT.shortNameInvalid);
  });
});
