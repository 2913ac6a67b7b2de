import { useQuery } from '@tanstack/react-query';
import type { CART_CALLS } from '@bizline/domain/wire/cart';
import { normalizeYellowPagesResults } from '@bizline/domain/validators/forms-001';
import { api } from '../../../shared/api/client';

const PATH: (typeof CART_CALLS)['yellowPageHeadings']['path'] = 'PrdSelection/GetYPH';

/** GET PrdSelection/GetYPH?q=: headings for the directory listing; a single 're-enter' entry
 * counts as none (001 §5). */
async function getYellowPageHeadings(q: string): Promise<string[]> {
  const answer = await api.get<{ headings?: unknown }>(PATH, { query: { q } });
  return normalizeYellowPagesResults(answer?.headings).filter(
    (h): h is string => typeof h === 'string',
  );
}

export function useYellowPageHeadings(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: ['yellowPageHeadings', term],
    queryFn: () => getYellowPageHeadings(term),
    enabled: term.length >= 2,
  });
}
