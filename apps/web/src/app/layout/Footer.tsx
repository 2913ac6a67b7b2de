import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isAfterOrderPage } from '@bizline/domain/routes';
import { appConfig } from '../../shared/config';
import styles from './Footer.module.css';
import { ExternalLink } from '../../shared/ui/ExternalLink';

/**
 * Footer: logo, copyright, trust-badge link, the save-cart prompt (the saved cart link
 * is valid for ten days), the 30-day money-back guarantee disclaimer and the links to the
 * machine-readable broadband labels. On the staff pages
 * (`staff`) the two customer offers are left out: staff have no cart to save. After the order
 * (its confirmation and status pages) there is no cart to save either: the prompt is left out.
 */
export function Footer({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation('layout');
  const { brand } = appConfig;
  const { pathname } = useLocation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <img className={styles.logo} src={brand.logoUrl} alt={brand.companyName} height={32} />
          <ExternalLink className={styles.badge} href={brand.trustBadgeUrl}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1.2 13.6l6-6-1.4-1.4-4.6 4.6-2.2-2.2-1.4 1.4 3.6 3.6z"
                fill="currentColor"
              />
            </svg>
            {t('footer.trustBadge')}
          </ExternalLink>
        </div>
        {!staff && (
          <>
            {!isAfterOrderPage(pathname) && (
              <p className={styles.saveCart}>{t('footer.saveCartPrompt')}</p>
            )}
            <p className={styles.disclaimer}>{t('footer.moneyBackGuarantee')}</p>
            {/* The machine-readable broadband labels (docs/broadband-labels.md): files the
                server answers under the storefront base, so a plain link. */}
            <p className={styles.disclaimer}>
              <a href="broadband-labels.csv">{t('common:broadbandLabel.footerCsv')}</a>
              {' · '}
              <a href="broadband-labels.json">{t('common:broadbandLabel.footerJson')}</a>
            </p>
          </>
        )}
        <p className={styles.copyright}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
