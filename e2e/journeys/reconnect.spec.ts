import { expect, test, type Page } from '@playwright/test';
import {
  createCourse,
  createLecture,
  createStudent,
  loginStudent,
  loginTeacher,
  registerTeacher,
  unique,
} from '../support/api.ts';
import {
  admitToLecture,
  requestLectureCode,
  startWithSlides,
  waitAsNewStudent,
} from '../support/live.ts';
import { ownServer } from '../support/own-server.ts';
import { action, barEntry, reaction, reactionBar } from '../support/ui.ts';
import { newUser, signIn, type User } from '../support/users.ts';

// The lecture survives its server: a teacher presents, two students react (one on the lean
// Feedback tab at a desk, one on a phone in the full app's Q&A tab). The server is stopped with
// SIGTERM, then killed with kill -9, and started again each time: every page (the teacher's
// presentation and Class Status too, and a new student in the waiting room) says it is
// reconnecting, comes back by itself — no reload — with the slide, the counts, the reactions and
// the waiting student, and a press afterwards counts once. A student who goes offline sees it, cannot send a press,
// and nothing lands on the slide the teacher moved to meanwhile.

const server = ownServer(Number(process.env.E2E_PORT ?? 3900) + 57);
test.use({ baseURL: server.url });

const MINUTE = 60_000;

const banner = (page: Page) => page.getByTestId('connection-banner');

