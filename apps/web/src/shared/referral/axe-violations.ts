/** axe-core in jsdom for the kiosk and layout dialog tests (contrast is checked in the browser). */
export async function axeViolations(): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
