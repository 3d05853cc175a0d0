import { expect, test, type Locator, type Page } from '@playwright/test';
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
} from '../support/api.ts';
import { seriousA11yIssues } from '../support/a11y.ts';
import { admitToLecture, startWithSlides } from '../support/live.ts';
import { action, lectureCard } from '../support/ui.ts';
import { newUser, signIn } from '../support/users.ts';

// The teacher's Q&A tools, as Slido users expect them: in a live lecture with a presentation, a
// student asks and two peers read it, so it reaches the teacher. The teacher marks it answered on
// the questions page: the asker's Q&A tab shows "Answered" without a reload. The teacher highlights
// it: the presentation view shows it over the slide, covering neither the slide's arrows nor the
// reaction bar, and the student sees it highlighted; the teacher clears it from the screen.

const MINUTE = 60_000;

const qaBlock = (page: Page) => page.getByRole('region', { name: 'Questions and answers' });
const post = (scope: Page | Locator, text: string) =>
  scope.getByRole('article').filter({ hasText: text });

async function studentCall(
  baseURL: string,
  session: Session,
  method: 'get' | 'post',
  path: string,
  data?: unknown,
) {
  const api = await apiContext(baseURL, session.token);
  const response = await api[method](`${API}${path}`, data === undefined ? {} : { data });
  expect(response.ok(), await response.text()).toBe(true);
  await api.dispose();
}

/** A student goes from their courses to the live lecture and opens its Q&A tab. */
async function openLiveQa(page: Page, course: CourseRecord, lecture: LectureRecord) {
  await action(page, `Open course ${course.name}`).click();
  await lectureCard(page, lecture.name).click();
  await expect(page).toHaveURL(new RegExp(`/lecture/${lecture.lectureNum}/live`));
  await page.getByRole('tab', { name: 'Q&A', exact: true }).click();
  await expect(qaBlock(page)).toBeVisible();
}

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a teacher marks a question answered and highlights it on the projected screen', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const teacherSession = await loginTeacher(baseURL!, await registerTeacher(baseURL!));
  const course = await createCourse(baseURL!, teacherSession, { name: `Optics ${unique()}` });
  const lecture = await createLecture(baseURL!, teacherSession, course.id, {
    name: `Prisms ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startWithSlides(baseURL!, teacherSession, lecture, ['Prisms', 'Dispersion'], 'prisms.pdf');
  const students = await Promise.all(
    [0, 1, 2].map(async () => loginStudent(baseURL!, await createStudent(baseURL!))),
  );
  await admitToLecture(baseURL!, teacherSession, lecture, students);
  const [alexSession, beaSession, cemSession] = students;

  // Alex asks; Bea and Cem read the list, so the question reaches the teacher.
  const question = 'Why does blue light bend more than red?';
  const base = `/course/${course.id}/lecture/${lecture.lectureNum}`;
  await studentCall(baseURL!, alexSession!, 'post', `${base}/question`, { text: question });
  for (const peer of [beaSession!, cemSession!])
    await studentCall(baseURL!, peer, 'get', `${base}/questions`);

  const alex = await newUser(browser);
  const teacher = await newUser(browser);
  const a = alex.page;
  const t = teacher.page;

  await test.step('the asker opens the Q&A tab, the teacher the questions page', async () => {
    await signIn(a, alexSession!, '/student/my-courses');
    await openLiveQa(a, course, lecture);
    await expect(post(qaBlock(a), question)).toBeVisible();
    await expect(post(qaBlock(a), question).getByTestId('question-answered')).toHaveCount(0);
    await signIn(t, teacherSession, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    await t.goto(`/lecture/${lecture.lectureNum}/questions`);
    await expect(post(qaBlock(t), question)).toBeVisible();
  });

  await test.step('the teacher marks it answered: the student sees it at once', async () => {
    const tools = post(qaBlock(t), question).getByRole('group', { name: 'Teacher tools' });
    await tools.getByRole('button', { name: 'Mark answered', exact: true }).click();
    await expect(tools.getByRole('button', { name: 'Mark not answered' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(post(qaBlock(a), question).getByTestId('question-answered')).toHaveText(
      'Answered',
    );
    expect(await seriousA11yIssues(t), 'axe on the teacher tools').toEqual([]);
    expect(await seriousA11yIssues(a), 'axe on the Answered mark').toEqual([]);
  });

  await test.step('the teacher highlights it: the presentation view shows it over the slide, clear of the controls', async () => {
    const tools = post(qaBlock(t), question).getByRole('group', { name: 'Teacher tools' });
    await tools.getByRole('button', { name: 'Highlight on screen', exact: true }).click();
    await expect(tools.getByRole('button', { name: 'Clear highlight' })).toBeVisible();
    await expect(post(qaBlock(a), question).getByTestId('question-highlighted')).toBeVisible();

    await t.setViewportSize({ width: 1280, height: 720 });
    await t.goto(`/lecture/${lecture.lectureNum}/presentation`);
    await expect(t.getByText('Slide 1 of 2', { exact: true })).toBeVisible();
    const shown = t.getByRole('region', { name: 'Highlighted question' });
    await expect(shown).toContainText(question);
    const box = (await shown.boundingBox())!;
    for (const control of [
      t.getByRole('button', { name: 'Previous slide' }),
      t.getByRole('button', { name: 'Next slide' }),
      t.getByText('Slide 1 of 2', { exact: true }),
      t.getByRole('region', { name: 'Live reactions on this slide' }),
    ]) {
      await expect(control).toBeInViewport();
      const other = (await control.boundingBox())!;
      expect(overlap(box, other), 'the highlighted question covers no control').toBe(false);
    }
    expect(await seriousA11yIssues(t), 'axe on the highlighted question').toEqual([]);
  });

  await test.step('the teacher clears it from the screen; the student sees it no longer highlighted', async () => {
    const shown = t.getByRole('region', { name: 'Highlighted question' });
    await shown.getByRole('button', { name: 'Clear highlight' }).click();
    await expect(shown).toHaveCount(0);
    await expect(post(qaBlock(a), question).getByTestId('question-highlighted')).toHaveCount(0);
    await expect(post(qaBlock(a), question).getByTestId('question-answered')).toBeVisible();
  });

  for (const user of [alex, teacher]) await user.context.close();
});
