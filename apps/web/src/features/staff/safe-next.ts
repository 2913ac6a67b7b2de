/**
 * Where to go after signing in: the `next` query parameter when it is a path of this site
 * ('/abandoned-cart?x=1'), never another origin ('//evil.example', '/\evil.example',
 * 'https://...') or a script URL; otherwise the operator console (issue 14).
 */
const STAFF_HOME = '/staff';

export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2000) return STAFF_HOME;
  // One leading slash, then not a second slash or backslash; no control characters or spaces
  // that browsers strip before parsing.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (!/^\/(?![/\\])/.test(next) || /[\u0000-\u0020\\]/.test(next)) return STAFF_HOME;
  try {
    const url = new URL(next, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return STAFF_HOME;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return STAFF_HOME;
  }
}
