import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shared/ui/use-page-title';

export function WaitlistPage() {
  const { t } = useTranslation('console');
  usePageTitle(t('nav.waitlist'));
  return <h1>{t('nav.waitlist')}</h1>;
}
