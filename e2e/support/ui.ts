// Small page helpers shared by the journeys: they select by role and accessible name only.
import { expect, type Locator, type Page } from '@playwright/test';

/** A control that may be rendered as a link or a button (MUI buttons that navigate are links). */
export const action = (page: Page | Locator, name: string | RegExp): Locator =>
  page
    .getByRole('link', { name, exact: typeof name === 'string' })
    .or(page.getByRole('button', { name, exact: typeof name === 'string' }))
    .first();

/** A form field by its label; MUI appends ' *' to required labels, so match the start. */
export const field = (page: Page | Locator, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** The side menu entry with this name, wherever the layout renders it. */
export const menuEntry = (page: Page, name: string): Locator =>
  page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name, exact: true })
    .or(
      page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name, exact: true }),
    )
    .first();

/** Expects a validation or toast message to be shown. */
export const expectMessage = async (page: Page, message: string): Promise<void> => {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
};

/** Types into a field, then empties it and leaves it, so that its own "required" rule shows. */
export async function touchAndClear(input: Locator, value = 'x'): Promise<void> {
  await input.fill(value);
  await input.fill('');
  await input.blur();
}

/**
 * A lecture card on My Lectures: its action is named by what the card shows, 'Open' first
 * ('Open Lecture 2 Live Entropy Nov 24, 2026 10:00 AM – 11:00 AM').
 */
export const lectureCard = (page: Page | Locator, lectureName: string): Locator =>
  page.getByRole('button', {
    name: new RegExp(
      `^Open Lecture \\d+ (Live|Past|Future) ${lectureName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `,
    ),
  });

/** The student's reaction button on the Feedback tab ('Great!', "I'm lost", …). */
export const reaction = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: 'Reactions' }).getByRole('button', { name, exact: true });

/** The teacher's live reaction bar beneath the slide. */
export const reactionBar = (page: Page): Locator =>
  page.getByRole('region', { name: 'Live reactions on this slide' });

/** One reaction's entry in the teacher's bar, e.g. "Great!: 2 (67%)". */
export const barEntry = (page: Page, name: string, count: number, percent: number): Locator =>
  reactionBar(page).getByLabel(`${name}: ${count} (${percent}%)`, { exact: true });

/** The page does not scroll sideways (recorded softly, so one run lists every page that does). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `page width of ${what}`).toBeLessThanOrEqual(innerWidth);
}
