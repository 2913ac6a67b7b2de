import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INTERNET_OPTIONS } from '@bizline/domain/constants';
import { usePageTitle } from '../../shared/ui/use-page-title';
import styles from './InternetOptionsPage.module.css';

/**
 * /internet-options: broadband is available but fiber data is not. LTE business
 * internet goes on to the 4G plans; high-speed internet (HSI) to plan customisation.
 */
export function InternetOptionsPage() {
  const { t } = useTranslation('internet-options');
  usePageTitle(t('title'));
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{t('lte.name')}</h2>
          <p>
            {t('lte.text', {
              speed: INTERNET_OPTIONS.lteMaxMbps,
              data: INTERNET_OPTIONS.lteMonthlyDataGb,
            })}
          </p>
          <Link className="btn btn-primary" to="/4g-plan">
            {t('lte.button')}
          </Link>
        </li>
        <li className={styles.card}>
          <h2>{t('hsi.name')}</h2>
          <p>{t('hsi.text', { speeds: INTERNET_OPTIONS.hsiMaxMbps.join('/') })}</p>
          <Link className="btn btn-primary" to="/customize-order" state={{ prevPage: 'LQ' }}>
            {t('hsi.button')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
