import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  API,
  apiContext,
  createCourse,
  createLecture,
  createStudent,
  loginStudent,
  loginTeacher,
  registerTeacher,
  unique,
  uploadSlides,
  type CourseRecord,
} from '../support/api.ts';
import { expectNoSeriousA11yIssues } from '../support/a11y.ts';
import { admitToLecture } from '../support/live.ts';
import { action, barEntry, lectureCard, menuEntry, reaction } from '../support/ui.ts';
import { newUser, signIn, type User } from '../support/users.ts';

// After the lecture: a teacher runs a lecture with three students who react on two slides, ends
// it, and reads what the class said — the whole lecture, where the class got lost, a slide's
// timeline at another resolution, and the CSV exports. An admin teacher finds the lecture in the
// admin statistics. A student watches the lecture's video later and reacts to it; the browser has
// no network, so the video service's player script is replaced by a stand-in.

const MINUTE = 60_000;
// The e2e server starts with this admin teacher, made by the admin CLI (playwright.config.ts).
const ADMIN_ACCOUNT = {
  firstName: 'Admin',
  lastName: 'Teacher',
  email: 'stats.admin@school.example.edu',
  university: '',
  username: 'stats.admin',
  password: 'Stats4dmin',
};
const VIDEO_LINK = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';

/** Stands in for https://www.youtube.com/iframe_api: the subset of YT.Player the page uses. */
const STAND_IN_PLAYER = `
window.YT = {
  PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 },
  Player: class {
    constructor(element, options) {
      const host = typeof element === 'string' ? document.getElementById(element) : element;
      const screen = document.createElement('div');
      screen.style.cssText = 'color: #fff; background: #000; padding: 16px';
      screen.textContent = 'Stand-in player: ' + options.videoId;
      host.appendChild(screen);
      setTimeout(() => {
        if (options.events && options.events.onReady) options.events.onReady({ target: this });
        if (options.events && options.events.onStateChange)
          options.events.onStateChange({ target: this, data: 1 });
      }, 0);
    }
    getCurrentTime() { return 42.37; }
    getDuration() { return 80; }
    getPlayerState() { return 1; }
    destroy() {}
  },
};
if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
`;

/** A student signed in, from My Courses to one lecture's card of the course. */
async function openLectures(page: Page, course: CourseRecord) {
  await action(page, `Open course ${course.name}`).click();
  await expect(page).toHaveURL(/\/student\/my-lectures$/);
}

