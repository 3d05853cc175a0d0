import { describe, expect, it } from 'vitest';
import { menuGroups } from './menu.tsx';

const labels = (groups: ReturnType<typeof menuGroups>) =>
  groups.map((group) => group.map((entry) => entry.label));

describe('menuGroups', () => {
  it('gives a teacher without a course only the course, account and feedback groups', () => {
    expect(labels(menuGroups('TEACHER', { hasCourse: false, isAdmin: false }))).toEqual([
      ['My Courses'],
      ['My Settings', 'How it Works', 'Log out'],
      ['Feedback'],
    ]);
  });

  it('gives an admin teacher the LTI platforms, with or without a course', () => {
    for (const hasCourse of [false, true]) {
      const groups = menuGroups('TEACHER', { hasCourse, isAdmin: true });
      const platforms = groups.flat().find((entry) => entry.key === 'lti-platforms');
      expect(platforms).toMatchObject({ label: 'LTI platforms', to: '/teacher/lti-platforms' });
      expect(labels(groups).at(-2)).toEqual([
        'LTI platforms',
        'My Settings',
        'How it Works',
        'Log out',
      ]);
    }
    expect(
      menuGroups('STUDENT', { hasCourse: true, isAdmin: true })
        .flat()
        .map((entry) => entry.key),
    ).not.toContain('lti-platforms');
  });

  it('gives a teacher with a course the lecture group, Statistics admin for admins only', () => {
    const admin = labels(menuGroups('TEACHER', { hasCourse: true, isAdmin: true }));
    expect(admin[0]).toEqual(['My Courses', 'My Lectures']);
    expect(admin[1]).toEqual([
      'Class Status',
      'Statistics admin',
      'Statistics',
      'Questions',
      'Answers',
      'Discussions',
      'Notifications',
    ]);
    expect(labels(menuGroups('TEACHER', { hasCourse: true, isAdmin: false }))[1]).not.toContain(
      'Statistics admin',
    );
  });

  it('gives a student Join Lecture always and the post lists with a course', () => {
    expect(labels(menuGroups('STUDENT', { hasCourse: false, isAdmin: false }))).toEqual([
      ['My Courses', 'Join Lecture'],
      ['My Settings', 'How it Works', 'Log out'],
      ['Feedback'],
    ]);
    expect(labels(menuGroups('STUDENT', { hasCourse: true, isAdmin: false })).slice(0, 2)).toEqual([
      ['My Courses', 'My Lectures', 'Join Lecture'],
      ['Questions', 'Answers', 'Discussions', 'Notifications'],
    ]);
  });
});
