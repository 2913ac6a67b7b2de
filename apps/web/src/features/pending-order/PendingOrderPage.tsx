import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../../shared/config';
import { CallbackForm } from '../../shared/callback/CallbackForm';
import { StartOverButton } from '../../shared/referral/StartOverButton';
import { useReferralMode } from '../../shared/referral/referral-mode';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { usePageCopy } from '../../shared/ui/use-page-title';
import styles from './PendingOrderPage.module.css';

/**
 * /pending-order: the account already has a pending order; contact us. 'Talk to Us'
 * offers chat (only when the provider has one: brand.chatUrl, issue 10 §6), a call-back and
 * the sales line.
 */
export function PendingOrderPage() {
  const t = usePageCopy('pending-order');
  const tel = `tel:+1${stripDashes(appConfig.brand.salesPhone)}`;
  const { chatUrl } = appConfig.brand;
  // A kiosk has no header to leave by: its way on is a fresh start (decision 019).
  const referral = useReferralMode();
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.talk} aria-labelledby="talk-title">
        <h2 id="talk-title">{t('talk.title')}</h2>
        <p>{t(chatUrl ? 'talk.intro' : 'talk.introNoChat')}</p>
        <ul className={styles.options}>
          {/* Chat is offered only when the provider has one (brand.chatUrl). */}
          {chatUrl && (
            <li>
              <h3>{t('talk.chatTitle')}</h3>
              <p>
                <ExternalLink href={chatUrl}>{t('talk.chat')}</ExternalLink>
              </p>
            </li>
          )}
          <li>
            <h3>{t('talk.callTitle')}</h3>
            <p>
              <a href={tel}>{t('talk.call')}</a>
              <br />
              <span className={styles.muted}>{t('talk.hours')}</span>
            </p>
          </li>
        </ul>
        <CallbackForm namespace="pending-order" reason="pending-order" />
      </section>
      {referral && <StartOverButton namespace="pending-order" />}
    </div>
  );
}
