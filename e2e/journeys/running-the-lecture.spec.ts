import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerTeacher, unique } from '../support/api.ts';
import { expectNoSeriousA11yIssues } from '../support/a11y.ts';
import { slidesPdf } from '../support/pdf.ts';
import { joinAsNewStudent, requestLectureCode, waitAsNewStudent } from '../support/live.ts';
import { action, field, lectureCard, reactionBar } from '../support/ui.ts';
import { newUser } from '../support/users.ts';

// The teacher's side of a big lecture (issue 10): login with its hint, a course without a short
// name, Start with Cancel / Start lecture, the waiting room as a compact panel beside the slide,
// Admit automatically, the named reactions and their hide switch, End with its confirmation, and
// the card no longer Live. Two students join on phones.

const updatePanel = (page: Page) => page.getByRole('region', { name: 'Waiting Room Update!' });

/** The two boxes do not overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const overlap =
    boxA!.x < boxB!.x + boxB!.width &&
    boxB!.x < boxA!.x + boxA!.width &&
    boxA!.y < boxB!.y + boxB!.height &&
    boxB!.y < boxA!.y + boxA!.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

test('a teacher runs a lecture for a big room: waiting panel, admit automatically, end', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const account = await registerTeacher(baseURL!);
  const teacher = await newUser(browser);
  const t = teacher.page;
  const ana = await newUser(browser, { mobile: true });
  const ben = await newUser(browser, { mobile: true });
  const title = `Thermodynamics ${unique()}`;
  const lectureName = `Entropy ${unique()}`;

  await test.step('login says what to type; a failed attempt’s toast goes with the success', async () => {
    await t.goto('/teacher-login');
    await expect(t.getByText('Type your username or your school e-mail.')).toBeVisible();
    await expect(field(t, 'Private ID')).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await field(t, 'Private ID').fill(account.email);
    await field(t, 'Password').fill('Wrong-password-1');
    await t.getByRole('button', { name: 'Login', exact: true }).click();
    const failure = t.getByText('Wrong username or password.', { exact: true });
    await expect(failure).toBeVisible();
    await field(t, 'Password').fill(account.password);
    await t.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-courses$/);
    // Well before the toast would hide by itself (5 s).
    await expect(failure).toBeHidden({ timeout: 1500 });
  });

  await test.step('a course without a short name; its name opens its lectures', async () => {
    await action(t, 'Add a New Course').click();
    await expect(t).toHaveURL(/\/teacher\/my-courses\/add$/);
    await expect(t.getByText('Leave it empty to use the beginning of the title.')).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await field(t, 'COURSE TITLE').fill(title);
    await t.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-courses$/);
    await expectNoSeriousA11yIssues(t);
    await t.getByRole('heading', { name: title, exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    // The breadcrumb shows the derived short name ("Thermodynamics").
    await expect(t.getByRole('navigation', { name: /breadcrumb/i })).toContainText(
      'Thermodynamics',
    );
  });

  await test.step('a lecture that starts now, with slides', async () => {
    await action(t, 'Add a New Lecture').click();
    await field(t, 'Lecture name').fill(lectureName);
    await t.locator('input[type=file]').setInputFiles({
      name: 'entropy.pdf',
      mimeType: 'application/pdf',
      buffer: slidesPdf(['Heat', 'Entropy', 'Summary']),
    });
    await expect(t.getByText('entropy.pdf', { exact: true })).toBeVisible();
    await t.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
  });

  await test.step('Start: Cancel leaves it unstarted, Start lecture starts it', async () => {
    await lectureCard(t, lectureName).click();
    await expect(t).toHaveURL(/\/teacher\/class-status$/);
    await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
    const warning = t.getByRole('dialog', { name: 'New connection' });
    await warning.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(warning).toBeHidden();
    await expect(t).toHaveURL(/\/teacher\/class-status$/);
    await expect(t.getByRole('button', { name: 'Start Lecture', exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
    await warning.getByRole('button', { name: 'Start lecture', exact: true }).click();
    await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
  });

  let code = '';
  await test.step('a Lecture Code from the class status panel', async () => {
    code = await requestLectureCode(t);
  });

  await test.step('an arrival: a compact panel beside the slide, not a dialog over it', async () => {
    await waitAsNewStudent(ana.page, code, 'Fox');
    const update = updatePanel(t);
    await expect(update).toContainText('Waiting: 1 New accounts.');
    await expect(update).toContainText('Do you want to accept them?');
    await expect(t.getByRole('dialog')).toHaveCount(0);
    await expectApart(update, t.getByRole('img', { name: 'Slide 1 of 3' }));
    await expectNoSeriousA11yIssues(t);
    await update.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(update).toBeHidden();
    await expect(ana.page).toHaveURL(/\/download-password-mobile$/);
  });

  await test.step('Admit automatically admits the next arrival without asking', async () => {
    await t.getByRole('button', { name: 'Class status', exact: true }).click();
    const panel = t.getByRole('complementary', { name: 'Class status' });
    await panel.getByRole('switch', { name: 'Admit automatically' }).check();
    await expect(panel).toContainText('Admitted in this lecture: 1');
    await panel.getByRole('button', { name: 'Close class status', exact: true }).click();
    // Nobody is asked, so the strip above the slide takes no space (issue 17).
    const update = updatePanel(t);
    await expect(update).toHaveCount(0);

    // Admitted at once: the waiting room may pass too fast to be seen.
    await joinAsNewStudent(ben.page, code, 'Owl');
    await expect(ben.page).toHaveURL(/\/download-password-mobile$/);
    // Credentials issued as by "admit": a private ID is shown.
    await expect(ben.page.getByRole('definition').first()).toHaveText(/\S{8,}/);
    await expect(update).toHaveCount(0);
    await expect(t.getByRole('dialog')).toHaveCount(0);
    await t.getByRole('button', { name: 'Class status', exact: true }).click();
    await expect(panel).toContainText('Admitted in this lecture: 2');
    await panel.getByRole('button', { name: 'Close class status', exact: true }).click();
  });

  await test.step('the reactions are named beneath the slide and can be hidden', async () => {
    const bar = reactionBar(t);
    for (const name of ["I'm lost", 'Not Clear', 'Great!', 'Too Hard', 'Too Simple'])
      await expect(bar.getByText(name, { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(t);
    await t.getByRole('button', { name: 'Hide reactions', exact: true }).click();
    await expect(bar).toBeHidden();
    await t.getByRole('button', { name: 'Show reactions', exact: true }).click();
    await expect(bar).toBeVisible();
  });

  await test.step('End Lecture asks first; afterwards the card is no longer Live', async () => {
    await t.goto('/teacher/class-status');
    await t.getByRole('button', { name: 'End Lecture', exact: true }).click();
    const confirm = t.getByRole('dialog', {
      name: 'Are you sure that you want to end this lecture?',
    });
    await confirm.getByRole('button', { name: 'No', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(t.getByRole('button', { name: 'End Lecture', exact: true })).toBeVisible();
    await t.getByRole('button', { name: 'End Lecture', exact: true }).click();
    await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
    const card = t.getByRole('listitem').filter({ hasText: lectureName });
    await expect(card).toContainText('Past');
    await expect(card.getByText('Live', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yIssues(t);
  });
});
