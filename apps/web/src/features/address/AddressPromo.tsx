import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOINT_OFFER_PROMO, PREPAID_CARD_PROMO } from '@bizline/domain/constants';
import { getOffers, type RunningOffer } from './api/get-offers';
import styles from './AddressPage.module.css';

const money = (cents: number) => `$${cents / 100}`;

/**
 * The address page's promotional block (000 §2 screen 1, §9 figures): only the offers the
 * catalogue runs today (GET {api}/offers), each ending on its own date; none, no block.
 */
export function AddressPromo() {
  const { t } = useTranslation('address');
  const [offers, setOffers] = useState<RunningOffer[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    getOffers(abort.signal).then(setOffers, () => setOffers([]));
    return () => abort.abort();
  }, []);
  const running = (kind: RunningOffer['kind']) => offers.find((o) => o.kind === kind);
  const bundle = running('bundlePromo');
  const prepaid = running('prepaidCard');
  const joint = running('jointOffer');
  if (!bundle && !prepaid && !joint) return null;
  return (
    <aside className={styles.promo} aria-labelledby="lq-promo-title">
      <h2 id="lq-promo-title">{t('promo.title')}</h2>
      {bundle && <p className={styles.promoHeadline}>{t('promo.headline')}</p>}
      {prepaid && (
        <>
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
        </>
      )}
      {joint && (
        <>
          <p>
            {t('promo.joint', {
              withPro: money(JOINT_OFFER_PROMO.monthlyCreditWithProCents),
              otherwise: money(JOINT_OFFER_PROMO.monthlyCreditOtherwiseCents),
            })}
          </p>
          <p className={styles.hint}>
            {t('promo.jointTerms', {
              endsOn: joint.endsOnText,
              cycles: JOINT_OFFER_PROMO.appearsWithinBillingCycles,
            })}
          </p>
        </>
      )}
    </aside>
  );
}
