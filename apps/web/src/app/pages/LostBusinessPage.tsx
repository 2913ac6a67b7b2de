import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { normalizeNteCode } from '@bizline/domain/errors';
import { stripDashes } from '@bizline/domain/format';
import { LBO_CODE_PARAM } from '@bizline/domain/routes';
import { logEvent } from '../../shared/analytics/analytics';
import { appConfig } from '../../shared/config';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { usePageTitle } from '../../shared/ui/use-page-title';
import styles from './LostBusinessPage.module.css';

/**
 * The lost-business fallback page: a flow that cannot go on sends the
 * visitor here with an NTE_ code; an unknown or missing code means NTE_GenericError. It says
 * what failed in plain words, offers the sales line, and a way back to the start.
 */
export function LostBusinessPage() {
  const { t } = useTranslation('lbo');
  const [params] = useSearchParams();
  const raw = params.get(LBO_CODE_PARAM);
  const code = normalizeNteCode(raw);
  usePageTitle(t('title'));
  const referral = useReferralMode();

  useEffect(() => {
    void logEvent({
      eventType: 'LostBusiness',
      eventName: code,
      sectionName: 'lbo',
      logs: raw === code ? '' : `received code: ${raw ?? '(none)'}`,
    });
  }, [code, raw]);

  return (
    <div className="page">
      <div className={styles.card}>
        <h1>{t('title')}</h1>
        <p className={styles.message}>{t(`codes.${code}`)}</p>
        <p>{t('help')}</p>
        <p>
          <a href={`tel:+1${stripDashes(appConfig.brand.salesPhone)}`}>{t('callSales')}</a>
          <br />
          <span className={styles.hours}>{t('salesHours')}</span>
        </p>
        {referral ? (
          // A kiosk's new order is the next customer's: nothing of this one is kept (decision 019).
          <StartOverButton namespace="lbo" className="btn btn-primary" />
        ) : (
          <p>
            <Link className="btn btn-primary" to="/">
              {t('startAgain')}
            </Link>
          </p>
        )}
        <p className={styles.reference}>{t('reference', { code })}</p>
      </div>
    </div>
  );
}
