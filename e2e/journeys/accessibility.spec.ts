import { expect, test, type Browser, type Page } from '@playwright/test';
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
  type CourseRecord,
  type LectureRecord,
  type Session,
  type StudentAccount,
} from '../support/api.ts';
import { seriousA11yIssues } from '../support/a11y.ts';
import { admitToLecture, requestLectureCode, startWithSlides } from '../support/live.ts';
import { signInContext, type User } from '../support/users.ts';

// Every route of the app, as the role that can see it, on a desktop and on a phone: axe-core finds
// no serious or critical violation (WCAG 2.1 A and AA), every page has one main heading and a
// title that names it, and no page scrolls sideways on a 360 px phone. The pages show content: a
// course with a started lecture that has slides and a video, a question with answers and a
// discussion, notifications, reactions for the statistics. The main overlays are scanned open
// too: the phone's menu drawer, a confirmation, the class status panel, the waiting-room panel
// beside the slide.

const MINUTE = 60_000;
const PRODUCT = 'Open4Feedback';
const PHONE_WIDTH = 360;
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: PHONE_WIDTH, height: 740 }, isMobile: true, hasTouch: true },
  // The student's pages once more on a phone in a dark room (the system's dark scheme).
  'dark phone': {
    viewport: { width: PHONE_WIDTH, height: 740 },
    isMobile: true,
    hasTouch: true,
    colorScheme: 'dark',
  },
} as const;
type Screen = keyof typeof SCREENS;
const isPhone = (screen: Screen) => SCREENS[screen].viewport.width === PHONE_WIDTH;

// The e2e server starts with this admin teacher (playwright.config.ts): admin statistics.
const ADMIN = {
  firstName: 'Admin',
  lastName: 'Teacher',
  email: 'stats.admin@school.example.edu',
  university: '',
  username: 'stats.admin',
  password: 'Stats4dmin',
};

interface World {
  teacher: Session;
  admin: Session;
  student: Session;
  studentAccount: StudentAccount;
  course: CourseRecord;
  lecture: LectureRecord;
  questionId: number;
  teacherQuestionId: number;
}

let world: World;

async function post<T>(baseURL: string, session: Session, path: string, data: unknown) {
  const api = await apiContext(baseURL, session.token);
  const response = await api.post(`${API}${path}`, { data });
  const body = await response.text();
  expect(response.ok(), `POST ${path} → ${response.status()} ${body}`).toBe(true);
  await api.dispose();
  return (JSON.parse(body) as { data: T }).data;
}

/** A signed-in person on this screen, with the course and lecture chosen as a card click does. */
async function person(browser: Browser, screen: Screen, session: Session | null): Promise<User> {
  const context = await browser.newContext(SCREENS[screen]);
  if (session) {
    const { course, lecture } = world;
    await signInContext(context, session, { course, lecture });
  }
  return { context, page: await context.newPage() };
}

/** Scans the page as it is now; a finding is recorded softly so that one run lists them all. */
async function scan(page: Page, screen: Screen, what: string): Promise<void> {
  // Wait until the lazy page has rendered and the loaders are gone.
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect.soft(await seriousA11yIssues(page), `axe on ${what} (${screen})`).toEqual([]);
  // One page, one main heading; the browser tab names the page by it (WCAG 2.4.2).
  const headings = page.locator('h1:visible');
  expect.soft(await headings.count(), `h1 headings on ${what} (${screen})`).toBe(1);
  const heading = (await headings.first().textContent())?.trim() ?? '';
  await expect
    .soft(page, `the title of ${what} (${screen})`)
    .toHaveTitle(heading === PRODUCT ? PRODUCT : `${heading} – ${PRODUCT}`);
  if (isPhone(screen)) {
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect
      .soft(width, `page width of ${what} on a ${PHONE_WIDTH} px phone`)
      .toBeLessThanOrEqual(PHONE_WIDTH);
  }
}

/**
 * Opens `path` the way a person moves through the app: a test's first page loads, each next one
 * is reached inside the app (the history moves on and the app follows, as after Back or Forward).
 */
async function visit(page: Page, screen: Screen, path: string, expected?: string | RegExp) {
  if (page.url() === 'about:blank') await page.goto(path);
  else await moveTo(page, path);
  if (expected) await expect(page.getByText(expected).first()).toBeVisible();
  await scan(page, screen, path);
}

