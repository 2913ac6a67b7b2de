import { useTranslation } from 'react-i18next';
import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../../shared/config';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { NoOrder } from './ConfirmationPage';
import { useConfirmationInfo } from './confirmation-info';
import { OrderNumbers } from './OrderNumbers';
import styles from './ConfirmationPage.module.css';

/**
 * /confirmation-contact-rep (002 §2, §4): the order was submitted but the credit check status is
 * FAILURE. The order number and customer reference number, 'We need additional information to
 * set up an installation date for your order.', the customer service hours and the sales centre
 * hours (brand data, data/brand.json).
 */
export function ContactRepPage() {
  const { t } = useTranslation('confirmation');
  usePageTitle(t('contactRep.title'));
  const info = useConfirmationInfo();
  if (!info) return <NoOrder />;
  const { brand } = appConfig;
  // The brand lists the hours without the closing period the spec's lines end with.
  const withStop = (line: string) => (/[.!]$/.test(line.trim()) ? line.trim() : `${line.trim()}.`);
  return (
    <div className={`page ${styles.card}`}>
      <div className={styles.panel}>
        <h1>{t('contactRep.heading')}</h1>
        <OrderNumbers info={info} />
      </div>
      <p>{t('contactRep.needInfo')}</p>
      <h2>{t('contactRep.serviceTitle')}</h2>
      <p>
        {t('contactRep.serviceIntro')}{' '}
        <a href={`tel:+1${stripDashes(brand.supportPhone)}`}>{t('contactRep.supportPhone')}</a>
      </p>
      <ul className={styles.list}>
        {brand.hours.customerService.map((line) => (
          <li key={line}>{withStop(line)}</li>
        ))}
      </ul>
      <h2>{t('contactRep.salesTitle')}</h2>
      <p>
        <a href={`tel:+1${stripDashes(brand.salesPhone)}`}>{t('contactRep.salesPhone')}</a>
      </p>
      <p>{t('contactRep.salesHours')}</p>
    </div>
  );
}
