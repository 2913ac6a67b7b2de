import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store';
import styles from '../CheckoutPage.module.css';
import type { SectionProps } from './BusinessInfoSection';

/**
 * The winbackqualified section, shown only when the server flags the customer of the
 * address as winback qualified. The offer itself is applied by the server; the visitor reads it
 * and continues.
 */
export function WinbackSection({ onSaved }: SectionProps) {
  const { t } = useTranslation('checkout');
  const acknowledge = useAppStore((s) => s.setWinbackSeen);
  return (
    <div className={styles.form}>
      <p>{t('winback.intro')}</p>
      <p>{t('winback.details')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          acknowledge(true);
          onSaved();
        }}
      >
        {t('winback.acknowledge')}
      </button>
    </div>
  );
}
