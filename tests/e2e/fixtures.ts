import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rule sets, plus axe's best practices that matter here. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Opens an address of the site, e.g. `goto(page, '/Website')`, and waits
 * until the application has adopted the prerendered page: its links and
 * buttons then do what the application makes them do.
 */
export async function goto(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/** Waits until React has adopted the page in the main region (it marks each element it owns). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const content = document.querySelector('main')?.firstElementChild;
    return content ? Object.keys(content).some((key) => key.startsWith('__react')) : false;
  });
}

/**
 * Runs axe on the page as it is and fails with the list of violations:
 * every WCAG 2.2 A and AA rule, or only the `rules` named.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = 'axe violations',
  rules?: readonly string[],
): Promise<void> {
  // The site has no frames, so axe runs in the page itself (legacy mode)
  // rather than frame by frame and then once more in a blank page to merge
  // the results, and it details only violations: about 0.5 s a run instead of
  // 1.6 s, for the same rules and the same verdict.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (rules ? builder.withRules([...rules]) : builder).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, label).toEqual([]);
}
