import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@bizline/domain/routes';
import { isReferralMode } from '../referral/referral-mode';
import styles from './SaveCartLink.module.css';

/**
 * 'Save cart' on customise and checkout (issue 10 §5; the footer and the FAQ promise it): opens
 * /save-cart, whose form starts with the e-mail this visit already gave. A kiosk (fiber referral
 * mode) saves no carts for passers-by: none there.
 */
export function SaveCartLink() {
  const { t } = useTranslation('layout');
  const hintId = useId();
  if (isReferralMode()) return null;
  return (
    <p className={styles.save}>
      <Link className="btn btn-secondary" to={routePath('saveCart')} aria-describedby={hintId}>
        {t('saveCartAction.label')}
      </Link>
      <span id={hintId} className={styles.hint}>
        {t('saveCartAction.hint')}
      </span>
    </p>
  );
}
