import { expect, test } from '@playwright/test';
import {
  createCourse,
  loginStudent,
  loginTeacher,
  registerTeacher,
  unique,
} from '../support/api.ts';
import { slidesPdf } from '../support/pdf.ts';
import { action, barEntry, field, lectureCard, reaction, reactionBar } from '../support/ui.ts';
import { newUser, signIn, type User } from '../support/users.ts';

// One teacher and three new students, each in a browser of their own, run a live lecture:
// the teacher uploads slides and starts, shows a Lecture Code, admits the waiting students, who
// save their credentials and react; the reactions move the counts beneath the teacher's slide, and
// a slide change starts the counts of the next slide afresh for everybody.

test('a teacher runs a live lecture with three new students who react slide by slide', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
  const lectureName = `Refraction ${unique()}`;

  const teacher = await newUser(browser);
  // Two students at a desk and one on a phone; each picks a mask of their own.
  const alex = { ...(await newUser(browser)), mask: 'Fox' };
  const bea = { ...(await newUser(browser)), mask: 'Owl' };
  const cem = { ...(await newUser(browser, { mobile: true })), mask: 'Panda' };
  const students: (User & { mask: string })[] = [alex, bea, cem];
  const t = teacher.page;

  await test.step('the teacher adds a lecture that starts now, with a three-page PDF', async () => {
    await signIn(t, session, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    await action(t, 'Add a New Lecture').click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures\/add$/);
    // The form proposes today, now, and one hour: a lecture that is live at once.
    await field(t, 'Lecture name').fill(lectureName);
    await t.locator('input[type=file]').setInputFiles({
      name: 'refraction.pdf',
      mimeType: 'application/pdf',
      buffer: slidesPdf(["Snell's law", 'Total reflection', 'Summary']),
    });
    await expect(t.getByText('refraction.pdf', { exact: true })).toBeVisible();
    await t.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    await expect(t.getByText(lectureName, { exact: true })).toBeVisible();
  });

  await test.step('the teacher starts it and lands on the first slide', async () => {
    // A live lecture's card opens Class Status.
    await lectureCard(t, lectureName).click();
    await expect(t).toHaveURL(/\/teacher\/class-status$/);
    await expect(t.getByRole('heading', { name: lectureName })).toBeVisible();
    await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
    const warning = t.getByRole('dialog', { name: 'New connection' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Start lecture', exact: true }).click();
    await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);
    await expect(t.getByRole('toolbar', { name: 'Lecture controls' })).toBeVisible();
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 0');
  });

  let code = '';
  await test.step('the teacher shows a Lecture Code from the class status panel', async () => {
    await t.getByRole('button', { name: 'Class status', exact: true }).click();
    const panel = t.getByRole('complementary', { name: 'Class status' });
    await panel.getByRole('button', { name: 'Request ID', exact: true }).click();
    const shown = panel.getByRole('status', { name: 'Lecture Code' });
    await expect(shown).toHaveText(/^\d{6}$/);
    code = (await shown.textContent())!.trim();
    await expect(panel.getByRole('timer', { name: 'Time left' })).toContainText('Expires in');
  });

  await test.step('the students enter the code, pick a mask and wait', async () => {
    for (const student of students) {
      const { page } = student;
      await page.goto('/old-or-new-student');
      await page.getByRole('button', { name: /I am new here/ }).click();
      await page.getByRole('textbox', { name: 'Enter Lecture Code' }).fill(code);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(page).toHaveURL(/\/pick-card\?classId=\d{6}$/);
      await expect(page.getByText('Select a mask to get a pseudonym')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Masks' }).getByRole('button')).toHaveCount(12);
      await page.getByRole('button', { name: student.mask }).click();
      await expect(page).toHaveURL(/\/waiting-room\?/);
      await expect(page.getByText('Please wait, the host will let you soon.')).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
    }
  });

  await test.step('the teacher sees them waiting and admits them', async () => {
    // A compact panel above the slide, not a dialog over it.
    const update = t.getByRole('region', { name: 'Waiting Room Update!' });
    await expect(update).toContainText('Do you want to accept them?');
    await expect(t.getByLabel('New accounts: 3', { exact: true })).toBeAttached();
    await update.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(update).toBeHidden();
    await expect(t.getByLabel('New accounts: 0', { exact: true })).toBeVisible();
  });

  await test.step('the students save their new credentials and join the class', async () => {
    for (const student of [alex, bea]) {
      const { page } = student;
      await expect(page).toHaveURL(/\/download-password$/);
      await expect(
        page.getByText('You have been admitted to the lecture. Your account has been created.'),
      ).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      expect((await download).suggestedFilename()).toBe('o4f-credentials.png');
      await expect(page.getByText('Saved as o4f-credentials.png')).toBeVisible();
      await page.getByRole('button', { name: 'Join class', exact: true }).click();
    }

    const phone = cem.page;
    await expect(phone).toHaveURL(/\/download-password-mobile$/);
    // The credentials shown are real: they open a session of their own.
    const [anonId, password] = await phone.getByRole('definition').allTextContents();
    expect(anonId).toMatch(/\S{8,}/);
    await loginStudent(baseURL!, { anonId: anonId!, password: password! });
    const proceed = phone.getByRole('button', { name: 'Continue', exact: true });
    await expect(proceed).toBeDisabled();
    await phone
      .getByRole('checkbox', { name: /I have written down or saved my Private ID and password/ })
      .check();
    await proceed.tap();

    for (const { page } of students) {
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
      await expect(page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByText('Your feedback on slide 1', { exact: true })).toBeVisible();
      await expect(reaction(page, 'Great!')).toBeEnabled();
    }
  });

  await test.step('the students react and the teacher sees the counts move', async () => {
    await reaction(alex.page, "I'm lost").click();
    await reaction(bea.page, 'Great!').click();
    await reaction(cem.page, 'Great!').tap();
    await expect(reaction(alex.page, "I'm lost")).toHaveAttribute('aria-pressed', 'true');
    await expect(reaction(cem.page, 'Great!')).toHaveAttribute('aria-pressed', 'true');

    await expect(barEntry(t, 'Great!', 2, 67)).toBeVisible();
    await expect(barEntry(t, "I'm lost", 1, 33)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 3');

    // One active reaction per student: pressing another replaces it.
    await reaction(alex.page, 'Not Clear').click();
    await expect(reaction(alex.page, 'Not Clear')).toHaveAttribute('aria-pressed', 'true');
    await expect(reaction(alex.page, "I'm lost")).toHaveAttribute('aria-pressed', 'false');
    await expect(barEntry(t, 'Not Clear', 1, 33)).toBeVisible();
    await expect(barEntry(t, "I'm lost", 0, 0)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 3');
    // The lecture's total counts each student once per slide, with their latest reaction.
    await expect(reactionBar(t)).toContainText('Lecture total: 3');
  });

  await test.step('the teacher moves to slide 2: the counts start afresh', async () => {
    await t.getByRole('button', { name: 'Next slide', exact: true }).click();
    await expect(t.getByText('Slide 2 of 3', { exact: true })).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 0');
    await expect(barEntry(t, 'Great!', 0, 0)).toBeVisible();

    for (const { page } of students) {
      await expect(page.getByText('Your feedback on slide 2', { exact: true })).toBeVisible();
      await expect(reaction(page, 'Great!')).toHaveAttribute('aria-pressed', 'false');
      await expect(reaction(page, 'Not Clear')).toHaveAttribute('aria-pressed', 'false');
    }

    await reaction(bea.page, 'Too Hard').click();
    await reaction(cem.page, 'Too Hard').tap();
    await reaction(alex.page, 'Too Simple').click();
    await expect(barEntry(t, 'Too Hard', 2, 67)).toBeVisible();
    await expect(barEntry(t, 'Too Simple', 1, 33)).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 3');
    await expect(reactionBar(t)).toContainText('Lecture total: 6');
  });

  await test.step('going back to slide 1 tells the students too', async () => {
    await t.getByRole('button', { name: 'Previous slide', exact: true }).click();
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
    await expect(reactionBar(t)).toContainText('Total: 0');
    for (const { page } of students) {
      await expect(page.getByText('Your feedback on slide 1', { exact: true })).toBeVisible();
    }
  });

  for (const user of [teacher, ...students]) await user.context.close();
});
