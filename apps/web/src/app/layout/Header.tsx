import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isFaqHiddenOn } from '@bizline/domain/routes';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import styles from './Header.module.css';
import { ExternalLink } from '../../shared/ui/ExternalLink';

// The dialog (and react-aria's overlay code) loads on first open, not with the entry route.
const FaqDialog = lazy(() => import('./FaqDialog').then((m) => ({ default: m.FaqDialog })));

/**
 * Under <base href>, href="#main" resolves against the base and would navigate to the start
 * page: move focus to the main landmark in place instead (the browser scrolls to it).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/** Header: skip link, logo to the provider's site, accessibility link, FAQ. */
export function Header() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const savedCartError = useAppStore((s) => s.savedCartError);
  const [faqOpen, setFaqOpen] = useState(false);
  const { brand } = appConfig;
  // Hidden on /lq, /price-plan, /bulk-address-upload and when a saved-cart error is set.
  const showFaq = !savedCartError && !isFaqHiddenOn(pathname);

  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main" onClick={skipToMain}>
        {t('header.skipToMain')}
      </a>
      <div className={styles.inner}>
        <ExternalLink className={styles.logo} href={brand.siteUrl}>
          <img src={brand.logoUrl} alt={brand.logoAlt} height={40} />
        </ExternalLink>
        <nav className={styles.nav} aria-label={t('header.navLabel')}>
          <ul>
            <li>
              <ExternalLink href={brand.accessibilityUrl}>{t('header.accessibility')}</ExternalLink>
            </li>
            {showFaq && (
              <li>
                <button
                  type="button"
                  className="link-button"
                  aria-haspopup="dialog"
                  onClick={() => setFaqOpen(true)}
                >
                  {t('header.faq')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
      {faqOpen && (
        <Suspense fallback={null}>
          <FaqDialog isOpen onOpenChange={setFaqOpen} />
        </Suspense>
      )}
    </header>
  );
}
