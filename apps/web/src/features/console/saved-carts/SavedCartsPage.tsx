import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function SavedCartsPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.savedCarts'));
  return <h1>{t('nav.savedCarts')}</h1>;
}
