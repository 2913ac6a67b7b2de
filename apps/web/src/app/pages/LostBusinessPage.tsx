import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NTE_SALES_TEAM_CODE, normalizeNteCode } from '@bizline/domain/errors';
import { stripDashes } from '@bizline/domain/format';
import { LBO_CODE_PARAM } from '@bizline/domain/routes';
import { logEvent } from '../../shared/analytics/analytics';
import { CallbackForm } from '../../shared/callback/CallbackForm';
import { appConfig } from '../../shared/config';
import { useServiceAddress } from '../../shared/entry/service-address';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { usePageTitle } from '../../shared/ui/use-page-title';
import styles from './LostBusinessPage.module.css';

/**
 * The lost-business fallback page: a flow that cannot go on sends the visitor here with an NTE_
 * code; an unknown or missing code means NTE_GenericError. It says what failed in plain words,
 * offers the sales line, and a way back to the start. The code itself is for the logs and the
 * console (the LostBusiness event), never shown: it means nothing to a customer.
 *
 * An address only the business sales team sells (S2SLBO) is not a failure: its page says so and
 * offers a call-back with the address and the sales line.
 */
export function LostBusinessPage() {
  const { t } = useTranslation('lbo');
  const [params] = useSearchParams();
  const raw = params.get(LBO_CODE_PARAM);
  const code = normalizeNteCode(raw);
  const salesTeam = code === NTE_SALES_TEAM_CODE;
  usePageTitle(t(salesTeam ? 'salesTeam.title' : 'title'));
  const referral = useReferralMode();
  const address = useServiceAddress();

  useEffect(() => {
    void logEvent({
      eventType: 'LostBusiness',
      eventName: code,
      sectionName: 'lbo',
      logs: raw === code ? '' : `received code: ${raw ?? '(none)'}`,
    });
  }, [code, raw]);

  const callSales = (
    <p>
      <a href={`tel:+1${stripDashes(appConfig.brand.salesPhone)}`}>{t('callSales')}</a>
      <br />
      <span className={styles.hours}>{t('salesHours')}</span>
    </p>
  );
  const startAgain = referral ? (
    // A kiosk's new order is the next customer's: nothing of this one is kept (decision 019).
    <StartOverButton namespace="lbo" className="btn btn-primary" />
  ) : (
    <p>
      <Link className={`btn ${salesTeam ? 'btn-secondary' : 'btn-primary'}`} to="/">
        {t('startAgain')}
      </Link>
    </p>
  );

  if (salesTeam) {
    return (
      <div className="page">
        <div className={styles.card}>
          <h1>{t('salesTeam.heading')}</h1>
          <p className={styles.message}>{t(`codes.${code}`)}</p>
          <p>{t('salesTeam.help')}</p>
          <section className={styles.section} aria-labelledby="lbo-call">
            <h2 id="lbo-call">{t('salesTeam.callTitle')}</h2>
            {callSales}
            <CallbackForm
              namespace="lbo"
              reason="sales-team"
              addressText={address ? `${address.streetLine}, ${address.cityLine}` : undefined}
            />
          </section>
          {startAgain}
        </div>
      </div>
    );
  }

  return (
    <div className="page">
      <div className={styles.card}>
        <h1>{t('title')}</h1>
        <p className={styles.message}>{t(`codes.${code}`)}</p>
        <p>{t('help')}</p>
        {callSales}
        {startAgain}
      </div>
    </div>
  );
}