type Marked = typeof globalThis & { leftHeading?: Element | null };

/** Moves the app to `path` without a load. */
async function moveTo(page: Page, path: string): Promise<void> {
  const left = await page.evaluate((to) => {
    (globalThis as Marked).leftHeading = document.querySelector('h1');
    const title = document.title;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return title;
  }, path);
  // The next page is drawn: its main heading is another element, or the title changed.
  await expect
    .poll(() =>
      page.evaluate((title) => {
        const heading = document.querySelector('h1');
        return (
          heading !== null &&
          (heading !== (globalThis as Marked).leftHeading || document.title !== title)
        );
      }, left),
    )
    .toBe(true);
}

/** On a phone the side menu is a drawer: open it, scan it, close it. */
async function scanDrawer(page: Page, screen: Screen, where: string) {
  if (!isPhone(screen)) return;
  await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await scan(page, screen, `${where} with the menu drawer open`);
  // Closed as on a phone, by a tap beside it. (Closed with Escape, the menu button took the focus
  // back with MUI's keyboard focus ripple, which then pulsated for as long as it had the focus:
  // the pages scanned after it took three times as long. The theme now holds the ripple still.)
  await page.touchscreen.tap(PHONE_WIDTH - 10, 400);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
}

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const account = await registerTeacher(baseURL!);
  const teacher = await loginTeacher(baseURL!, account);
  const admin = await loginTeacher(baseURL!, ADMIN);
  const course = await createCourse(baseURL!, teacher, { name: `Acoustics ${unique()}` });
  const lecture = await createLecture(baseURL!, teacher, course.id, {
    name: `Resonance ${unique()}`,
    startTime: new Date(Date.now() - MINUTE).toISOString(),
    endTime: new Date(Date.now() + 90 * MINUTE).toISOString(),
    urlYoutube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  });
  await startWithSlides(
    baseURL!,
    teacher,
    lecture,
    ['Resonance', 'Standing waves', 'Summary'],
    'resonance.pdf',
  );

  const studentAccount = await createStudent(baseURL!);
  const student = await loginStudent(baseURL!, studentAccount);
  const other = await loginStudent(baseURL!, await createStudent(baseURL!));
  await admitToLecture(baseURL!, teacher, lecture, [student, other]);

  const path = `/course/${course.id}/lecture/${lecture.lectureNum}`;
  const question = await post<{ id: number }>(baseURL!, student, `${path}/question`, {
    text: 'Why does a glass sing when its rim is rubbed?',
    slideNumber: 1,
  });
  const answer = await post<{ id: number }>(
    baseURL!,
    other,
    `${path}/question/${question.id}/answer`,
    { text: 'The rubbing finger excites the glass at its resonant frequency.' },
  );
  // The teacher sees students' posts once enough students have read them: the teacher's own
  // question, answered by a student, is theirs to open at once.
  const teacherQuestion = await post<{ id: number }>(baseURL!, teacher, `${path}/question`, {
    text: 'Which everyday objects resonate?',
    slideNumber: 1,
  });
  await post(baseURL!, other, `${path}/question/${teacherQuestion.id}/answer`, {
    text: 'A swing pushed in rhythm, and a bridge in the wind.',
  });
  await post(baseURL!, teacher, `${path}/question/${teacherQuestion.id}/answer`, {
    text: 'Think of a wine glass and an opera singer.',
  });
  await post(baseURL!, student, `${path}/question/${question.id}/answer/${answer.id}/discussion`, {
    message: 'Does the shape of the glass matter as well?',
  });
  world = {
    teacher,
    admin,
    student,
    studentAccount,
    course,
    lecture,
    questionId: question.id,
    teacherQuestionId: teacherQuestion.id,
  };

  // A reaction on the first slide, sent from the live page, for the statistics.
  const reacting = await person(browser, 'desktop', student);
  await reacting.page.goto(`/lecture/${lecture.lectureNum}/live?tab=feedback`);
  const great = reacting.page
    .getByRole('group', { name: 'Reactions' })
    .getByRole('button', { name: 'Great!', exact: true });
  await great.click();
  await expect(great).toHaveAttribute('aria-pressed', 'true');
  await reacting.context.close();
});

