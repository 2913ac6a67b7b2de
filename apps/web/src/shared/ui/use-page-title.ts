import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title of a page: '{title} | {companyName}' (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);
}
