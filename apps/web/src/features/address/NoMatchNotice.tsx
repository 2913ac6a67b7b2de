import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import styles from './AddressPage.module.css';

interface Props {
  /** The street text that matched nothing. */
  typed: string;
  /** Opens the tips dialog with its call-back request. */
  onCallback: () => void;
}

/**
 * An address with no match says so (000 §4, §8: 'Edit the Street Address and choose from
 * dropdown') and offers the call-back of the tips dialog, so the visitor is never stuck.
 */
export function NoMatchNotice({ typed, onCallback }: Props) {
  const { t } = useTranslation('address');
  return (
    <div id="lq-street-nomatch" className={styles.noMatch} role="status">
      <p>
        <strong>{t('street.noMatch', { typed })}</strong> {ERROR_MESSAGES.streetChooseFromDropdown}
      </p>
      <p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={onCallback}>
          {t('street.callbackOffer')}
        </button>
      </p>
    </div>
  );
}
