import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function AccountsPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.accounts'));
  return <h1>{t('nav.accounts')}</h1>;
}
