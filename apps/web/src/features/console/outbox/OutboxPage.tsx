import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function OutboxPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.outbox'));
  return <h1>{t('nav.outbox')}</h1>;
}
