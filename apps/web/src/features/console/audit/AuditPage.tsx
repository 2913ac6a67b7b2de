import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function AuditPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.audit'));
  return <h1>{t('nav.audit')}</h1>;
}
