import { useTranslation } from 'react-i18next';
import type { ConfirmationInfo } from './confirmation-info';
import styles from './ConfirmationPage.module.css';

/** The order number and the customer reference number (002 §2: svc_orderNo and Refno). */
export function OrderNumbers({ info }: { info: ConfirmationInfo }) {
  const { t } = useTranslation('confirmation');
  return (
    <dl className={styles.numbers}>
      <dt>{t('orderNumber')}</dt>
      <dd>{info.svc_orderNo}</dd>
      {info.Refno && (
        <>
          <dt>{t('referenceNumber')}</dt>
          <dd>{info.Refno}</dd>
        </>
      )}
    </dl>
  );
}
