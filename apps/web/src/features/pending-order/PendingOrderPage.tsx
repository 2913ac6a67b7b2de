import { useTranslation } from 'react-i18next';
import { stripDashes } from '@bizline/domain/format';
import { appConfig } from '../../shared/config';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { CallbackForm } from './CallbackForm';
import styles from './PendingOrderPage.module.css';

/**
 * /pending-order (000 §2): the account already has a pending order; contact us. 'Talk to Us'
 * offers chat, a call-back and the sales line. There is no chat service behind this site, so
 * the chat option says so plainly and points to the call-back and the phone (decision in the
 * issue-3 report).
 */
export function PendingOrderPage() {
  const { t } = useTranslation('pending-order');
  usePageTitle(t('title'));
  const tel = `tel:+1${stripDashes(appConfig.brand.salesPhone)}`;
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.talk} aria-labelledby="talk-title">
        <h2 id="talk-title">{t('talk.title')}</h2>
        <p>{t('talk.intro')}</p>
        <ul className={styles.options}>
          <li>
            <h3>{t('talk.chatTitle')}</h3>
            <p>{t('talk.chatText')}</p>
          </li>
          <li>
            <h3>{t('talk.callTitle')}</h3>
            <p>
              <a href={tel}>{t('talk.call')}</a>
              <br />
              <span className={styles.muted}>{t('talk.hours')}</span>
            </p>
          </li>
        </ul>
        <CallbackForm />
      </section>
    </div>
  );
}
