import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.ts';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  unique,
  uploadSlides,
} from '../support/api.ts';
import { openCodeDesk } from '../support/live.ts';
import { action, lectureCard, reaction } from '../support/ui.ts';
import { newUser, signIn } from '../support/users.ts';

// Issue 10, "Joining": a teacher shows the Lecture Code with its QR code over the slide; three
// new students on phones open the short join URL the QR code carries (read here from the URL
// shown under it), and reach the Feedback tab in at most four taps: a mask, then the credentials
// step's checkbox and Continue. No typing. On the live page Back keeps them in the lecture,
// "Who am I?" answers a tap, and a tapped reaction keeps no hover tint. No page they visit
// scrolls sideways at its phone width.

const MINUTE = 60_000;

const PHONES = [
  { name: 'Ana', width: 360, height: 740, mask: 'Fox' },
  { name: 'Ben', width: 390, height: 844, mask: 'Owl' },
  { name: 'Cho', width: 360, height: 740, mask: 'Panda' },
] as const;

/** A student's phone: a touch screen; every tap the journey makes is counted. */
interface Phone {
  name: string;
  width: number;
  mask: string;
  page: Page;
  taps: number;
  tap: (target: Locator) => Promise<void>;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `scroll width of ${page.url()}`).toBeLessThanOrEqual(width);
}

