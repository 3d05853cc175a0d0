import { expect, test, type Browser, type Page } from '@playwright/test';
import { ar } from '../../apps/web/src/text/ar.ts';
import { de } from '../../apps/web/src/text/de.ts';
import { en } from '../../apps/web/src/text/en.ts';
import { fr } from '../../apps/web/src/text/fr.ts';
import { createStudent, loginStudent, type Session } from '../support/api.ts';
import { seriousA11yIssues } from '../support/a11y.ts';
import { admitToLecture, runningLecture, type RunningLecture } from '../support/live.ts';
import { expectNoSidewaysScroll } from '../support/ui.ts';
import { signInContext, type User } from '../support/users.ts';

// A lecture in two languages at once: the teacher's browser speaks Arabic, a student's phone
// German. Each sees every screen of the journey in their own language (the words read from that
// language's catalogue, a few spelled out here as a reader would see them), the Arabic pages
// mirrored, and neither scrolls sideways at 360 px. A text the server says (a refused login)
// arrives in German too, and a language chosen in the footer is kept on the device.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

let world: RunningLecture;

test.beforeAll(async ({ baseURL }) => {
  world = await runningLecture(baseURL!, {
    course: 'Optik',
    lecture: 'Brechung',
    slides: ['Snellius', 'Prismen'],
    fileName: 'optik.pdf',
  });
});

/** A person whose browser speaks `locale` (navigator.languages and Accept-Language). */
async function person(
  browser: Browser,
  options: { locale: string; phone?: boolean; session?: Session },
): Promise<User> {
  const context = await browser.newContext({
    ...(options.phone ? PHONE : { viewport: { width: 1280, height: 800 } }),
    locale: options.locale,
  });
  const { course, lecture } = world;
  if (options.session) await signInContext(context, options.session, { course, lecture });
  return { context, page: await context.newPage() };
}

const language = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir || 'ltr',
  }));

async function expectAxeClean(page: Page, what: string): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect.soft(await seriousA11yIssues(page), `axe on ${what}`).toEqual([]);
}

