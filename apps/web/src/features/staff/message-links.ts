/** The http(s) links of a plain-text message, in order and without repeats. */
export function messageLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  const links: string[] = [];
  for (const raw of found) {
    const link = raw.replace(/[.,;:!?]+$/, '');
    try {
      const url = new URL(link);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !links.includes(link)) {
        links.push(link);
      }
    } catch {
      /* not a URL after all */
    }
  }
  return links;
}