for (const screen of ['desktop', 'phone'] as const) {
  test(`public pages and the join flow, ${screen}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const visitor = await person(browser, screen, null);
    const page = visitor.page;
    for (const path of [
      '/about',
      '/privacy-policy',
      '/terms-and-conditions',
      '/teacher-login',
      '/register-teacher',
      '/register-student',
      '/feedback',
      '/old-or-new-student',
    ])
      await visit(page, screen, path);
    await visitor.context.close();
  });

  test(`the join flow and the waiting-room panel, ${screen}`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { lecture, teacher } = world;
    const lead = await person(browser, 'desktop', teacher);
    const t = lead.page;
    await t.goto(`/lecture/${lecture.lectureNum}/presentation`);
    // The PDF renders in a worker: under the full suite on a slow two-core machine it took over
    // the default 10 s (2026-11-26), alone it takes about 1 s.
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible({ timeout: 30_000 });
    const code = await requestLectureCode(t);

    const visitor = await person(browser, screen, null);
    const page = visitor.page;
    await visit(page, screen, '/old-or-new-student');
    await page.getByRole('button', { name: /I am new here/ }).click();
    await expect(page.getByRole('textbox', { name: 'Enter Lecture Code' })).toBeVisible();
    await scan(page, screen, 'the Lecture Code step');
    // The short link a QR code opens goes straight to the masks.
    await page.goto(`/join/${code}`);
    await expect(page).toHaveURL(/\/pick-card\?classId=\d{6}$/);
    await scan(page, screen, '/pick-card');
    await page.getByRole('button', { name: screen === 'phone' ? 'Owl' : 'Fox' }).click();
    await expect(page).toHaveURL(/\/waiting-room\?/);
    await scan(page, screen, '/waiting-room');

    const update = t.getByRole('region', { name: 'Waiting Room Update!' });
    await expect(update).toContainText('Do you want to accept them?');
    await scan(t, 'desktop', 'the waiting-room panel beside the slide');
    await update.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/download-password(-mobile)?$/);
    await expect(page.getByRole('definition').first()).toHaveText(/\S{8,}/);
    await scan(page, screen, page.url());
    await visitor.context.close();

    // The code goes, so that the next visit asks for a fresh one.
    await t.getByRole('button', { name: 'Class status', exact: true }).click();
    const panel = t.getByRole('complementary', { name: 'Class status' });
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Request ID', exact: true })).toBeVisible();
    await lead.context.close();
  });

  // The teacher's pages in two tests: together they took 1.7 min alone and over 5 min under the
  // full suite on a slow two-core machine (2026-11-26).
  test(`the teacher's course pages, ${screen}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { course, lecture, teacher } = world;
    const n = lecture.lectureNum;
    const { context, page } = await person(browser, screen, teacher);

    await visit(page, screen, '/teacher/my-courses', course.name);
    await scanDrawer(page, screen, '/teacher/my-courses');
    await visit(page, screen, '/teacher/my-courses/add');
    await visit(page, screen, `/teacher/my-courses/edit/${course.id}`);
    // Saving unchanged: back on My Courses with the success toast showing.
    await page.getByRole('button', { name: 'Update', exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);
    await expect(page.locator('#notistack-snackbar, [role="alert"]').first()).toBeVisible();
    await scan(page, screen, 'My Courses with a success toast');
    await visit(page, screen, '/teacher/settings');
    await visit(page, screen, '/teacher/how-it-works');
    await visit(page, screen, '/teacher/feedback');
    await visit(page, screen, '/teacher/my-lectures', lecture.name);
    await visit(page, screen, '/teacher/my-lectures/add');
    await visit(page, screen, `/teacher/my-lectures/edit/${n}`, 'Edit Lecture');
    await visit(page, screen, '/teacher/my-questions');
    await visit(page, screen, '/teacher/my-answers');
    await visit(page, screen, '/teacher/my-discussions');
    await visit(page, screen, '/teacher/notifications');
    await context.close();
  });

  test(`the teacher's lecture pages, ${screen}`, async ({ browser }) => {
    test.setTimeout(300_000);
    const { lecture, teacherQuestionId, teacher } = world;
    const n = lecture.lectureNum;
    const { context, page } = await person(browser, screen, teacher);

    await visit(page, screen, '/teacher/stats', lecture.name);
    await visit(page, screen, `/lecture/${n}/stats`);
    await visit(page, screen, `/teacher/slide-stats?lecture=${n}&slide=1`);
    await visit(page, screen, `/lecture/${n}/questions`, 'Which everyday objects resonate?');
    await visit(page, screen, `/lecture/${n}/questions/${teacherQuestionId}`, 'wine glass');

    await visit(page, screen, '/teacher/class-status');
    const end = page.getByRole('button', { name: 'End Lecture', exact: true });
    await end.click();
    const confirm = page.getByRole('dialog', {
      name: 'Are you sure that you want to end this lecture?',
    });
    await expect(confirm).toBeVisible();
    await scan(page, screen, 'the End Lecture confirmation');
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirm).toBeHidden();

    await visit(page, screen, `/lecture/${n}/presentation`, 'Slide 1 of 3');
    await page.getByRole('button', { name: 'Class status', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Class status' });
    await panel.getByRole('button', { name: 'Request ID', exact: true }).click();
    const shown = panel.getByRole('status', { name: 'Lecture Code' });
    await expect(shown).toHaveText(/^\d{6}$/);
    await scan(page, screen, 'the class status panel');
    // The code goes, so that the join flow's visit (next, on the phone) asks for a fresh one.
    await panel.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Request ID', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Close class status', exact: true }).click();
    await expect(panel).toBeHidden();

    await visit(page, screen, `/teacher/${n}/remote`, 'Hide reactions');
    await context.close();
  });

  test(`the admin statistics, ${screen}`, async ({ browser }) => {
    const { context, page } = await person(browser, screen, world.admin);
    await visit(page, screen, '/teacher/admin-stats', world.lecture.name);
    await context.close();
  });

  test(`the student's pages, ${screen}`, async ({ browser }) => {
    test.setTimeout(300_000);
    await studentPages(browser, screen);
  });
}

