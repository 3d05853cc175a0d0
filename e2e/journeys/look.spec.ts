import { expect, test, type Browser, type Page } from '@playwright/test';
import { type Session } from '../support/api.ts';
import { seriousA11yIssues } from '../support/a11y.ts';
import { requestLectureCode, runningLecture, type RunningLecture } from '../support/live.ts';
import { expectNoSidewaysScroll } from '../support/ui.ts';
import { signInContext, type User } from '../support/users.ts';

// How the app looks: dark mode (the system's or the person's choice, with no flash of the light
// theme), axe in dark on the public pages, the join flow on a phone and the teacher's pages, and
// right to left (<html dir="rtl">, as Arabic sets it) without sideways scrolling on a phone.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

let world: RunningLecture;

test.beforeAll(async ({ baseURL }) => {
  world = await runningLecture(baseURL!, {
    course: 'Optics',
    lecture: 'Refraction',
    slides: ['Snell', 'Prisms'],
    fileName: 'optics.pdf',
  });
});

/** A person on a dark (or light) system; with a session, signed in as the app stores one. */
async function person(
  browser: Browser,
  options: { dark: boolean; phone?: boolean; session?: Session; rtl?: boolean },
): Promise<User> {
  const context = await browser.newContext({
    ...(options.phone ? PHONE : { viewport: { width: 1280, height: 800 } }),
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const { course, lecture } = world;
  if (options.session) await signInContext(context, options.session, { course, lecture });
  if (options.rtl)
    // What the Arabic language choice does, from the first moment and whatever sets it back.
    await context.addInitScript(() => {
      const rtl = () => {
        if (document.documentElement && document.documentElement.dir !== 'rtl')
          document.documentElement.dir = 'rtl';
      };
      new MutationObserver(rtl).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['dir'],
      });
      rtl();
    });
  return { context, page: await context.newPage() };
}

/** axe finds nothing serious or critical, and the page does not scroll sideways on a phone. */
async function scan(page: Page, what: string, phone = false): Promise<void> {
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect.soft(await seriousA11yIssues(page), `axe on ${what} in dark`).toEqual([]);
  if (phone) await expectNoSidewaysScroll(page, what);
}

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-color-scheme'));

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the theme is set before the first paint, from the system or the stored choice', async ({
  browser,
}) => {
  const { context, page } = await person(browser, { dark: true });
  // Read <html> the moment the parser reaches <body>: before any module script or stylesheet
  // of the app has run, so only index.html's inline script can have marked it.
  await context.addInitScript(() => {
    const seen = window as unknown as { schemeAtBody?: string | null; violations: string[] };
    seen.violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.schemeAtBody = document.documentElement.getAttribute('data-color-scheme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const atBody = () =>
    page.evaluate(() => (window as unknown as { schemeAtBody?: string | null }).schemeAtBody);
  const violations = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations);

  // The lean join screen and a full-app page, on a dark system.
  for (const path of ['/old-or-new-student', '/about']) {
    await page.goto(path);
    expect(await atBody(), `${path}: scheme when <body> begins`).toBe('dark');
    await expect(page.locator('main').first()).toBeVisible();
    expect(await background(page)).toBe('rgb(18, 18, 18)');
    expect(await violations(), `${path}: CSP violations`).toEqual([]);
  }

  // Light, chosen in the footer, on the same dark system: kept on the device.
  const select = page.getByRole('combobox', { name: 'Theme' });
  await select.selectOption('light');
  await expect.poll(() => scheme(page)).toBe('light');
  await expect.poll(() => background(page)).not.toBe('rgb(18, 18, 18)');
  for (const path of ['/about', '/old-or-new-student']) {
    await page.goto(path);
    expect(await atBody(), `${path}: scheme when <body> begins`).toBe('light');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('light');
    expect(await background(page)).toBe('rgb(246, 248, 251)');
  }
  // System again: the dark system wins.
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('system');
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.reload();
  expect(await atBody()).toBe('dark');
  expect(await violations()).toEqual([]);
  await context.close();
});

test('in dark, the public pages, the join flow on a phone and the teacher pages pass axe', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const desk = await person(browser, { dark: true, session: world.teacher });
  const t = desk.page;
  await t.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/about', '/teacher-login', '/register-student', '/privacy-policy']) {
    await t.goto(path);
    expect(await scheme(t)).toBe('dark');
    await scan(t, path);
  }

  const n = world.lecture.lectureNum;
  await t.goto('/teacher/my-courses');
  await expect(t.getByText(world.course.name).first()).toBeVisible();
  await scan(t, '/teacher/my-courses');
  await t.goto('/teacher/class-status');
  await scan(t, '/teacher/class-status');
  await t.goto(`/lecture/${n}/stats`);
  await scan(t, `/lecture/${n}/stats`);
  await t.goto(`/lecture/${n}/presentation`);
  await expect(t.getByText('Slide 1 of 2', { exact: true })).toBeVisible();
  await scan(t, 'the presentation');
  const code = await requestLectureCode(t);

  const phone = await person(browser, { dark: true, phone: true });
  const s = phone.page;
  await s.emulateMedia({ colorScheme: 'dark' });
  await s.goto('/old-or-new-student');
  await scan(s, '/old-or-new-student', true);
  await s.getByRole('button', { name: /I am new here/ }).click();
  await expect(s.getByRole('textbox', { name: 'Enter Lecture Code' })).toBeVisible();
  await scan(s, 'the Lecture Code step', true);
  await s.getByRole('textbox', { name: 'Enter Lecture Code' }).fill(code);
  await s.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(s).toHaveURL(/\/pick-card\?classId=\d{6}$/);
  await scan(s, '/pick-card', true);
  await s.getByRole('button', { name: 'Owl' }).tap();
  await expect(s).toHaveURL(/\/waiting-room\?/);
  await scan(s, '/waiting-room', true);
  await phone.context.close();
  // The code goes, so that the right-to-left journey asks for a fresh one.
  await t.getByRole('button', { name: 'Class status', exact: true }).click();
  const panel = t.getByRole('complementary', { name: 'Class status' });
  await panel.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Request ID', exact: true })).toBeVisible();
  await desk.context.close();
});

