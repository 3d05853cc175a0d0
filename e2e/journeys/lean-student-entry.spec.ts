import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from '../support/a11y.ts';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  startLecture,
  unique,
} from '../support/api.ts';
import { openCodeDesk, setSlide, startWithSlides } from '../support/live.ts';
import { menuEntry, reaction } from '../support/ui.ts';

// The lean student entry: on a 360 px phone a new student types the Lecture Code, picks a mask,
// waits, is admitted, saves the credentials and reacts on the Feedback tab, all without the full
// app (no React Router, MUI or notistack: its chunk is never requested). Opening the Q&A tab
// loads the full app into the same document, which shows the Q&A tab; its menu works from there.

const MINUTE = 60_000;
const PHONE = { width: 360, height: 740 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, `scroll width of ${page.url()}`).toBeLessThanOrEqual(PHONE.width);
}

const REACTIONS = ['Too Hard', "I'm lost", 'Not Clear', 'Great!', 'Too Simple'];
const SMALL_PHONE = { width: 360, height: 640 };

/** On a 360×640 phone, scrolled to the top, all five reactions are on screen. */
async function expectReactionsWithoutScrolling(page: Page): Promise<void> {
  await page.setViewportSize(SMALL_PHONE);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const name of REACTIONS) {
    const box = (await reaction(page, name).boundingBox())!;
    expect(box, name).not.toBeNull();
    expect(box.y, `${name} top`).toBeGreaterThanOrEqual(0);
    expect(box.x, `${name} left`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${name} bottom`).toBeLessThanOrEqual(SMALL_PHONE.height);
    expect(box.x + box.width, `${name} right`).toBeLessThanOrEqual(SMALL_PHONE.width);
  }
  await page.setViewportSize(PHONE);
}

test('a new student joins and reacts on the lean pages; the Q&A tab and the menu bring the full app', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    // A name as long as real ones: the title wraps on a phone.
    name: `Thin lenses and mirrors ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  // With slides, the Feedback tab also says which slide the feedback is for.
  await startWithSlides(baseURL!, session, lecture, ['Lenses', 'Mirrors'], 'lenses.pdf');
  await setSlide(baseURL!, session, lecture, 1);

  // The teacher's side, over the sockets the class status uses: a Lecture Code, then "admit".
  const desk = await openCodeDesk(baseURL!, session, lecture);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const fullAppRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/full-app-[^/]*\.js$/.test(new URL(request.url()).pathname))
      fullAppRequests.push(request.url());
  });

  try {
    const code = await desk.issue(600);

    await test.step('the join screen: a wrong code is explained, the right one goes on', async () => {
      await page.goto('/old-or-new-student?new=1');
      await expect(page.getByRole('heading', { name: 'Join Lecture', level: 1 })).toBeVisible();
      const field = page.getByRole('textbox', { name: 'Enter Lecture Code' });
      await expect(field).toBeFocused();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page);

      await field.fill('12ab');
      await expect(page.getByText('Lecture code must be number', { exact: true })).toBeVisible();
      await field.fill('100000');
      await page.getByRole('button', { name: 'Join', exact: true }).tap();
      await expect(
        page.getByText('Sorry but there is currently no class with this Lecture Code').first(),
      ).toBeVisible();

      await field.fill(code);
      // The keyboard's Enter sends the form.
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/pick-card\\?classId=${code}$`));
      // The wrong code's toast (it would last 5 s) is gone as Pick a mask appears: counted at
      // once, not waited for.
      await expect(page.getByText('Select a mask to get a pseudonym')).toBeVisible();
      expect(
        await page
          .getByText('Sorry but there is currently no class with this Lecture Code')
          .count(),
      ).toBe(0);
    });

    await test.step('Pick a mask, then the waiting room', async () => {
      await expect(page.getByText('Select a mask to get a pseudonym')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('button', { name: 'Owl', exact: true }).tap();
      await expect(page).toHaveURL(/\/waiting-room\?/);
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page);
    });

    await test.step('admitted: the credentials step, then the Feedback tab', async () => {
      expect(await desk.admit('new')).toBe(1);
      await expect(page).toHaveURL(/\/download-password-mobile$/);
      await expect(page.getByTestId('private-id')).not.toBeEmpty();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page);
      const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
      await expect(continueButton).toBeDisabled();
      await page
        .getByRole('checkbox', { name: /I have written down or saved my Private ID and password/ })
        .tap();
      await continueButton.tap();
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
      await expect(page.getByRole('heading', { name: lecture.name, level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Feedback' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(reaction(page, 'Great!')).toBeEnabled();
      await expect(page.getByText('Your feedback on slide 1')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yIssues(page);
      await expectReactionsWithoutScrolling(page);
    });

    await test.step('reactions by touch and by keyboard, acknowledged and counted', async () => {
      const great = reaction(page, 'Great!');
      await great.tap();
      await expect(great).toHaveAttribute('aria-pressed', 'true');
      await expect(great).toContainText('1 (100%)');
      // Touch targets: each reaction is at least 48 px both ways.
      const box = (await great.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);

      const tooHard = reaction(page, 'Too Hard');
      await tooHard.focus();
      await page.keyboard.press('Enter');
      await expect(tooHard).toHaveAttribute('aria-pressed', 'true');
      await expect(great).toHaveAttribute('aria-pressed', 'false');
      await expect(tooHard).toContainText('1 (100%)');
    });

    await test.step('"Who am I?" shows the pseudonym of the mask', async () => {
      await page.getByRole('button', { name: 'Who am I?' }).tap();
      await expect(page.getByTestId('who-am-i-pseudonym')).toHaveText(/^Owl \d+$/);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
        lecture.name,
      );
    });

    await test.step('so far the full app was never loaded', async () => {
      expect(fullAppRequests).toEqual([]);
    });

    await test.step('the Q&A tab hands over to the full app, in the same document', async () => {
      // A mark on the document: a reload would lose it.
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await page.getByRole('tab', { name: 'Q&A' }).tap();
      await expect(page).toHaveURL(/\/lecture\/\d+\/live\?tab=qa$/);
      await expect(page.getByRole('tab', { name: 'Q&A' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      expect(fullAppRequests.length).toBeGreaterThan(0);
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await expectNoSidewaysScroll(page);
    });

    await test.step('the full app goes on: its menu and the Feedback tab work', async () => {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menuEntry(page, 'My Lectures')).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Feedback' }).tap();
      // The active reaction is the server's: still Too Hard.
      await expect(reaction(page, 'Too Hard')).toHaveAttribute('aria-pressed', 'true');
      // The full app's Feedback tab fits the small phone too.
      await expectReactionsWithoutScrolling(page);
    });
  } finally {
    desk.close();
    await context.close();
  }
});

test('the menu button of the lean Feedback tab opens the full app with its menu open', async ({
  browser,
  baseURL,
}) => {
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    name: `Prisms ${unique()}`,
    startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
    endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
  });
  await startLecture(baseURL!, session, lecture);
  const desk = await openCodeDesk(baseURL!, session, lecture);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    // The QR code's short URL: straight on to Pick a mask.
    await page.goto(`/join/${await desk.issue(600)}`);
    await page.getByRole('button', { name: 'Fox', exact: true }).tap();
    await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
    await desk.admit('new');
    await page
      .getByRole('checkbox', { name: /I have written down or saved my Private ID and password/ })
      .tap();
    await page.getByRole('button', { name: 'Continue', exact: true }).tap();
    await expect(reaction(page, 'Great!')).toBeEnabled();

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menuEntry(page, 'My Lectures')).toBeVisible();
    await menuEntry(page, 'My Lectures').tap();
    await expect(page).toHaveURL(/\/student\/my-lectures$/);
    await expect(menu).toBeHidden();
    await expect(page.getByText(lecture.name).first()).toBeVisible();
  } finally {
    desk.close();
    await context.close();
  }
});

test('a signed-in student joins the next lecture from the full app: the join screens are the lean entry, in the same document', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  // One Lecture Code per course at a time: the two lectures are in two courses.
  const lectures = [];
  for (const name of ['Prisms', 'Gratings']) {
    const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
    const lecture = await createLecture(baseURL!, session, course.id, {
      name: `${name} ${unique()}`,
      startTime: new Date(Date.now() - 5 * MINUTE).toISOString(),
      endTime: new Date(Date.now() + 55 * MINUTE).toISOString(),
    });
    await startLecture(baseURL!, session, lecture);
    lectures.push(lecture);
  }
  const [first, second] = lectures as [(typeof lectures)[0], (typeof lectures)[0]];
  const firstDesk = await openCodeDesk(baseURL!, session, first);
  const secondDesk = await openCodeDesk(baseURL!, session, second);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await test.step('a new student joins the first lecture and opens My Courses', async () => {
      await page.goto(`/join/${await firstDesk.issue(600)}`);
      await page.getByRole('button', { name: 'Fox', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
      await firstDesk.admit('new');
      await page.getByRole('button', { name: 'Join class', exact: true }).click();
      await expect(reaction(page, 'Great!')).toBeEnabled();
      await page.goto('/student/my-courses');
      await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
    });

    const code = await secondDesk.issue(600);
    await test.step("the full app's Join Lecture gives the page to the lean entry", async () => {
      await page.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      await menuEntry(page, 'Join Lecture').click();
      await expect(page).toHaveURL(/\/old-or-new-student$/);
      await expect(page.getByRole('heading', { name: 'Join Lecture', level: 1 })).toBeVisible();
      // Drawn once, by the lean entry: the full app's shell and menu are gone.
      await expect(page.locator('.lean')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      // A signed-in student's join screen: the note, and the product name leads home.
      await expect(
        page.getByText(/In order to join lecture, that lecture has to be live/),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open4Feedback start page' })).toHaveAttribute(
        'href',
        '/student/my-courses',
      );
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await expectNoSeriousA11yIssues(page);
    });

    await test.step('Pick a mask and the waiting room, then the second lecture', async () => {
      await page.getByRole('textbox', { name: 'Enter Lecture Code' }).fill(code);
      await page.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Pick a mask', level: 1 })).toHaveCount(1);
      await page.getByRole('button', { name: 'Owl', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText('You are in the waiting room.');
      expect(await secondDesk.admit('noReg')).toBe(1);
      await expect(page).toHaveURL(
        new RegExp(`/lecture/${second.lectureNum}/live\\?tab=feedback$`),
      );
      await expect(page.getByRole('heading', { name: second.name, level: 1 })).toBeVisible();
      await expect(reaction(page, 'Great!')).toBeEnabled();
    });

    await test.step('the full app comes back where the student is, and Back returns there', async () => {
      await page.getByRole('tab', { name: 'Q&A' }).click();
      await expect(page).toHaveURL(new RegExp(`/lecture/${second.lectureNum}/live\\?tab=qa$`));
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      await expect(page.getByRole('heading', { name: second.name, level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
      ).toBe(true);
      await menuEntry(page, 'My Lectures').click();
      await expect(page).toHaveURL(/\/student\/my-lectures$/);
      await expect(page.getByText(second.name).first()).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/lecture/${second.lectureNum}/live\\?tab=qa$`));
      await expect(page.getByRole('heading', { name: second.name, level: 1 })).toBeVisible();
    });
  } finally {
    firstDesk.close();
    secondDesk.close();
    await context.close();
  }
});