test('three new students join from the QR code on their phones in at most four taps', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Acoustics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    name: `Resonance ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await uploadSlides(baseURL!, session, lecture, ['Standing waves', 'Overtones'], 'resonance.pdf');

  const teacher = await newUser(browser);
  const t = teacher.page;

  await test.step('the teacher starts the lecture and shows the code over the slide', async () => {
    await signIn(t, session, '/teacher/my-courses');
    await action(t, `Open course ${course.name}`).click();
    await lectureCard(t, lecture.name).click();
    await expect(t).toHaveURL(/\/teacher\/class-status$/);
    await t.getByRole('button', { name: 'Start Lecture', exact: true }).click();
    // The warning about the new connection: 'Close' starts (the spec's flow), or 'Start lecture'.
    const warning = t.getByRole('dialog', { name: 'New connection' });
    await warning.getByRole('button', { name: /^(Close|Start lecture)$/ }).click();
    await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);

    await t.getByRole('button', { name: 'Show code', exact: true }).click();
  });

  const stage = t.getByRole('region', { name: 'Join this lecture' });
  let joinUrl = '';
  let code = '';
  await test.step('the code, its QR code and the short URL are shown big', async () => {
    const shown = stage.getByRole('status', { name: 'Lecture Code' });
    await expect(shown).toHaveText(/^\d{6}$/);
    code = (await shown.textContent())!.trim();
    const urlText = (await stage.getByTestId('join-url').textContent())!.trim();
    expect(urlText).toBe(`${new URL(baseURL!).host}/join/${code}`);
    joinUrl = `http://${urlText}`;

    // Drawn in the page (no image from elsewhere), big enough for the back row.
    const qr = stage.getByRole('img', { name: `QR code: scan to join at ${urlText}` });
    await expect(qr.locator('svg path')).toHaveAttribute('d', /^M\d/);
    await expect(qr).toHaveAttribute('data-qr-value', joinUrl);
    const box = (await qr.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(300);
    await expect(stage.getByRole('timer', { name: 'Time left' })).toContainText('Expires in');
    await expectNoSeriousA11yIssues(t);

    // The side panel shows the same code with its QR code and URL.
    const toolbar = t.getByRole('toolbar', { name: 'Lecture controls' });
    await toolbar.getByRole('button', { name: 'Hide code', exact: true }).click();
    await expect(stage).toBeHidden();
    await t.getByRole('button', { name: 'Class status', exact: true }).click();
    const panel = t.getByRole('complementary', { name: 'Class status' });
    await expect(panel.getByRole('status', { name: 'Lecture Code' })).toHaveText(code);
    await expect(panel.getByTestId('join-url')).toHaveText(urlText);
    await expect(panel.getByRole('img', { name: /^QR code: scan to join at / })).toBeVisible();
    // The panel's Lecture Code card (the other cards are not this journey's).
    const card = await new AxeBuilder({ page: t })
      .include('aside section:has(output[aria-label="Lecture Code"])')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      card.violations
        .filter(({ impact }) => impact === 'serious' || impact === 'critical')
        .map(({ id }) => id),
    ).toEqual([]);
  });

  const phones: Phone[] = [];
  for (const spec of PHONES) {
    const context = await browser.newContext({
      viewport: { width: spec.width, height: spec.height },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const phone: Phone = {
      ...spec,
      page,
      taps: 0,
      tap: async (target) => {
        phone.taps += 1;
        await target.tap();
      },
    };
    phones.push(phone);
  }

  await test.step('each student scans the QR code and picks a mask: one tap', async () => {
    for (const phone of phones) {
      const { page } = phone;
      // Scanning opens the URL: no tap, no typing.
      await page.goto(joinUrl);
      await expect(page).toHaveURL(new RegExp(`/pick-card\\?classId=${code}$`));
      await expect(page.getByText('Select a mask to get a pseudonym')).toBeVisible();
      await expectNoSidewaysScroll(page, phone.width);
      if (phone === phones[0]) await expectNoSeriousA11yIssues(page);
      await phone.tap(page.getByRole('button', { name: phone.mask, exact: true }));
      await expect(page).toHaveURL(/\/waiting-room\?/);
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
      await expectNoSidewaysScroll(page, phone.width);
      if (phone === phones[0]) await expectNoSeriousA11yIssues(page);
    }
  });

  await test.step('the teacher admits them', async () => {
    // Over the teacher's own channel, as the class status admits a group (the admission
    // screens are not what this journey is about).
    const desk = await openCodeDesk(baseURL!, session, lecture);
    try {
      expect(await desk.admit('new')).toBe(3);
    } finally {
      desk.close();
    }
  });

  await test.step('the credentials step: checkbox and Continue, then the Feedback tab', async () => {
    for (const phone of phones) {
      const { page } = phone;
      await expect(page).toHaveURL(/\/download-password-mobile$/);
      await expectNoSidewaysScroll(page, phone.width);
      if (phone === phones[0]) await expectNoSeriousA11yIssues(page);
      await phone.tap(
        page.getByRole('checkbox', {
          name: /I have written down or saved my Private ID and password/,
        }),
      );
      await phone.tap(page.getByRole('button', { name: 'Continue', exact: true }));
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
      await expect(page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(reaction(page, 'Great!')).toBeEnabled();
      expect(phone.taps, `${phone.name}'s taps from the QR code to Feedback`).toBeLessThanOrEqual(
        4,
      );
      await expectNoSidewaysScroll(page, phone.width);
    }
    await expectNoSeriousA11yIssues(phones[0]!.page);
  });

  await test.step('Back on the live page keeps the student in the lecture', async () => {
    for (const { page } of phones) {
      await page.goBack();
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
      await expect(page.getByText('Select a mask to get a pseudonym')).toBeHidden();
      await expect(reaction(page, 'Great!')).toBeEnabled();
    }
  });

  await test.step('"Who am I?" shows the pseudonym on a tap', async () => {
    for (const phone of phones) {
      const { page } = phone;
      await page.getByRole('button', { name: 'Who am I?' }).tap();
      await expect(page.getByTestId('who-am-i-pseudonym')).toHaveText(
        new RegExp(`^${phone.mask} \\d+$`),
      );
    }
  });

  await test.step('a tapped reaction keeps no hover tint once it is no longer chosen', async () => {
    const { page } = phones[0]!;
    expect(await page.evaluate(() => window.matchMedia('(hover: hover)').matches)).toBe(false);
    const tapped = reaction(page, 'Not Clear');
    await tapped.tap();
    await expect(tapped).toHaveAttribute('aria-pressed', 'true');
    // A new slide clears every student's reaction: the button the finger last touched is now
    // unchosen and must look it.
    await t.keyboard.press('ArrowRight');
    await expect(page.getByText('Your feedback on slide 2', { exact: true })).toBeVisible();
    await expect(tapped).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => tapped.evaluate((element) => getComputedStyle(element).backgroundColor))
      .toBe('rgba(0, 0, 0, 0)');
  });

  for (const phone of phones) await phone.page.context().close();
  await teacher.context.close();
});

test('on a 360 px phone the About page fits and its Student button opens the join screen', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'Open4Feedback', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 360);
  const title = await page
    .getByRole('heading', { name: 'Open4Feedback', level: 1 })
    .evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(title).toBe(true);
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('link', { name: 'Student', exact: true }).tap();
  await expect(page).toHaveURL(/\/old-or-new-student\?new=1$/);
  await expect(page.getByRole('textbox', { name: 'Enter Lecture Code' })).toBeVisible();
  await expectNoSidewaysScroll(page, 360);
  await expectNoSeriousA11yIssues(page);

  // Returning students are one tap away; from their login, one tap on "I have a Lecture Code"
  // lands (the auto-focused Private ID field shows no error on blur, so nothing moves).
  await page.getByRole('link', { name: 'I have a private ID: log in' }).tap();
  await expect(page).toHaveURL(/\/register-student\?next=join$/);
  await expect(page.getByLabel('Private ID')).toBeFocused();
  await expectNoSidewaysScroll(page, 360);
  await page.getByRole('link', { name: 'I have a Lecture Code' }).tap();
  await expect(page).toHaveURL(/\/old-or-new-student\?new=1$/);
  await expect(page.getByText('Private ID is required.')).toBeHidden();
  await context.close();
});