/** Marks the document, so that a reload (which would drop the mark) shows. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { o4fMark: boolean }).o4fMark = true));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { o4fMark?: boolean }).o4fMark)).toBe(
    true,
  );
}

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop('SIGKILL');
});

test('every page reconnects by itself after SIGTERM and kill -9, and offline presses land nowhere', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const baseURL = server.url;
  const teacherSession = await loginTeacher(baseURL, await registerTeacher(baseURL));
  const course = await createCourse(baseURL, teacherSession, { name: `Waves ${unique()}` });
  const lecture = await createLecture(baseURL, teacherSession, course.id, {
    name: `Optics ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startWithSlides(baseURL, teacherSession, lecture, [
    'Waves',
    'Interference',
    'Diffraction',
    'Summary',
  ]);
  const sessions = await Promise.all(
    [0, 1].map(async () => loginStudent(baseURL, await createStudent(baseURL))),
  );
  await admitToLecture(baseURL, teacherSession, lecture, sessions);

  const teacher = await newUser(browser);
  const alex = await newUser(browser);
  const cem = await newUser(browser, { mobile: true });
  const dana = await newUser(browser, { mobile: true });
  const t = teacher.page;
  const [a, c, d] = [alex.page, cem.page, dana.page];
  // The teacher's Class Status, in a second tab.
  const status: User = { context: teacher.context, page: await teacher.context.newPage() };
  const everyone: User[] = [teacher, status, alex, cem, dana];

  async function expectReconnecting() {
    for (const { page } of everyone) await expect(banner(page)).toHaveText('Reconnecting…');
    await expect(reaction(a, 'Great!')).toBeDisabled();
    await expect(
      a.getByText('Reconnecting… You can react again once the connection is back.'),
    ).toBeVisible();
  }
  async function expectBack() {
    for (const { page } of everyone) {
      await expect(banner(page)).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
      await expect(banner(page)).toHaveText('');
      await expectSameDocument(page);
    }
    await expect(reaction(a, 'Great!')).toBeEnabled();
  }

  await test.step('the teacher presents; Alex is on the Feedback tab, Cem on Q&A on a phone', async () => {
    await signIn(t, teacherSession, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    await t.goto(`/lecture/${lecture.lectureNum}/presentation`);
    await expect(t.getByText('Slide 1 of 4', { exact: true })).toBeVisible();
    for (const [index, page] of [a, c].entries()) {
      await signIn(page, sessions[index]!, '/student/my-courses');
      await action(page, `Open course ${course.name}`).click();
      await expect(page).toHaveURL(/\/student\/my-lectures$/);
    }
    await a.goto(`/lecture/${lecture.lectureNum}/live?tab=feedback`);
    await expect(a.getByText('Your feedback on slide 1', { exact: true })).toBeVisible();
    await expect(reaction(a, 'Great!')).toBeEnabled();
    await c.goto(`/lecture/${lecture.lectureNum}/live?tab=qa`);
    await expect(c.getByRole('tab', { name: 'Q&A', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await reaction(a, 'Great!').click();
    await expect(barEntry(t, 'Great!', 1, 100)).toBeVisible();
    await status.page.goto('/teacher/class-status');
    await expect(
      status.page.getByRole('button', { name: 'End Lecture', exact: true }),
    ).toBeVisible();
    // Dana, new, waits to be admitted.
    const code = await requestLectureCode(t);
    await waitAsNewStudent(d, code, 'Owl');
    await expect(d.getByText('You are in the waiting room.', { exact: true })).toBeVisible();
    for (const { page } of everyone) await markDocument(page);
  });

  await test.step('after a graceful stop (SIGTERM), every page says it is reconnecting', async () => {
    await server.stop('SIGTERM');
    await expectReconnecting();
  });

  await test.step('the server starts again: every page is back by itself', async () => {
    await server.start();
    await expectBack();
    // Alex's reaction and the teacher's count came back with the lecture.
    await expect(reaction(a, 'Great!')).toHaveAttribute('aria-pressed', 'true');
    await expect(barEntry(t, 'Great!', 1, 100)).toBeVisible();
  });

  await test.step('Dana is still waiting, and the teacher admits her', async () => {
    await expect(d.getByText('You are in the waiting room.', { exact: true })).toBeVisible();
    const update = t.getByRole('region', { name: 'Waiting Room Update!' });
    await update.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(d).toHaveURL(/\/download-password(-mobile)?$/);
    // Her credentials page holds no live connection: the pages below are the ones that do.
    everyone.splice(everyone.indexOf(dana), 1);
  });

  await test.step('after a kill -9 the teacher moves on while away: the change is held', async () => {
    await server.stop('SIGKILL');
    await expectReconnecting();
    await t.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect(t.getByText('Slide 2 of 4', { exact: true })).toBeVisible();
  });

  await test.step('the server starts again: the held slide reaches the students', async () => {
    await server.start();
    await expectBack();
    await expect(a.getByText('Your feedback on slide 2', { exact: true })).toBeVisible();
    await expect(reaction(a, 'Great!')).toHaveAttribute('aria-pressed', 'false');
    await expect(reactionBar(t)).toContainText('Total: 0');
    await expect(reactionBar(t)).toContainText('Lecture total: 1');
  });

  await test.step('after the restarts, new presses count once', async () => {
    // Cem goes from the Q&A tab (the full app) to the Feedback tab.
    await c.getByRole('tab', { name: 'Feedback', exact: true }).tap();
    await expect(c.getByText('Your feedback on slide 2', { exact: true })).toBeVisible();
    await reaction(a, 'Too Hard').click();
    await reaction(c, 'Too Hard').tap();
    await expect(barEntry(t, 'Too Hard', 2, 100)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 2');
    // Slide 1's Great! and slide 2's two presses: each student once per slide.
    await expect(reactionBar(t)).toContainText('Lecture total: 3');
  });

  await test.step('Cem goes offline: it shows, and no press can be sent', async () => {
    await cem.context.setOffline(true);
    await expect(banner(c)).toHaveText('You are offline.');
    await expect(
      c.getByText('You are offline. Reactions cannot be sent until you are back online.'),
    ).toBeVisible();
    await expect(reaction(c, 'Too Simple')).toBeDisabled();
    // Meanwhile the teacher moves on.
    await t.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect(t.getByText('Slide 3 of 4', { exact: true })).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 0');
  });

  await test.step('back online, Cem is on slide 3 with nothing sent in their name', async () => {
    await cem.context.setOffline(false);
    await expect(banner(c)).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    await expect(c.getByText('Your feedback on slide 3', { exact: true })).toBeVisible();
    await expect(reaction(c, 'Too Simple')).toBeEnabled();
    await expect(reaction(c, 'Too Simple')).toHaveAttribute('aria-pressed', 'false');
    await expect(reactionBar(t)).toContainText('Total: 0');
    await reaction(c, 'Too Simple').tap();
    await expect(barEntry(t, 'Too Simple', 1, 100)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Lecture total: 4');
    await expectSameDocument(c);
  });

  await test.step('pressing the active reaction again takes it back, for the teacher too', async () => {
    await reaction(c, 'Too Simple').tap();
    await expect(reaction(c, 'Too Simple')).toHaveAttribute('aria-pressed', 'false');
    await expect(barEntry(t, 'Too Simple', 0, 0)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 0');
    // Taken back, it counts for nothing on the slide.
    await expect(reactionBar(t)).toContainText('Lecture total: 3');
  });

  for (const { context } of [teacher, alex, cem, dana]) await context.close();
});
