/**
 * Query flags that force the shell's notices on any browser, for end-to-end tests and for a
 * provider checking its copy: `?forceBrowserBanner=1` shows the out-of-date-browser banner (until
 * Ignore), `?forceErrorBar=1` shows the global error bar with its generic text. They only show a
 * notice: no data or flow depends on them.
 */
export const FORCE_BROWSER_BANNER = 'forceBrowserBanner';
export const FORCE_ERROR_BAR = 'forceErrorBar';

export function hasFlag(search: string, name: string): boolean {
  return new URLSearchParams(search).get(name) === '1';
}