test('a teacher reads and exports the statistics of a lecture; a student reacts to its video', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Physics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    name: `Waves ${unique()}`,
    startTime: new Date(Date.now() - MINUTE).toISOString(),
    endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
    urlYoutube: VIDEO_LINK,
  });
  await uploadSlides(baseURL!, session, lecture, ['Waves', 'Interference', 'Summary'], 'waves.pdf');

  const teacher = await newUser(browser);
  const t = teacher.page;
  const names = ['alex', 'bea', 'cem'] as const;
  const sessions = await Promise.all(
    names.map(async () => loginStudent(baseURL!, await createStudent(baseURL!))),
  );
  const students: Record<(typeof names)[number], User> = {
    alex: await newUser(browser),
    bea: await newUser(browser),
    cem: await newUser(browser, { mobile: true }),
  };

  await test.step('the teacher starts the lecture on its first slide', async () => {
    await signIn(t, session, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await lectureCard(t, lecture.name).click();
    await expect(t).toHaveURL(/\/teacher\/class-status$/);
    await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
    await t
      .getByRole('dialog', { name: 'New connection' })
      .getByRole('button', { name: 'Start lecture', exact: true })
      .click();
    await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
  });

  await test.step('three students are admitted and open the Feedback tab', async () => {
    await admitToLecture(baseURL!, session, lecture, sessions);
    for (const [index, name] of names.entries()) {
      const { page } = students[name];
      await signIn(page, sessions[index]!, '/student/my-courses');
      await openLectures(page, course);
      await lectureCard(page, lecture.name).click();
      await expect(page).toHaveURL(/\/live\?tab=feedback$/);
      await expect(page.getByText('Your feedback on slide 1', { exact: true })).toBeVisible();
    }
  });

  await test.step('they react on slide 1 and on slide 2', async () => {
    await reaction(students.alex.page, "I'm lost").click();
    await reaction(students.bea.page, 'Not Clear').click();
    await reaction(students.cem.page, 'Great!').tap();
    await expect(barEntry(t, "I'm lost", 1, 33)).toBeVisible();
    await expect(barEntry(t, 'Great!', 1, 33)).toBeVisible();

    await t.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect(t.getByText('Slide 2 of 3', { exact: true })).toBeVisible();
    for (const name of names) {
      await expect(
        students[name].page.getByText('Your feedback on slide 2', { exact: true }),
      ).toBeVisible();
    }
    await reaction(students.alex.page, 'Great!').click();
    await reaction(students.bea.page, 'Great!').click();
    await reaction(students.cem.page, 'Too Hard').tap();
    await expect(barEntry(t, 'Great!', 2, 67)).toBeVisible();
    await expect(barEntry(t, 'Too Hard', 1, 33)).toBeVisible();
  });

  await test.step('the teacher ends the lecture', async () => {
    await t.goto('/teacher/class-status');
    await t.getByRole('button', { name: 'End Lecture', exact: true }).click();
    await t
      .getByRole('dialog', { name: 'Are you sure that you want to end this lecture?' })
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    // 'The lecture has ended.' and the teacher goes back to My Lectures.
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
  });

  await test.step('Statistics → the lecture: the whole lecture and where the class got lost', async () => {
    await menuEntry(t, 'Statistics').click();
    await expect(t).toHaveURL(/\/teacher\/stats$/);
    // A card is named by what it shows: 'Statistics of Lecture 1 Ended Waves … Nov 23, 2026'.
    const card = t.getByRole('link', {
      name: new RegExp(`^Statistics of Lecture ${lecture.lectureNum} .*${lecture.name}`),
    });
    await expect(card).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await card.click();
    await expect(t).toHaveURL(new RegExp(`/lecture/${lecture.lectureNum}/stats$`));
    await expect(t.getByRole('heading', { name: 'Statistics', exact: true })).toBeVisible();

    // Stored reactions are written in batches about once a second: the page shows them once
    // they are, so wait for the whole-lecture card to count all six. After a reload the page
    // loads its parts and five requests before it draws the card: 2.4 s in a loaded CI run.
    const whole = t.getByRole('region', { name: 'Lecture statistics', exact: true });
    await expect(async () => {
      await t.reload();
      await expect(whole.getByText('6 reactions', { exact: true })).toBeVisible({ timeout: 8000 });
    }).toPass({ timeout: 40_000 });
    // In the spec's order: Too Hard, I'm lost, Not Clear, Great!, Too Simple.
    await expect(whole.getByRole('listitem')).toHaveText([
      /Too Hard\s*1\s*\(17%\)/,
      /I'm lost\s*1\s*\(17%\)/,
      /Not Clear\s*1\s*\(17%\)/,
      /Great!\s*3\s*\(50%\)/,
      /Too Simple\s*0\s*\(0%\)/,
    ]);

    const lost = t.getByRole('region', { name: 'Where the class got lost' });
    await expect(lost).toContainText('Slide 1');
    await expect(lost).toContainText('67% lost or not clear (2 of 3 reactions)');
    await expect(lost).not.toContainText('Slide 2');
    await expectNoSeriousA11yIssues(t);

    const perSlide = t.getByRole('region', { name: 'Lecture statistics per slide' });
    await expect(perSlide.getByRole('region', { name: 'Slide 1', exact: true })).toBeVisible();
    await expect(perSlide.getByRole('region', { name: 'Slide 2', exact: true })).toBeVisible();

    const download = t.waitForEvent('download');
    await t.getByRole('button', { name: 'Download statistics (CSV)', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`lecture-${lecture.lectureNum}-statistics.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Slide,Reaction,Count,Percent');
    expect(csv).toMatch(/\n2,Too Hard,1,33\r?\n/);
    expect(csv).toMatch(/\nWhole lecture,Great!,3,50\r?\n/);
  });

  await test.step("a slide's timeline, at another resolution, exported", async () => {
    await t
      .getByRole('region', { name: 'Lecture statistics per slide' })
      .getByRole('link', { name: 'Open timeline of Slide 2', exact: true })
      .click();
    await expect(t).toHaveURL(/\/teacher\/slide-stats\?/);
    await expect(t.getByRole('heading', { name: 'Timeline: Slide 2' })).toBeVisible();
    await t.getByRole('button', { name: 'Show as a table', exact: true }).click();
    const table = t.getByRole('table', { name: /Reactions on Slide 2 over time, in 50 segments/ });
    await expect(table.locator('tbody tr')).toHaveCount(50);

    await t.getByLabel('Resolution').selectOption('10');
    const coarse = t.getByRole('table', { name: /Reactions on Slide 2 over time, in 10 segments/ });
    await expect(coarse.locator('tbody tr')).toHaveCount(10);
    const chart = t.getByTestId('timeline-chart');
    await expect(chart).toBeVisible();
    // Scanned with a segment's tooltip open (whether the pointer happens to rest on the chart
    // otherwise depends on the layout), so the check covers the tooltip's text too.
    await chart.hover();
    const tooltip = t.getByTestId('timeline-tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Not Clear');
    await expectNoSeriousA11yIssues(t);

    const download = t.waitForEvent('download');
    await t.getByRole('button', { name: 'Download timeline (CSV)', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`lecture-${lecture.lectureNum}-slide-2-timeline-10.csv`);
    const rows = readFileSync((await file.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(11);

    await t.getByRole('button', { name: 'Previous slide', exact: true }).click();
    await expect(t.getByRole('heading', { name: 'Timeline: Slide 1' })).toBeVisible();
  });

  await test.step('an admin teacher finds the lecture in Statistics admin', async () => {
    const adminSession = await loginTeacher(baseURL!, ADMIN_ACCOUNT);
    expect(adminSession.isAdmin).toBe(true);
    const adminCourse = await createCourse(baseURL!, adminSession);
    const admin = await newUser(browser);
    await signIn(admin.page, adminSession, '/teacher/my-courses');
    await action(admin.page, `Open course ${adminCourse.name}`).click();
    await menuEntry(admin.page, 'Statistics admin').click();
    await expect(admin.page).toHaveURL(/\/teacher\/admin-stats$/);
    const entry = admin.page
      .getByRole('list', { name: 'Lectures of every teacher' })
      .getByRole('listitem')
      .filter({ hasText: lecture.name });
    await expect(entry).toContainText(account.username);
    await expect(entry).toContainText(account.email);
    await expectNoSeriousA11yIssues(admin.page);
    await admin.context.close();
  });

  await test.step('a student watches the video later and reacts to it', async () => {
    const { page } = students.alex;
    await page.route('https://www.youtube.com/iframe_api', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STAND_IN_PLAYER }),
    );
    await page.goto('/student/my-lectures');
    await page
      .getByRole('button', { name: `Video of lecture ${lecture.lectureNum}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/lecture/${lecture.lectureNum}/video$`));
    await expect(page.getByText(`Stand-in player: aqz-KE-bpKQ`)).toBeVisible();

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/video/expression') && response.request().method() === 'POST',
    );
    await reaction(page, 'Not Clear').click();
    const response = await saved;
    expect(response.ok()).toBe(true);
    expect(response.request().postDataJSON()).toEqual({
      expressionTag: 2,
      time: 42.4,
      endTime: 80,
    });
    await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yIssues(page);

    // Back on the page, the reaction is still active.
    await page.reload();
    await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'true');
    // Pressing the active one takes it back, on the server too: it counts for nothing.
    const takenBack = page.waitForResponse(
      (response) =>
        response.url().endsWith('/video/expression/takeBack') &&
        response.request().method() === 'POST',
    );
    await reaction(page, 'Not Clear').click();
    await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'false');
    expect((await takenBack).ok()).toBe(true);
    const api = await apiContext(baseURL!, session.token);
    const videoStat = async () =>
      (
        await (
          await api.get(
            `${API}/course/${course.id}/lecture/${lecture.lectureNum}/expression/stat/-2`,
          )
        ).json()
      ).data;
    expect(await videoStat()).toMatchObject({ totalExpressions: 0 });
    // Back on the page, it stays taken back.
    await page.reload();
    await expect(page.getByText(`Stand-in player: aqz-KE-bpKQ`)).toBeVisible();
    await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'false');

    // A new reaction counts (read by the teacher through the API).
    const again = page.waitForResponse(
      (response) =>
        response.url().endsWith('/video/expression') && response.request().method() === 'POST',
    );
    await reaction(page, 'Not Clear').click();
    expect((await again).ok()).toBe(true);
    await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'true');
    expect(await videoStat()).toMatchObject({
      totalExpressions: 1,
      expressionMap: { 2: 1 },
    });
    await api.dispose();
  });

  for (const user of [teacher, ...Object.values(students)]) await user.context.close();
});
