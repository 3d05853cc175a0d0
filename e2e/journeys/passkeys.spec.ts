import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  unique,
} from '../support/api.ts';
import { openCodeDesk, startWithSlides } from '../support/live.ts';
import { menuEntry } from '../support/ui.ts';
import { signIn } from '../support/users.ts';

// Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain: a platform authenticator
// that keeps discoverable credentials and verifies the user). A new student, admitted to a live
// lecture, keeps the account with a passkey instead of saving the Private ID and password and
// joins; after logging out, the same browser logs in with the passkey and reaches the course. A
// teacher adds a passkey in My Settings, logs in with it, and removes it.
// WebAuthn takes no IP address as the site, so these browsers use http://localhost:<port> (the
// same server; its passkeys are for localhost when PUBLIC_URL is a loopback address).

const MINUTE = 60_000;

/** A browser of its own on the localhost name of the journeys' server, with a passkey device. */
async function withAuthenticator(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; credentials: () => Promise<number> }> {
  const url = new URL(baseURL);
  url.hostname = 'localhost';
  const context = await browser.newContext({ baseURL: url.origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  const credentials = async () =>
    (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length;
  return { context, page, credentials };
}

test('a new student keeps the account with a passkey, joins, and logs in with it later', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const session = await loginTeacher(baseURL!, await registerTeacher(baseURL!));
  const course = await createCourse(baseURL!, session, { name: `Acoustics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    name: `Standing waves ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startWithSlides(baseURL!, session, lecture, ['Nodes', 'Harmonics']);
  const desk = await openCodeDesk(baseURL!, session, lecture);
  const { context, page, credentials } = await withAuthenticator(browser, baseURL!);

  try {
    await test.step('admitted, the student keeps the account with a passkey', async () => {
      const code = await desk.issue(600);
      await page.goto('/old-or-new-student?new=1');
      await page.getByRole('textbox', { name: 'Enter Lecture Code' }).fill(code);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await page.getByRole('button', { name: 'Fox', exact: true }).click();
      await expect(page).toHaveURL(/\/waiting-room\?/);
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
      expect(await desk.admit('new')).toBe(1);

      await expect(page).toHaveURL(/\/download-password$/);
      const keep = page.getByRole('button', {
        name: 'Keep this account with a passkey',
        exact: true,
      });
      // The passkey is the first choice; the Private ID and password stay below it.
      await expect(keep).toBeVisible();
      await expect(page.getByTestId('private-id')).not.toBeEmpty();
      await keep.click();
      await expect(
        page.getByText('Your account is kept with a passkey on this device.', { exact: false }),
      ).toBeVisible();
      expect(await credentials()).toBe(1);
    });

    await test.step('the student joins the class without saving the credentials', async () => {
      const join = page.getByRole('button', { name: 'Join class', exact: true });
      await expect(join).toBeEnabled();
      await join.click();
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
      await expect(page.getByRole('heading', { name: lecture.name, level: 1 })).toBeVisible();
    });

    await test.step('logged out, the student logs in with the passkey', async () => {
      await page.goto('/student/my-courses');
      await menuEntry(page, 'Log out').click();
      await expect(page).toHaveURL(/\/about$/);
      expect(await page.evaluate(() => localStorage.getItem('anonToken'))).toBeNull();

      await page.goto('/register-student');
      await page.getByRole('button', { name: 'Log in with a passkey', exact: true }).click();
      await expect(page).toHaveURL(/\/student\/my-courses$/);
      await expect(page.getByText(course.name).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('anon_user_role'))).toBe('STUDENT');
    });
  } finally {
    desk.close();
    await context.close();
  }
});

test('a teacher adds a passkey in My Settings, logs in with it and removes it', async ({
  browser,
  baseURL,
}) => {
  const teacher = await registerTeacher(baseURL!);
  const { context, page, credentials } = await withAuthenticator(browser, baseURL!);
  try {
    await signIn(page, await loginTeacher(baseURL!, teacher), '/teacher/settings');
    await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(page.getByText('You have no passkey yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add a passkey', exact: true }).click();
    const list = page.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByText('Passkey 1')).toBeVisible();
    await expect(list.getByText(/not used yet/)).toBeVisible();
    expect(await credentials()).toBe(1);

    await menuEntry(page, 'Log out').click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/teacher-login');
    await page.getByRole('button', { name: 'Log in with a passkey', exact: true }).click();
    await expect(page).toHaveURL(/\/teacher\/my-courses$/);

    await menuEntry(page, 'My Settings').click();
    await expect(list.getByText(/last used on/)).toBeVisible();
    await page.getByRole('button', { name: 'Remove Passkey 1', exact: true }).click();
    await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  } finally {
    await context.close();
  }
});
