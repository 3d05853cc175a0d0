// Accessibility checks: axe-core's WCAG 2.1 A and AA rules on the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits (3 s at most) until no finite CSS transition or animation is running. axe reads colours
 * as they are drawn: a dialog fading in, or a button whose colour is still moving from disabled to
 * enabled (MUI's 250 ms transition), reads as low contrast for that moment. Endless animations
 * (spinners, skeletons) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => {
      // Still moving after 3 s: scan it as it is; axe reports what it sees.
    });
}

/**
 * Every serious or critical violation on the page, one line each: the rule and its elements.
 *
 * axe runs in the page itself (`setLegacyMode`). The builder's default opens a blank page for
 * every scan to merge the frames' results there, and loads axe into it: on a two-core machine a
 * scan took 1.6 s that way against 0.9 s in the page (the mean of 29 scans each). The only
 * cross-origin frame the product shows is the YouTube player, which is not ours to check.
 */
export async function seriousA11yIssues(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`)
          .join(' | ')}`,
    );
}

/** Fails with the rule and the elements for every serious or critical violation. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  expect(await seriousA11yIssues(page), `axe on ${page.url()}`).toEqual([]);
}
