import { Link } from 'react-router';
import { BroadbandLabelList } from '../../shared/broadband-label/BroadbandLabel';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { usePlanOffers } from '../../shared/wireless/plan-offers';
import styles from '../../shared/ui/PageLayout.module.css';

/**
 * /internet-options: broadband is available but fiber data is not. LTE business
 * internet goes on to the 4G plans; high-speed internet (HSI) to plan customisation.
 */
export function InternetOptionsPage() {
  const t = usePageCopy('internet-options');
  const offers = usePlanOffers();
  const lteMaxMbps = Math.max(0, ...(offers?.fourG.map((p) => p.speedMbps) ?? []));
  const lteIds = new Set(offers?.fourG.map((p) => p.fccLabel.ids.MonthToMonth));
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{t('lte.name')}</h2>
          {offers && <p>{t('lte.text', { speed: lteMaxMbps, data: offers.lteMonthlyDataGb })}</p>}
          <BroadbandLabelList labels={offers?.labels.filter((l) => lteIds.has(l.id))} />
          <Link className="btn btn-primary" to="/4g-plan">
            {t('lte.button')}
          </Link>
        </li>
        <li className={styles.card}>
          <h2>{t('hsi.name')}</h2>
          {offers && <p>{t('hsi.text', { speeds: offers.hsiDownMbps.join('/') })}</p>}
          <BroadbandLabelList labels={offers?.labels.filter((l) => l.technology === 'DSL')} />
          <Link className="btn btn-primary" to="/customize-order" state={{ prevPage: 'LQ' }}>
            {t('hsi.button')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
