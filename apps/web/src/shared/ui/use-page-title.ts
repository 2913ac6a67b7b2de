import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from 'i18next';

/** Sets the document title of a page: '{title} | {companyName}' (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);
}

/** A page's copy (its namespace's t) with the document title set from the namespace's title. */
export function usePageCopy<N extends Namespace>(ns: N) {
  const { t } = useTranslation(ns);
  usePageTitle(t('title'));
  return t;
}
