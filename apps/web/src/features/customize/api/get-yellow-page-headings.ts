import { useQuery } from '@tanstack/react-query';
import { normalizeYellowPagesResults } from '@bizline/domain/validators/forms-001';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { api } from '../../../shared/api/client';

/** GET PrdSelection/GetYPH?q=: headings for the directory listing; a single 're-enter' entry
 * counts as none. */
async function getYellowPageHeadings(q: string): Promise<string[]> {
  const answer: { headings?: unknown } | undefined = await api.call(CART_CALLS.yellowPageHeadings, {
    q,
  });
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
