import { Link } from 'react-router';
import { wirelessQualified } from '@bizline/domain/qualification-routing';
import { CallbackForm } from '../../shared/callback/CallbackForm';
import { appConfig } from '../../shared/config';
import { useServiceAddress } from '../../shared/entry/service-address';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { usePageCopy } from '../../shared/ui/use-page-title';
import styles from './OutOfFranchisePage.module.css';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { useAppStore } from '../../shared/store/app-store';

/**
 * /out-of-franchise (000 §2 screen 7): the fiber service is not available at the address. A
 * sticky summary of the address (unit left out when it is "I don't live in a unit"; street and
 * city on two lines below 600 px), the waitlist (a new tab) and the wireless business site. At a
 * kiosk the waitlist opens in place and a call-back replaces the wireless site (decision 019).
 * The wireless card shows only when the qualification found wireless internet at this address:
 * the page claims nothing that is not true here.
 */
export function OutOfFranchisePage() {
  const t = usePageCopy('out-of-franchise');
  const address = useServiceAddress();
  const referral = useReferralMode();
  const wireless = useAppStore((s) => wirelessQualified(s.availability));

  return (
    <div className="page">
      {address && (
        <section className={styles.summary} aria-label={t('summaryLabel')}>
          <span className={styles.summaryIcon} aria-hidden="true">
            ⌂
          </span>
          <p className={styles.summaryText}>
            <span className={styles.streetLine} data-testid="summary-street">
              {address.streetLine}
            </span>
            <span className={styles.separator}>, </span>
            <span className={styles.cityLine} data-testid="summary-city">
              {address.cityLine}
            </span>
          </p>
        </section>
      )}
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t(wireless ? 'introWireless' : 'intro')}</p>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{t('waitlist.title')}</h2>
          <p>{t('waitlist.text')}</p>
          {referral ? (
            // A kiosk opens no new tab: the register form takes this screen.
            <Link className="btn btn-primary" to="/fios-registration">
              {t('waitlist.button')}
            </Link>
          ) : (
            <Link className="btn btn-primary" to="/fios-registration" target="_blank" rel="opener">
              {t('waitlist.button')}
              <span className="visually-hidden"> {t('newTab')}</span>
            </Link>
          )}
        </li>
        {wireless && (
          <li className={styles.card}>
            <h2>{t('wireless.title')}</h2>
            <p>{t('wireless.text')}</p>
            {referral ? (
              // A kiosk links to no other site: a representative calls instead (decision 019).
              <CallbackForm
                namespace="out-of-franchise"
                reason="wireless-plan"
                addressText={address ? `${address.streetLine}, ${address.cityLine}` : undefined}
              />
            ) : (
              <ExternalLink className="btn btn-secondary" href={appConfig.brand.wirelessSiteUrl}>
                {t('wireless.button')}
              </ExternalLink>
            )}
          </li>
        )}
      </ul>
      {referral && <StartOverButton namespace="out-of-franchise" />}
    </div>
  );
}
