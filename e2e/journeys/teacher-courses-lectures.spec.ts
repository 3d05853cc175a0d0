import { expect, test } from '@playwright/test';
import { teacherData, unique } from '../support/api.ts';
import { action, expectMessage, field, touchAndClear } from '../support/ui.ts';

test('a teacher registers, logs in, and runs a course and a lecture from creation to deletion', async ({
  page,
}) => {
  const teacher = teacherData();

  await test.step('registration shows every rule, then succeeds', async () => {
    await page.goto('/teacher-login');
    // The Private ID field has focus and complains when left empty, which moves the Register link
    // under the pointer; a keyboard user reaches it reliably.
    await action(page, 'Register').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register-teacher$/);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Email is required.',
      'University is required.',
      'Password is required.',
      'Confirm password is required',
    ]) {
      await expectMessage(page, message);
    }

    await field(page, 'First Name').fill(teacher.firstName);
    await field(page, 'Last Name').fill(teacher.lastName);
    await field(page, 'School Email').fill('not-an-email');
    await field(page, 'School Name').fill(teacher.university);
    await field(page, 'Username').fill(teacher.username);
    await field(page, 'Password').fill(teacher.password);
    await field(page, 'Confirm password').fill(`${teacher.password}-typo`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectMessage(page, 'Email is not valid.');
    await expectMessage(page, 'Password do not match');

    await field(page, 'School Email').fill(teacher.email);
    await field(page, 'Confirm password').fill(teacher.password);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher-login$/);
  });

  await test.step('login shows its rules, then opens My Courses', async () => {
    // Submitted from the keyboard: a pointer click on Login first blurs the focused, empty Private ID,
    // whose message then pushes the button down under the pointer (reported as a product bug).
    await field(page, 'Password').press('Enter');
    await expectMessage(page, 'Private ID is not valid.');
    await expectMessage(page, 'Password is not valid.');

    await field(page, 'Private ID').fill(teacher.email);
    await field(page, 'Password').fill(teacher.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);
    await expect(page.getByText('There Are Currently No Courses.')).toBeVisible();
  });

  const title = `Linear Algebra ${unique()}`;
  const shortName = `LA${unique().slice(0, 3)}`;
  const renamed = `${title} II`;

  await test.step('the teacher creates a course', async () => {
    await action(page, 'Add a New Course').click();
    await expect(page).toHaveURL(/\/teacher\/my-courses\/add$/);
    await touchAndClear(field(page, 'COURSE TITLE'));
    await touchAndClear(field(page, 'SHORT NAME (OPTIONAL)'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectMessage(page, 'Title is not valid.');

    await field(page, 'COURSE TITLE').fill(title);
    await field(page, 'SHORT NAME (OPTIONAL)').fill(shortName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);
    await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  });

  await test.step('the teacher renames it', async () => {
    await action(page, `Actions for course ${title}`).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses\/edit\/\d+$/);
    await expect(field(page, 'COURSE TITLE')).toHaveValue(title);
    await field(page, 'COURSE TITLE').fill(renamed);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);
    await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  });

  const lectureName = `Eigenvalues ${unique()}`;
  const lectureRenamed = `${lectureName} (revised)`;

  await test.step('the teacher opens the course and adds a lecture', async () => {
    await action(page, `Open course ${renamed}`).click();
    await expect(page).toHaveURL(/\/teacher\/my-lectures$/);
    await expect(
      page.getByText('There is no lectures at this time. Please create a new lecture.'),
    ).toBeVisible();

    await action(page, 'Add a New Lecture').click();
    await expect(page).toHaveURL(/\/teacher\/my-lectures\/add$/);
    await touchAndClear(field(page, 'Lecture name'));
    await expectMessage(page, 'Name is required.');
    await field(page, 'Date').fill('');
    await field(page, 'Date').blur();
    await expectMessage(page, 'Date is required.');
    await field(page, 'Start time').fill('');
    await field(page, 'Start time').blur();
    await expectMessage(page, 'Start time is required.');
    await field(page, 'End time').fill('');
    await field(page, 'End time').blur();
    await expectMessage(page, 'End time is required.');

    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    await field(page, 'Lecture name').fill(lectureName);
    await field(page, 'Date').fill(tomorrow);
    await field(page, 'Start time').fill('10:00');
    await field(page, 'End time').fill('11:00');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-lectures$/);
    await expect(page.getByText(lectureName, { exact: true })).toBeVisible();
  });

  await test.step('the teacher edits the lecture', async () => {
    await page
      .getByRole('button', { name: /^Actions for lecture \d+$/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-lectures\/edit\/\d+$/);
    await expect(field(page, 'Lecture name')).toHaveValue(lectureName);
    await field(page, 'Lecture name').fill(lectureRenamed);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-lectures$/);
    await expect(page.getByText(lectureRenamed, { exact: true })).toBeVisible();
  });

  await test.step('the teacher deletes the lecture', async () => {
    await page
      .getByRole('button', { name: /^Actions for lecture \d+$/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure that you want to delete this lecture?');
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectMessage(page, 'Lecture deleted');
    await expect(page).toHaveURL(/\/teacher\/my-lectures$/);
    await expect(
      page.getByText('There is no lectures at this time. Please create a new lecture.'),
    ).toBeVisible();
  });

  await test.step('the teacher deletes the course', async () => {
    await page.goto('/teacher/my-courses');
    await action(page, `Actions for course ${renamed}`).click();
    await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Course', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure that you want to delete this course?');
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);
    await expect(page.getByText('There Are Currently No Courses.')).toBeVisible();
  });
});