test("the student's pages, on a phone in dark mode", async ({ browser }) => {
  test.setTimeout(300_000);
  await studentPages(browser, 'dark phone');
});

async function studentPages(browser: Browser, screen: Screen): Promise<void> {
  const { course, lecture, questionId, student } = world;
  const n = lecture.lectureNum;
  const { context, page } = await person(browser, screen, student);

  await visit(page, screen, '/student/my-courses', course.name);
  const scheme = 'colorScheme' in SCREENS[screen] ? 'dark' : 'light';
  expect(
    await page.evaluate(() => document.documentElement.getAttribute('data-color-scheme')),
  ).toBe(scheme);
  await scanDrawer(page, screen, '/student/my-courses');
  await visit(page, screen, '/student/my-courses/add');
  await visit(page, screen, '/student/settings');
  await visit(page, screen, '/student/how-it-works');
  await visit(page, screen, '/student/feedback');
  await visit(page, screen, '/student/my-lectures', lecture.name);
  await visit(page, screen, '/student/my-questions', 'Why does a glass sing');
  await visit(page, screen, '/student/my-answers');
  await visit(page, screen, '/student/my-discussions');
  await visit(page, screen, '/student/notifications');
  await visit(page, screen, `/lecture/${n}/stats`);
  await visit(page, screen, `/lecture/${n}/questions`, 'Why does a glass sing');
  await visit(page, screen, `/lecture/${n}/questions/${questionId}`, 'resonant frequency');
  await page.goto(`/lecture/${n}/live?tab=feedback`);
  // Scanned with a reaction pressed. The one sent before may be gone: the teacher's pages,
  // scanned alongside, open the presentation, and a slide set there clears active reactions.
  const great = page.getByRole('group', { name: 'Reactions' }).getByRole('button', {
    name: 'Great!',
  });
  await expect(great).toBeEnabled();
  if ((await great.getAttribute('aria-pressed')) !== 'true') await great.click();
  await expect(great).toHaveAttribute('aria-pressed', 'true');
  await scan(page, screen, 'the live Feedback tab');
  await page.getByRole('tab', { name: 'Q&A', exact: true }).click();
  await expect(page.getByText('Why does a glass sing').first()).toBeVisible();
  await scan(page, screen, 'the live Q&A tab');
  await visit(page, screen, `/lecture/${n}/video`);
  await context.close();
}
