// People: each person in a journey gets a browser context of their own.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { CourseRecord, LectureRecord, Session } from './api.ts';

export interface User {
  context: BrowserContext;
  page: Page;
}

/** A person with a fresh browser (no storage); `mobile` gives a phone-sized touch screen. */
export async function newUser(browser: Browser, options: { mobile?: boolean } = {}): Promise<User> {
  const context = await browser.newContext(
    options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  return { context, page };
}

/** Stores a session the way the web app does after a login (keys from the spec). */
export async function signIn(page: Page, session: Session, landing: string): Promise<void> {
  await page.goto('/about');
  await page.evaluate((stored) => {
    localStorage.setItem('anonToken', stored.token);
    localStorage.setItem('anon_user_role', stored.role);
    if (stored.isAdmin) localStorage.setItem('isAdmin', 'true');
  }, session);
  await page.goto(landing);
}

/**
 * Signs `context` in from its first page on, with `course` and `lecture` chosen as a click on
 * their cards does (the spec's storage keys); a page that signs out is not signed in again.
 */
export async function signInContext(
  context: BrowserContext,
  session: Session,
  choice: {
    course: Pick<CourseRecord, 'id' | 'name' | 'shortName'>;
    lecture: Pick<LectureRecord, 'id' | 'lectureNum' | 'name'>;
  },
): Promise<void> {
  const { course, lecture } = choice;
  await context.addInitScript(
    ({ stored, selectedCourse, selectedLecture }) => {
      if (window.localStorage.getItem('anonToken') !== null) return;
      window.localStorage.setItem('anonToken', stored.token);
      window.localStorage.setItem('anon_user_role', stored.role);
      if (stored.isAdmin) window.localStorage.setItem('isAdmin', 'true');
      window.localStorage.setItem('selectedCourse', JSON.stringify(selectedCourse));
      window.localStorage.setItem('selectedLecture', JSON.stringify(selectedLecture));
    },
    {
      stored: session,
      selectedCourse: { id: course.id, name: course.name, shortName: course.shortName },
      selectedLecture: {
        id: lecture.id,
        lectureNum: lecture.lectureNum,
        name: lecture.name,
        courseId: course.id,
      },
    },
  );
}
