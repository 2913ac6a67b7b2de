import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const bundle = offers.find((o) => o.kind === 'bundlePromo');
  const prepaid = offers.find((o) => o.kind === 'prepaidCard')?.terms;
  const joint = offers.find((o) => o.kind === 'jointOffer');
  if (!bundle && !prepaid && !joint) return null;
  return (
    <aside className={styles.promo} aria-labelledby="lq-promo-title">
      <h2 id="lq-promo-title">{t('promo.title')}</h2>
      {bundle && <p className={styles.promoHeadline}>{t('promo.headline')}</p>}
      {prepaid && (
        <>
          <p>
            {t('promo.prepaid', {
              max: money(prepaid.maxCents),
              bonus: money(prepaid.onlineOrderBonusCents),
            })}
          </p>
          <p className={styles.hint}>
            {t('promo.prepaidTerms', {
              serviceDays: prepaid.serviceDaysRequired,
              pastDueDays: prepaid.noPastDueDays,
              mailedDays: prepaid.mailedWithinDays,
            })}
          </p>
        </>
      )}
      {joint && (
        <>
          <p>
            {t('promo.joint', {
              withPro: money(joint.terms.monthlyCreditWithProCents),
              otherwise: money(joint.terms.monthlyCreditOtherwiseCents),
            })}
          </p>
          <p className={styles.hint}>
            {t('promo.jointTerms', {
              endsOn: joint.endsOnText,
              cycles: joint.terms.appearsWithinBillingCycles,
            })}
          </p>
        </>
      )}
    </aside>
  );
}
