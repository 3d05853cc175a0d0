import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createCourse,
  createLecture,
  createStudent,
  loginStudent,
  loginTeacher,
  registerTeacher,
  unique,
  type CourseRecord,
  type LectureRecord,
} from '../support/api.ts';
import { expectNoSeriousA11yIssues } from '../support/a11y.ts';
import {
  admitToLecture,
  namespaceConnected,
  startWithSlides,
  watchNamespaces,
} from '../support/live.ts';
import { action } from '../support/ui.ts';
import { newUser, signIn, type User } from '../support/users.ts';

// Questions that live in the lecture hall: a teacher shows the slides with the questions panel
// open beside them; three students (one on a phone) are on the live page's Q&A tab. What one
// student posts, votes or answers reaches the others' lists and the teacher's panel within
// seconds, with no Refresh tap; the teacher's Q&A button counts the new questions until opened.

const MINUTE = 60_000;

type Person = User & { watch: ReturnType<typeof watchNamespaces> };

/** The lecture's Q&A block on the live page's Q&A tab. */
const qaBlock = (page: Page) => page.getByRole('region', { name: 'Questions and answers' });

/** The post card (question or answer) showing this text. */
const post = (scope: Page | Locator, text: string) =>
  scope.getByRole('article').filter({ hasText: text });

const staleBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This is not the latest version of the page.' });

/** The questions panel beside the slide. */
const panel = (page: Page) => page.getByRole('complementary', { name: 'Questions' });

