// Accessibility checks: axe-core's WCAG 2.1 A and AA rules on the page as it is now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every serious or critical violation on the page, one line each: the rule and its elements. */
export async function seriousA11yIssues(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
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
