import { expect, test, type Page } from '@playwright/test';
import { API, apiContext, createStudent, loginStudent } from '../support/api.ts';
import { signIn } from '../support/users.ts';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('anonToken'));

test('a teacher with an unknown token is sent to About and forgets the token', async ({ page }) => {
  await signIn(
    page,
    { token: 'bogus-token-that-the-server-never-issued', role: 'TEACHER' },
    '/teacher/my-courses',
  );
  await expect(page).toHaveURL(/\/about$/);
  expect(await storedToken(page)).toBeNull();
});

test('a student whose session was revoked is sent to About on the next call', async ({
  page,
  baseURL,
}) => {
  const student = await createStudent(baseURL!);
  const session = await loginStudent(baseURL!, student);
  await signIn(page, session, '/student/my-courses');
  await expect(
    page.getByRole('heading', { name: 'There Are Currently No Courses.' }),
  ).toBeVisible();
  expect(await storedToken(page)).toBe(session.token);

  // The session ends elsewhere (here: a logout from another device with the same token).
  const api = await apiContext(baseURL!, session.token);
  expect((await api.post(`${API}/user/logout`)).ok()).toBe(true);
  await api.dispose();

  await page.reload();
  await expect(page).toHaveURL(/\/about$/);
  expect(await storedToken(page)).toBeNull();
});
