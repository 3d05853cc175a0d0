import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  createCourse,
  createLecture,
  loginTeacher,
  registerTeacher,
  unique,
  uploadSlides,
} from '../support/api.ts';
import { newUser, signInContext } from '../support/users.ts';

// A live lecture by keyboard alone, without a single mouse click or tap: the teacher starts it,
// asks for a Lecture Code, admits a student from the waiting-room panel, moves through the slides
// with the arrow keys and ends it; the student joins, reacts and posts a question. Each control
// is reached with Tab and shows that it has the focus. Reaction changes are read out politely.

const MINUTE = 60_000;
const MAX_TABS = 80;

/**
 * Presses Tab until `target` has the focus (Shift+Tab when `backwards`), and checks that the
 * focus shows: a control matches :focus-visible and it (or the box that draws it) has an outline
 * or a shadow (MUI's ripple alone is a faint tint on a filled button).
 */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      const shown = await target.evaluate((element) => {
        // A text field shows its focus with its caret and a thicker border around it.
        if (element.matches('input:not([type=checkbox]):not([type=radio]), textarea')) return true;
        if (!element.matches(':focus-visible')) return false;
        // Otherwise a ring on the control or on the box that draws it (MUI's checkbox).
        for (let node: Element | null = element, depth = 0; node && depth < 3; depth += 1) {
          const style = getComputedStyle(node);
          if (
            (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
            style.boxShadow !== 'none'
          )
            return true;
          node = node.parentElement;
        }
        return false;
      });
      expect(shown, 'the focused control shows its focus').toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tab to the control, then activate it with this key. */
async function press(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}

test('a live lecture by keyboard alone: start, admit, react, ask, change slides, end', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const account = await registerTeacher(baseURL!);
  const session = await loginTeacher(baseURL!, account);
  const course = await createCourse(baseURL!, session, { name: `Optics ${unique()}` });
  const lecture = await createLecture(baseURL!, session, course.id, {
    name: `Lenses ${unique()}`,
    startTime: new Date(Date.now() - MINUTE).toISOString(),
    endTime: new Date(Date.now() + 60 * MINUTE).toISOString(),
  });
  await uploadSlides(
    baseURL!,
    session,
    lecture,
    ['Lenses', 'Focal length', 'Summary'],
    'lenses.pdf',
  );

  const teacher = await newUser(browser);
  const student = await newUser(browser);
  const t = teacher.page;
  const s = student.page;
  // No mouse and no touch in this journey: every press of a pointer is recorded, and there are none.
  const pointerPresses: string[] = [];
  for (const page of [t, s]) {
    await page.exposeFunction('reportPointerPress', (type: string) => pointerPresses.push(type));
    await page.addInitScript(() => {
      for (const type of ['mousedown', 'touchstart', 'pointerdown'])
        window.addEventListener(
          type,
          (event) => {
            if (event.isTrusted)
              (
                window as unknown as { reportPointerPress: (type: string) => void }
              ).reportPointerPress(type);
          },
          true,
        );
    });
  }
  await signInContext(teacher.context, session, { course, lecture });

  await test.step('the teacher starts the lecture from Class Status', async () => {
    await t.goto('/teacher/class-status');
    await press(t, t.getByRole('button', { name: 'Start Lecture', exact: true }));
    const warning = t.getByRole('dialog', { name: 'New connection' });
    await expect(warning).toBeVisible();
    await press(t, warning.getByRole('button', { name: 'Start lecture', exact: true }));
    await expect(t).toHaveURL(/\/lecture\/\d+\/presentation$/);
    await expect(t.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
    // The new page's heading has the focus: a screen reader reads it, the next Tab starts there.
    await expect(t.getByRole('heading', { level: 1 })).toBeFocused();
  });

  let code = '';
  await test.step('a Lecture Code from the class status panel', async () => {
    const classStatus = t.getByRole('button', { name: 'Class status', exact: true });
    await tabTo(t, classStatus);
    // MUI marks the keyboard's focus with a ripple: it stands still, where MUI's own breathes
    // for as long as the control keeps the focus (the page drawing all through the lecture).
    await expect(classStatus.locator('.MuiTouchRipple-ripplePulsate')).toHaveCount(1);
    // And a ring in the primary colour around it, as the student's lean pages draw theirs.
    const ring = await classStatus.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineOffset}`;
    });
    expect(ring).toBe('solid 3px 2px');
    const endless = await classStatus.evaluate((element) =>
      element
        .getAnimations({ subtree: true })
        .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity)
        .map((a) => (a as CSSAnimation).animationName ?? 'animation'),
    );
    expect(endless, 'endless animations on the focused control').toEqual([]);
    await t.keyboard.press('Enter');
    const panel = t.getByRole('complementary', { name: 'Class status' });
    await press(t, panel.getByRole('button', { name: 'Request ID', exact: true }));
    const shown = panel.getByRole('status', { name: 'Lecture Code' });
    await expect(shown).toHaveText(/^\d{6}$/);
    code = (await shown.textContent())!.trim();
    await press(t, panel.getByRole('button', { name: 'Close class status', exact: true }));
    await expect(panel).toBeHidden();
  });

  await test.step('the student types the code and picks a mask', async () => {
    await s.goto('/old-or-new-student');
    await press(s, s.getByRole('button', { name: /I am new here/ }));
    const field = s.getByRole('textbox', { name: 'Enter Lecture Code' });
    await tabTo(s, field);
    await s.keyboard.type(code);
    await s.keyboard.press('Enter');
    await expect(s).toHaveURL(/\/pick-card\?classId=\d{6}$/);
    await press(s, s.getByRole('button', { name: 'Fox', exact: true }));
    await expect(s).toHaveURL(/\/waiting-room\?/);
  });

  await test.step('the teacher admits from the waiting-room panel', async () => {
    const update = t.getByRole('region', { name: 'Waiting Room Update!' });
    await expect(update).toContainText('Do you want to accept them?');
    await press(t, update.getByRole('button', { name: 'Yes', exact: true }));
    await expect(update.getByRole('button', { name: 'Yes', exact: true })).toHaveCount(0);
  });

  await test.step('the student keeps the credentials and reaches the Feedback tab', async () => {
    await expect(s).toHaveURL(/\/download-password$/);
    await expect(s.getByText('Private ID', { exact: true })).toBeVisible();
    await press(s, s.getByRole('button', { name: 'Join class', exact: true }));
    await expect(s).toHaveURL(/\/lecture\/\d+\/live\?tab=feedback$/);
    await expect(s.getByRole('heading', { level: 1 })).toBeFocused();
  });

  const reaction = (name: string) =>
    s.getByRole('group', { name: 'Reactions' }).getByRole('button', { name, exact: true });
  const summary = t.getByRole('status', { name: 'Reaction summary' });

  await test.step('the student reacts with Space, then changes it with Enter', async () => {
    await press(s, reaction('Great!'), ' ');
    await expect(reaction('Great!')).toHaveAttribute('aria-pressed', 'true');
    // The teacher's bar reads a summary once the presses rest, politely.
    await expect(summary).toHaveAttribute('aria-live', 'polite');
    await expect(summary).toHaveText('1 reaction on this slide: Great! 1.');

    await tabTo(s, reaction('Not Clear'), true);
    await s.keyboard.press('Enter');
    await expect(reaction('Not Clear')).toHaveAttribute('aria-pressed', 'true');
    await expect(reaction('Great!')).toHaveAttribute('aria-pressed', 'false');
    await expect(summary).toHaveText('1 reaction on this slide: Not Clear 1.');
    // The student's own change is read out too (a polite region beside the reactions).
    const own = s.getByRole('status', { name: 'Your reaction' });
    await expect.soft(own).toHaveAttribute('aria-live', 'polite');
    await expect.soft(own).toHaveText('Your reaction: Not Clear');
  });

  await test.step('the teacher moves through the slides with the arrow keys', async () => {
    await t.keyboard.press('ArrowRight');
    await expect(t.getByText('Slide 2 of 3', { exact: true })).toBeVisible();
    await expect(summary).toHaveText('No reactions on this slide yet.');
    await t.keyboard.press('ArrowRight');
    await expect(t.getByText('Slide 3 of 3', { exact: true })).toBeVisible();
    await t.keyboard.press('ArrowLeft');
    await expect(t.getByText('Slide 2 of 3', { exact: true })).toBeVisible();
  });

  await test.step('the student opens Q&A and posts a question', async () => {
    // The tabs are one stop: Tab reaches the selected one, the arrow keys move to the other.
    await tabTo(s, s.getByRole('tab', { name: 'Feedback', exact: true }), true);
    await s.keyboard.press('ArrowRight');
    const qaTab = s.getByRole('tab', { name: 'Q&A', exact: true });
    await expect(qaTab).toBeFocused();
    await s.keyboard.press('Enter');
    const qa = s.getByRole('region', { name: 'Questions and answers' });
    await expect(qa).toBeVisible();
    // The full app drew the Q&A tab in the lean page's place: the focus is on its Q&A tab.
    await expect(qaTab).toBeFocused();
    const question = 'Why does a thicker lens bend light more?';
    await tabTo(s, qa.getByRole('textbox', { name: 'Your question' }));
    await s.keyboard.type(question);
    await press(s, qa.getByRole('button', { name: 'Post', exact: true }));
    await expect(qa.getByRole('article').filter({ hasText: question })).toBeVisible();
  });

  await test.step('the teacher ends the lecture', async () => {
    await t.goto('/teacher/class-status');
    await press(t, t.getByRole('button', { name: 'End Lecture', exact: true }));
    const confirm = t.getByRole('dialog', {
      name: 'Are you sure that you want to end this lecture?',
    });
    await expect(confirm).toBeVisible();
    await press(t, confirm.getByRole('button', { name: 'Yes', exact: true }));
    await expect(t).toHaveURL(/\/teacher\/my-lectures$/);
  });

  expect(pointerPresses, 'mouse or touch presses').toEqual([]);
  await teacher.context.close();
  await student.context.close();
});
