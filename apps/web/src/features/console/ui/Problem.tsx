/**
 * A read or a change of the console in words: `Problem` is a failure as an alert (nothing when
 * there is none), `Loaded` shows a read loading, its failure, then what `children` make of it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './console-query';

export function Problem({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation('console');
  if (!error) return null;
  return (
    <p role="alert" className={className}>
      {problemText(error, t)}
    </p>
  );
}

interface LoadedProps<D> {
  query: { isPending: boolean; error: unknown; data?: D };
  children: (data: D) => ReactNode;
}

export function Loaded<D>({ query, children }: LoadedProps<D>) {
  const { t } = useTranslation('console');
  return (
    <>
      {query.isPending && <p role="status">{t('ui.loading')}</p>}
      <Problem error={query.error} />
      {query.data !== undefined && children(query.data)}
    </>
  );
}
