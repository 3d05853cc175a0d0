import { describe, expect, it } from 'vitest';
import { COURSE_NAME_MAX_LENGTH, truncateName } from './truncate-name.ts';

describe('truncateName', () => {
  it('keeps a name of at most 35 characters unchanged', () => {
    const name = 'x'.repeat(COURSE_NAME_MAX_LENGTH);
    expect(truncateName(name)).toBe(name);
    expect(truncateName('Algebra')).toBe('Algebra');
  });

  it('cuts a longer name to 35 characters and adds an ellipsis', () => {
    const name = 'Introduction to Software Engineering and Design';
    expect(truncateName(name)).toBe(`${name.slice(0, 35)}...`);
    expect(truncateName('y'.repeat(36))).toHaveLength(38);
  });
});