const reactionButton = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('a German phone student joins and reacts while the teacher runs the lecture in Arabic', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const n = world.lecture.lectureNum;

  // The teacher, on a phone-sized screen first: Arabic, right to left.
  const desk = await person(browser, { locale: 'ar', phone: true, session: world.teacher });
  const t = desk.page;
  await t.goto(`/lecture/${n}/presentation`);
  await expect(t.getByRole('toolbar', { name: ar.presentation.toolbar })).toBeVisible();
  await expect(t.getByText(ar.live.pdf.pageOf(1, 2), { exact: true })).toBeVisible();
  expect(await language(t)).toEqual({ lang: 'ar', dir: 'rtl' });
  // MUI's styles are written mirrored: its right-to-left style cache is the one in use.
  await expect
    .poll(() => t.evaluate(() => document.querySelectorAll('style[data-emotion^="muirtl"]').length))
    .toBeGreaterThan(0);
  await expectNoSidewaysScroll(t, 'the presentation in Arabic at 360 px');
  await expect(t.getByRole('region', { name: ar.live.barLabel })).toContainText(ar.live.total(0));

  await t.getByRole('button', { name: ar.presentation.classStatus, exact: true }).click();
  const panel = t.getByRole('complementary', { name: ar.presentation.classStatus });
  await panel.getByRole('button', { name: ar.classStatus.code.requestShort, exact: true }).click();
  const shown = panel.getByRole('status', { name: ar.classStatus.code.codeLabel });
  // Latin digits in Arabic (ar-u-nu-latn): the code a student types is the one shown.
  await expect(shown).toHaveText(/^\d{6}$/);
  const code = (await shown.textContent())!.trim();
  await expectNoSidewaysScroll(t, 'the class status panel in Arabic at 360 px');
  await expectAxeClean(t, 'the presentation with its class status panel, in Arabic');
  await panel.getByRole('button', { name: ar.presentation.closeClassStatus, exact: true }).click();
  await expect(panel).toBeHidden();

  // The student: a German phone.
  const phone = await person(browser, { locale: 'de-DE', phone: true });
  const s = phone.page;
  await s.goto('/old-or-new-student');
  await expect(s.getByRole('button', { name: de.join.oldStudent })).toBeVisible();
  expect(await language(s)).toEqual({ lang: 'de', dir: 'ltr' });
  await expectNoSidewaysScroll(s, 'the first join screen in German');
  await expectAxeClean(s, 'the first join screen in German');

  // A text the server says: a wrong Private ID is refused in German.
  await s.getByRole('button', { name: de.join.oldStudent }).tap();
  await s.getByRole('textbox', { name: de.auth.privateId }).fill('keinekennung42');
  await s.getByLabel(de.auth.password, { exact: true }).fill('falsches-Passwort-1');
  await s.getByRole('button', { name: de.auth.login, exact: true }).tap();
  await expect(s.getByText('Private Kennung oder Passwort ist falsch.')).toBeVisible();
  await s.goBack();

  await s.getByRole('button', { name: de.join.newStudent }).tap();
  await s.getByRole('textbox', { name: de.join.codePlaceholder }).fill(code);
  await s.getByRole('button', { name: de.join.join, exact: true }).tap();
  await expect(s).toHaveURL(/\/pick-card\?classId=\d{6}$/);
  await expect(s.getByText(de.join.pickCard.intro)).toBeVisible();
  await expect(
    s.getByRole('list', { name: de.join.pickCard.masksLabel }).getByRole('button'),
  ).toHaveCount(12);
  await expectNoSidewaysScroll(s, 'Pick a mask in German');
  await s.getByRole('button', { name: 'Owl' }).tap();
  await expect(s).toHaveURL(/\/waiting-room\?/);
  await expect(s.getByText(de.join.waitingRoom.pleaseWait)).toBeVisible();
  await expect(s.getByRole('status')).toHaveText(de.join.waitingRoom.waiting);
  await expectAxeClean(s, 'the waiting room in German');

  // The teacher admits in Arabic.
  const update = t.getByRole('region', { name: ar.classStatus.waitingRoom.updateTitle });
  await expect(update).toContainText(ar.classStatus.waitingRoom.updateQuestion);
  await update.getByRole('button', { name: ar.common.yes, exact: true }).click();
  await expect(update).toBeHidden();

  // The student keeps the credentials and reacts, all in German.
  await expect(s).toHaveURL(/\/download-password-mobile$/);
  await expectNoSidewaysScroll(s, 'the credentials in German');
  await s.getByRole('checkbox', { name: de.join.credentials.confirmSaved }).check();
  await s.getByRole('button', { name: de.join.credentials.continue, exact: true }).tap();
  await expect(s).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
  await expect(s.getByRole('tab', { name: de.liveLecture.feedbackTab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(s.getByText(de.live.feedbackOnSlide(1), { exact: true })).toBeVisible();
  // The reactions as the German catalogue names them everywhere.
  expect([1, 2, 3, 4, 5].map((tag) => de.live.reactions[tag as 1])).toEqual([
    'Ich bin raus',
    'Unklar',
    'Super!',
    'Zu schwer',
    'Zu einfach',
  ]);
  const unklar = reactionButton(s, de.live.reactionsLabel, 'Unklar');
  await unklar.tap();
  await expect(unklar).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(s, 'the live lecture in German');
  await expectAxeClean(s, 'the live lecture in German');

  // The teacher's bar counts it, named in Arabic.
  const bar = t.getByRole('region', { name: ar.live.barLabel });
  await expect(
    bar.getByLabel(`${ar.live.reactions[2]}: ${ar.live.reactionCount(1, 100)}`, { exact: true }),
  ).toBeVisible();
  await expect(bar).toContainText(ar.live.total(1));
  await expectNoSidewaysScroll(t, 'the presentation with a reaction, in Arabic at 360 px');

  // On a desktop screen the teacher's side menu opens from the right, as Arabic reads.
  await t.setViewportSize({ width: 1280, height: 800 });
  await t.goto('/teacher/class-status');
  await expect(
    t.getByRole('button', { name: ar.classStatus.endLecture, exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(t, 'the class status in Arabic at 1280 px');
  const menu = t.getByRole('navigation', { name: ar.nav.mainMenu });
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width, 'the main menu sits at the right edge').toBeGreaterThan(1280 - 2);
  await expectAxeClean(t, 'the class status in Arabic');

  // The student picks French in the footer: kept on the phone, over the browser's German.
  await s.getByRole('combobox', { name: de.common.language }).selectOption('fr');
  await expect(reactionButton(s, fr.live.reactionsLabel, fr.live.reactions[2])).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await language(s)).toEqual({ lang: 'fr', dir: 'ltr' });
  await s.reload();
  await expect(s.getByText(fr.live.feedbackOnSlide(1), { exact: true })).toBeVisible();
  await expect(s.getByRole('combobox', { name: fr.common.language })).toHaveValue('fr');

  await phone.context.close();
  await desk.context.close();
});

/**
 * Every English text of the table whose German differs, keyed by its words: what must not be
 * read on a page in German. Short words that German shares (OK, Q&A, E-Mail…) are left out.
 */
function englishOnly(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (english: unknown, german: unknown, path: string) => {
    if (typeof english === 'string') {
      if (english.trim().length >= 4 && english !== german) found.set(english.trim(), path);
      return;
    }
    if (english === null || typeof english !== 'object') return;
    for (const [key, value] of Object.entries(english))
      walk(value, (german as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
  };
  walk(
    JSON.parse(JSON.stringify(en)) as unknown,
    JSON.parse(JSON.stringify(de)) as unknown,
    'text',
  );
  return found;
}

/** The visible texts of the page: each element's own text, and its accessible labels. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const value = node.textContent?.trim();
      if (!parent || !value || parent.closest('script, style, noscript')) continue;
      if (parent.closest('[aria-hidden="true"]') === null && parent.checkVisibility?.() === false)
        continue;
      texts.add(value);
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]'))
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.add(value);
      }
    texts.add(document.title);
    return [...texts];
  });

test('on German pages no English text of the table is left, for visitors, students and teachers', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const english = englishOnly();
  const { course, lecture, teacher } = world;
  const student = await loginStudent(baseURL!, await createStudent(baseURL!));
  await admitToLecture(baseURL!, teacher, lecture, [student]);
  const n = lecture.lectureNum;
  const pages: [Session | null, string[]][] = [
    [
      null,
      [
        '/about',
        '/teacher-login',
        '/register-teacher',
        '/register-student',
        '/privacy-policy',
        '/terms-and-conditions',
        '/feedback',
        '/old-or-new-student',
      ],
    ],
    [
      student,
      [
        '/student/my-courses',
        '/student/settings',
        '/student/how-it-works',
        '/student/my-lectures',
        '/student/notifications',
        `/lecture/${n}/live?tab=feedback`,
        `/lecture/${n}/questions`,
        `/lecture/${n}/stats`,
      ],
    ],
    [
      teacher,
      [
        '/teacher/my-courses',
        '/teacher/my-courses/add',
        '/teacher/my-lectures',
        '/teacher/my-lectures/add',
        '/teacher/class-status',
        '/teacher/settings',
        '/teacher/how-it-works',
        `/lecture/${n}/presentation`,
        `/lecture/${n}/stats`,
        '/teacher/notifications',
      ],
    ],
  ];
  const left: string[] = [];
  for (const [session, paths] of pages) {
    const { context, page } = await person(browser, {
      locale: 'de-DE',
      session: session ?? undefined,
    });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      expect(await language(page), path).toEqual({ lang: 'de', dir: 'ltr' });
      for (const seen of await visibleTexts(page)) {
        const key = english.get(seen);
        // A name someone chose (a course, a lecture) may be any words.
        if (key && seen !== course.name && seen !== lecture.name)
          left.push(`${path}: "${seen}" (${key})`);
      }
    }
    await context.close();
  }
  expect(left).toEqual([]);
});