/** A question's row in the panel, named by what it shows (text, answers, votes). */
const panelRow = (page: Page, text: string) =>
  panel(page)
    .getByRole('list', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** The screen readers' polite announcement of arrived questions. */
const announcement = (scope: Locator) => scope.getByRole('status');

/** A student selects the course, then opens the live lecture's Q&A tab. */
async function openLiveQa(page: Page, course: CourseRecord, lecture: LectureRecord) {
  await action(page, `Open course ${course.name}`).click();
  await expect(page).toHaveURL(/\/student\/my-lectures$/);
  await page.goto(`/lecture/${lecture.lectureNum}/live?tab=qa`);
  await expect(page.getByRole('tab', { name: 'Q&A', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(qaBlock(page)).toContainText('There are currently no questions.');
}

async function ask(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your question' }).fill(text);
  await qaBlock(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(post(qaBlock(page), text)).toBeVisible();
}

test('questions reach the other students and the teacher beside the slides, live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const teacherSession = await loginTeacher(baseURL!, await registerTeacher(baseURL!));
  const course = await createCourse(baseURL!, teacherSession, { name: `Sorting ${unique()}` });
  const lecture = await createLecture(baseURL!, teacherSession, course.id, {
    name: `Divide and conquer ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startWithSlides(baseURL!, teacherSession, lecture, ['Quicksort', 'Mergesort']);
  const studentSessions = await Promise.all(
    [0, 1, 2].map(async () => loginStudent(baseURL!, await createStudent(baseURL!))),
  );
  await admitToLecture(baseURL!, teacherSession, lecture, studentSessions);

  const person = async (mobile = false): Promise<Person> => {
    const user = await newUser(browser, { mobile });
    return { ...user, watch: watchNamespaces(user.page) };
  };
  const teacher = await person();
  // Cem follows on a phone.
  const [alex, bea, cem] = [await person(), await person(), await person(true)];
  const t = teacher.page;
  const [a, b, c] = [alex.page, bea.page, cem.page];

  const first = 'Why is quicksort faster than mergesort in practice?';
  const second = 'Is mergesort stable when the halves hold equal keys?';
  const answer = 'It sorts in place, so it stays in the cache.';
  const qaButton = t.getByRole('toolbar', { name: 'Lecture controls' }).getByRole('button', {
    name: /^Q&A/,
  });

  await test.step('the teacher shows the slides with the questions panel open', async () => {
    await signIn(t, teacherSession, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    await t.goto(`/lecture/${lecture.lectureNum}/presentation`);
    await expect(t.getByRole('img', { name: 'Slide 1 of 2' })).toBeVisible();
    const toggle = t.getByRole('button', { name: 'Questions', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(panel(t)).toContainText('There are currently no questions.');
    await expect(qaButton).toHaveAccessibleName('Q&A');
    // The lecture's signals: the Q&A count's and the panel's.
    await namespaceConnected(teacher.watch, '/signals', 2);
  });

  await test.step('the students open the Q&A tab of the live lecture', async () => {
    for (const [index, student] of [alex, bea, cem].entries()) {
      await signIn(student.page, studentSessions[index]!, '/student/my-courses');
      await openLiveQa(student.page, course, lecture);
      await namespaceConnected(student.watch, '/signals', 2);
    }
  });

  await test.step('Alex asks: Bea, Cem and the teacher see it without a Refresh', async () => {
    await ask(a, first);
    for (const page of [b, c]) {
      await expect(post(qaBlock(page), first)).toBeVisible();
      await expect(announcement(qaBlock(page))).toHaveText('1 new question');
      await expect(staleBanner(page)).toBeHidden();
    }
    // Bea's and Cem's lists counted their views: the question reaches the teacher.
    await expect(panelRow(t, first)).toContainText('Answers (0) · Votes +0 / -0');
    await expect(qaButton).toHaveAccessibleName('Q&A 1 new question');
    await expect(t.getByTestId('qa-badge')).toHaveText('1');
    await expect(t.getByRole('img', { name: 'Slide 1 of 2' })).toBeVisible();
  });

  await test.step('Bea asks a second question: the count on Q&A is 2', async () => {
    await ask(b, second);
    for (const page of [a, c]) await expect(post(qaBlock(page), second)).toBeVisible();
    await expect(announcement(qaBlock(c))).toHaveText('2 new questions');
    await expect(panelRow(t, second)).toBeVisible();
    await expect(qaButton).toHaveAccessibleName('Q&A 2 new questions');
    await expect(t.getByTestId('qa-badge')).toHaveText('2');
    await expectNoSeriousA11yIssues(t);
  });

  await test.step("Cem votes on the phone: the others' lists and the panel count it", async () => {
    const vote = post(qaBlock(c), first).getByRole('button', { name: /^Vote up \d+$/ });
    await vote.click();
    await expect(vote).toHaveAttribute('aria-pressed', 'true');
    for (const page of [a, b])
      await expect(
        post(qaBlock(page), first).getByRole('button', { name: /^Vote up \d+$/ }),
      ).toHaveAccessibleName('Vote up 1');
    await expect(panelRow(t, first)).toContainText('Votes +1 / -0');
  });

  await test.step("Bea answers: the answer count follows on Alex's and Cem's lists and in the panel", async () => {
    await post(qaBlock(b), first).getByRole('link', { name: 'Answers (0)' }).click();
    await expect(b).toHaveURL(new RegExp(`/lecture/${lecture.lectureNum}/questions/\\d+$`));
    await b.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await b.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(post(b, answer)).toBeVisible();
    for (const page of [a, c]) {
      await expect(post(qaBlock(page), first)).toContainText('Answers (1)');
      await expect(staleBanner(page)).toBeHidden();
    }
    // The teacher gets an answer once two students besides its author have read it.
    await expect(panelRow(t, first)).toContainText('Answers (0) · Votes +1 / -0');
    for (const page of [a, c]) {
      await post(qaBlock(page), first).getByRole('link', { name: 'Answers (1)' }).click();
      await expect(post(page, answer)).toBeVisible();
    }
    await expect(panelRow(t, first)).toContainText('Answers (1) · Votes +1 / -0');

    // The teacher opens the question's answers in the panel; the slide stays on screen.
    await panelRow(t, first).click();
    await expect(panel(t).getByRole('list', { name: 'Answers:' })).toContainText(answer);
    await expect(t.getByRole('img', { name: 'Slide 1 of 2' })).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await panel(t).getByRole('button', { name: 'Back to questions' }).click();
    await expect(panelRow(t, second)).toBeVisible();
  });

  await test.step('Q&A opens the questions page', async () => {
    await qaButton.click();
    await expect(t).toHaveURL(new RegExp(`/lecture/${lecture.lectureNum}/questions$`));
    for (const text of [first, second]) await expect(post(qaBlock(t), text)).toBeVisible();
  });
});
