import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function CallbacksPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.callbacks'));
  return <h1>{t('nav.callbacks')}</h1>;
}
