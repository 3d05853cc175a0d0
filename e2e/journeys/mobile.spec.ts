import { expect, test } from '@playwright/test';
import { createStudent, loginStudent, loginTeacher, registerTeacher } from '../support/api.ts';
import { newUser, signIn } from '../support/users.ts';

test('on a phone the side menu is a drawer behind the menu button', async ({
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(baseURL!);
  const { context, page } = await newUser(browser, { mobile: true });
  await signIn(page, await loginTeacher(baseURL!, teacher), '/teacher/my-courses');
  await expect(
    page.getByRole('heading', { name: 'There Are Currently No Courses.' }),
  ).toBeVisible();

  const settings = page.getByRole('link', { name: 'My Settings', exact: true });
  await expect(settings).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(settings).toBeVisible();
  await settings.tap();
  await expect(page).toHaveURL(/\/teacher\/settings$/);
  await expect(page.getByRole('heading', { name: 'My Settings' })).toBeVisible();
  await expect(settings).toBeHidden();
  await context.close();
});

test('a student on a phone reaches the same menu through the drawer', async ({
  browser,
  baseURL,
}) => {
  const student = await createStudent(baseURL!);
  const { context, page } = await newUser(browser, { mobile: true });
  await signIn(page, await loginStudent(baseURL!, student), '/student/my-courses');
  await expect(
    page.getByRole('heading', { name: 'There Are Currently No Courses.' }),
  ).toBeVisible();

  await expect(page.getByRole('link', { name: 'How it Works', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('link', { name: 'How it Works', exact: true }).tap();
  await expect(page).toHaveURL(/\/student\/how-it-works$/);
  await expect(page.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
  await context.close();
});
