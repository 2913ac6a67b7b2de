import { useTranslation } from 'react-i18next';
import { JOINT_OFFER_PROMO, PREPAID_CARD_PROMO } from '@bizline/domain/constants';
import styles from './AddressPage.module.css';

const money = (cents: number) => `$${cents / 100}`;

/** The address page's promotional block (000 §2 screen 1, §9 constants). */
export function AddressPromo() {
  const { t } = useTranslation('address');
  return (
    <aside className={styles.promo} aria-labelledby="lq-promo-title">
      <h2 id="lq-promo-title">{t('promo.title')}</h2>
      <p className={styles.promoHeadline}>{t('promo.headline')}</p>
      <p>
        {t('promo.prepaid', {
          max: money(PREPAID_CARD_PROMO.maxCents),
          bonus: money(PREPAID_CARD_PROMO.onlineOrderBonusCents),
        })}
      </p>
      <p className={styles.hint}>
        {t('promo.prepaidTerms', {
          serviceDays: PREPAID_CARD_PROMO.serviceDaysRequired,
          pastDueDays: PREPAID_CARD_PROMO.noPastDueDays,
          mailedDays: PREPAID_CARD_PROMO.mailedWithinDays,
        })}
      </p>
      <p>
        {t('promo.joint', {
          withPro: money(JOINT_OFFER_PROMO.monthlyCreditWithProCents),
          otherwise: money(JOINT_OFFER_PROMO.monthlyCreditOtherwiseCents),
        })}
      </p>
      <p className={styles.hint}>
        {t('promo.jointTerms', {
          endsOn: JOINT_OFFER_PROMO.endsOn,
          cycles: JOINT_OFFER_PROMO.appearsWithinBillingCycles,
        })}
      </p>
    </aside>
  );
}
