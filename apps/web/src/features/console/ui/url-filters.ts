import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterValues } from './FilterBar';

/**
 * Filters (and paging) kept in the URL's query, so a filtered list can be reloaded, bookmarked
 * and gone back to. `keys` are the parameters the page reads; applying filters drops `resetKeys`
 * (e.g. the page cursor).
 */
export function useUrlFilters(
  keys: readonly string[],
  resetKeys: readonly string[] = ['page', 'cursor'],
): [FilterValues, (next: FilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const joined = keys.join(',');
  const search = params.toString();
  const values = useMemo(() => {
    const p = new URLSearchParams(search);
    return Object.fromEntries(joined.split(',').map((k) => [k, p.get(k) ?? '']));
  }, [joined, search]);
  const apply = useCallback(
    (next: FilterValues) => {
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          for (const k of resetKeys) if (!(k in next)) p.delete(k);
          for (const [k, v] of Object.entries(next)) {
            if (v) p.set(k, v);
            else p.delete(k);
          }
          return p;
        },
        { replace: false },
      );
    },
    [setParams, resetKeys],
  );
  return [values, apply];
}

/** The filters without empty values, as a call's query. */
export function nonEmpty(values: FilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}
