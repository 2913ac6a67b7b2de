import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The accessibility bar of DESIGN.md: no violations of WCAG 2.0/2.1/2.2 A and AA rules. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the page as it rests: running CSS transitions (a button's colour easing
 * into its disabled or pressed state) are let finish first, or axe would measure the contrast of
 * a colour half-way (a flaky color-contrast finding). One line per violation, with each node's
 * target and, when `detail`, axe's failure summary.
 */
export async function axeViolations(
  page: Page,
  { include, detail = false }: { include?: string; detail?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(() => {
    // Finite ones only (a loading spinner runs forever), and never longer than a second.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getTiming().iterations !== Infinity)
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(finite), new Promise((r) => setTimeout(r, 1_000))]);
  });
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) =>
          detail ? `${n.target.join(' ')}: ${n.failureSummary ?? ''}` : n.target.join(' '),
        )
        .join(', ')})`,
  );
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await axeViolations(page, { include }), 'axe violations').toEqual([]);
}
