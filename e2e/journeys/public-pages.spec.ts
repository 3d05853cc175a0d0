import { expect, test } from '@playwright/test';
import { loginTeacher, registerTeacher } from '../support/api.ts';
import { action, expectMessage } from '../support/ui.ts';
import { signIn } from '../support/users.ts';

test('a visitor finds the About page, its two doors and the Learn More cards', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/about$/);

  await expect(action(page, 'Student')).toBeVisible();
  await expect(action(page, 'Teacher')).toBeVisible();

  await page.getByRole('button', { name: 'Learn More' }).click();
  for (const title of [
    'Real-time feedback',
    'Feedback beneath the slide',
    'Anonymous but accountable Q&A',
    'Analytics histograms',
    'No personal data from students',
  ]) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }

  // A newcomer lands on the join screen (issue 10); the login is one tap away there.
  await action(page, 'Student').click();
  await expect(page).toHaveURL(/\/old-or-new-student\?new=1$/);
  await page.goto('/about');
  await action(page, 'Teacher').click();
  await expect(page).toHaveURL(/\/teacher-login$/);
});

test('the privacy policy states its date and its promises; the terms are there too', async ({
  page,
}) => {
  await page.goto('/about');
  await page
    .getByRole('link', { name: /privacy policy/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/(September 9, 2025|9 September 2025)/).first()).toBeVisible();

  const policy = page.getByRole('main');
  await expect(policy).toContainText('teacher data is public for verification');
  await expect(policy).toContainText('We do not store any personal data of students');
  await expect(policy).toContainText('We do not use cookies');
  await expect(policy).toContainText('cloud servers in the USA');
  await expect(policy).toContainText('inactive for more than a year are deleted');
  await expect(policy).toContainText(
    /access to your data, its correction, its deletion, or a restriction/,
  );

  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
});

test('a visitor sends feedback and is thanked', async ({ page }) => {
  await page.goto('/feedback');
  await expect(page.getByText('We value your feedback.')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();

  await page
    .getByRole('textbox')
    .first()
    .fill('The reaction buttons are great; please add a dark mode.');
  await expect(send).toBeEnabled();
  await send.click();
  await expectMessage(page, 'Thank you for your feedback.');
});

test('How it Works answers the 13 frequent questions', async ({ page, baseURL }) => {
  const teacher = await registerTeacher(baseURL!);
  await signIn(page, await loginTeacher(baseURL!, teacher), '/teacher/how-it-works');

  await expect(page.getByRole('tab', { name: 'Teacher' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const faq = page.getByRole('tabpanel');
  await expect(faq.getByRole('button', { name: 'Is my feedback really anonymous?' })).toBeVisible();
  await expect(
    faq.getByRole('button', { expanded: false }).or(faq.getByRole('button', { expanded: true })),
  ).toHaveCount(13);
});

test('unknown and protected paths lead to the right login', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/register-student$/);

  await page.goto('/old/teacher-corner');
  await expect(page).toHaveURL(/\/teacher-login$/);

  await page.goto('/teacher/my-courses');
  await expect(page).toHaveURL(/\/teacher-login$/);
});
