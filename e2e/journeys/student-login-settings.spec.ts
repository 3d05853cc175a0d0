import { expect, test, type Page } from '@playwright/test';
import { createStudent, loginTeacher, registerTeacher, strongPassword } from '../support/api.ts';
import { expectMessage, field, menuEntry, touchAndClear } from '../support/ui.ts';
import { newUser, signIn } from '../support/users.ts';

/** Walks the change-password form through every rule, then changes the password. */
async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'My Settings' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Change password', exact: true });
  await expect(submit).toBeDisabled();

  await touchAndClear(field(page, 'Current password'));
  await expectMessage(page, 'Current password is required.');
  await touchAndClear(field(page, 'New password'));
  await expectMessage(page, 'New password is required.');
  await field(page, 'New password').fill('weak');
  await field(page, 'New password').blur();
  await expectMessage(page, 'Weak password. Match requirement from above.');
  await touchAndClear(field(page, 'Confirm new password'));
  await expectMessage(page, 'Confirm password is required');

  await field(page, 'Current password').fill(current);
  await field(page, 'New password').fill(next);
  await field(page, 'Confirm new password').fill(`${next}-typo`);
  await field(page, 'Confirm new password').blur();
  await expectMessage(page, 'Password do not match');
  await expect(submit).toBeDisabled();

  await field(page, 'Confirm new password').fill(next);
  await expect(submit).toBeEnabled();
  await submit.click();
  // On success the form resets.
  await expect(field(page, 'Current password')).toHaveValue('');
}

test('a student logs in with the private ID, changes the password and logs in again', async ({
  page,
  baseURL,
}) => {
  const student = await createStudent(baseURL!);
  const newPassword = strongPassword();

  await test.step('the login form needs both the private ID and the password', async () => {
    await page.goto('/register-student');
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await expect(login).toBeDisabled();
    // Left empty: Tab out of the auto-focused Private ID, a click into Password and away.
    await expect(field(page, 'Private ID')).toBeFocused();
    await page.keyboard.press('Tab');
    await expectMessage(page, 'Private ID is required.');
    await field(page, 'Password').click();
    await page.getByRole('heading', { name: 'Student Login' }).click();
    await expectMessage(page, 'Password is required.');
    await touchAndClear(field(page, 'Private ID'));
    await expectMessage(page, 'Private ID is required.');
    await touchAndClear(field(page, 'Password'));
    await expectMessage(page, 'Password is required.');

    await field(page, 'Private ID').fill(student.anonId);
    await expect(login).toBeDisabled();
    await field(page, 'Password').fill(student.password);
    await expect(login).toBeEnabled();
    await login.click();
  });

  await test.step('the student reaches the courses page', async () => {
    await expect(page).not.toHaveURL(/\/register-student$/);
    await menuEntry(page, 'My Courses').click();
    await expect(page).toHaveURL(/\/student\/my-courses$/);
    // A student with no course yet sees the empty-state heading instead of 'Courses'.
    await expect(
      page.getByRole('heading', { name: 'There Are Currently No Courses.' }),
    ).toBeVisible();
  });

  await test.step('the student changes the password in My Settings', async () => {
    await menuEntry(page, 'My Settings').click();
    await expect(page).toHaveURL(/\/student\/settings$/);
    await changePassword(page, student.password, newPassword);
  });

  await test.step('the student logs out and back in with the new password', async () => {
    await menuEntry(page, 'Log out').click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => localStorage.getItem('anonToken'))).toBeNull();

    await page.goto('/register-student');
    await field(page, 'Private ID').fill(student.anonId);
    await field(page, 'Password').fill(newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).not.toHaveURL(/\/register-student$/);
    expect(await page.evaluate(() => localStorage.getItem('anonToken'))).not.toBeNull();
  });
});

test('a teacher changes the password and logs in with it', async ({ browser, baseURL }) => {
  const teacher = await registerTeacher(baseURL!);
  const newPassword = strongPassword();
  const { context, page } = await newUser(browser);

  await signIn(page, await loginTeacher(baseURL!, teacher), '/teacher/settings');
  await changePassword(page, teacher.password, newPassword);

  await menuEntry(page, 'Log out').click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goto('/teacher-login');
  await field(page, 'Private ID').fill(teacher.email);
  await field(page, 'Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/teacher\/my-courses$/);
  await context.close();
});
