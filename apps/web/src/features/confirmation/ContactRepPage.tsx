import { useTranslation } from 'react-i18next';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BrandContacts } from './BrandContacts';
import { NoOrder } from './ConfirmationPage';
import { useConfirmationInfo } from './confirmation-info';
import { OrderNumbers } from './OrderNumbers';
import styles from './ConfirmationPage.module.css';

/**
 * /confirmation-contact-rep: the order was submitted but the credit check status is
 * FAILURE. The order number and customer reference number, 'We need additional information to
 * set up an installation date for your order.', the customer service hours and the sales centre
 * hours (brand data, data/brand.json).
 */
export function ContactRepPage() {
  const { t } = useTranslation('confirmation');
  const info = useConfirmationInfo();
  // Without an order the tab does not claim one was submitted.
  usePageTitle(t(info ? 'contactRep.title' : 'noOrder.heading'));
  // A kiosk's next step after an order: a clean screen for the next customer (decision 019).
  const referral = useReferralMode();
  if (!info) return <NoOrder />;
  return (
    <div className={`page ${styles.card}`}>
      <div className={styles.panel}>
        <h1>{t('contactRep.heading')}</h1>
        <OrderNumbers info={info} />
      </div>
      <p>{t('contactRep.needInfo')}</p>
      <BrandContacts />
      {referral && <StartOverButton namespace="confirmation" />}
    </div>
  );
}
