import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appConfig } from '../../shared/config';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BrandContacts } from './BrandContacts';
import styles from './ConfirmationPage.module.css';

/**
 * /contact-rep (002 §2: "named in the route list, content not shown"; decision 016): how to
 * reach a representative: the customer service and sales lines with their hours from brand
 * data, chat only when the provider has one, and the way back to checking an address.
 */
export function ContactPage() {
  const { t } = useTranslation('confirmation');
  usePageTitle(t('contact.title'));
  const { chatUrl } = appConfig.brand;
  return (
    <div className={`page ${styles.card}`}>
      <h1>{t('contact.heading')}</h1>
      <p>{t('contact.intro')}</p>
      <BrandContacts serviceIntro={t('contact.serviceIntro')} />
      {chatUrl && (
        <>
          <h2>{t('contact.chatTitle')}</h2>
          <p>
            <ExternalLink href={chatUrl}>{t('contact.chat')}</ExternalLink>
          </p>
        </>
      )}
      <p>
        <Link to="/">{t('contact.checkAddress')}</Link>
      </p>
    </div>
  );
}