test('right to left: the teacher live screen and the join flow mirror on a phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await person(browser, {
    dark: false,
    phone: true,
    session: world.teacher,
    rtl: true,
  });
  const t = desk.page;
  await t.goto('/teacher/class-status');
  await expect(t.getByRole('button', { name: 'End Lecture', exact: true })).toBeVisible();
  expect(await t.evaluate(() => document.documentElement.dir)).toBe('rtl');
  // MUI's styles are written mirrored: the right-to-left style cache is the one in use.
  await expect
    .poll(() => t.evaluate(() => document.querySelectorAll('style[data-emotion^="muirtl"]').length))
    .toBeGreaterThan(0);
  await expectNoSidewaysScroll(t, 'the class status, right to left');
  // The side menu opens from the right.
  await t.getByRole('button', { name: 'Open menu', exact: true }).tap();
  const menu = t.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(360 - 2);
  await t.keyboard.press('Escape');
  await t.goto(`/lecture/${world.lecture.lectureNum}/presentation`);
  await expect(t.getByText('Slide 1 of 2', { exact: true })).toBeVisible();
  const code = await requestLectureCode(t);
  await expectNoSidewaysScroll(t, 'the presentation, right to left');

  const phone = await person(browser, { dark: false, phone: true, rtl: true });
  const s = phone.page;
  await s.goto('/old-or-new-student');
  await expect(s.getByRole('button', { name: /I am new here/ })).toBeVisible();
  await expectNoSidewaysScroll(s, '/old-or-new-student, right to left');
  await s.getByRole('button', { name: /I am new here/ }).click();
  const field = s.getByRole('textbox', { name: 'Enter Lecture Code' });
  await expect(field).toBeVisible();
  await expectNoSidewaysScroll(s, 'the Lecture Code step, right to left');
  const [fieldBox, joinBox] = [
    (await field.boundingBox())!,
    (await s.getByRole('button', { name: 'Join', exact: true }).boundingBox())!,
  ];
  // The Join button follows the field in reading order: to its left, right to left.
  expect(joinBox.x).toBeLessThan(fieldBox.x);
  await field.fill(code);
  await s.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(s).toHaveURL(/\/pick-card\?classId=\d{6}$/);
  await expectNoSidewaysScroll(s, '/pick-card, right to left');
  await phone.context.close();
  await desk.context.close();
});
