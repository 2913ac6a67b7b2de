/**
 * The `test` of every journey: Playwright's, plus an automatic check that no page of the test's
 * browser context reported a Content-Security-Policy violation (issue 11: the storefront's CSP
 * is strict, and anything it blocks is a bug to fix, not noise). Specs import `test`, `expect`
 * and the types from here instead of '@playwright/test'.
 */
import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      // Violations without a console line (e.g. in a frame) still fire this event.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(
            `Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
