import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../config';
import { CartDialog } from './CartDialog';
import styles from './FloatingCart.module.css';

/** The support button of the fiber referral flow, in the brand's words: the brand's
 * support line. */
export function SupportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <CartDialog title={t('supportDialog.title')} onClose={onClose}>
      <p>{t('supportDialog.text')}</p>
      <p>
        <a href={`tel:+1${stripDashes(appConfig.brand.supportPhone)}`}>{t('supportDialog.call')}</a>
      </p>
      <div className={styles.dialogActions}>
        <Button className="btn btn-secondary" onPress={onClose}>
          {t('supportDialog.close')}
        </Button>
      </div>
    </CartDialog>
  );
}
