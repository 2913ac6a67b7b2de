import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORCE_BROWSER_BANNER, hasFlag } from '../test-flags';
import styles from './BrowserBanner.module.css';

/** sessionStorage key remembering Ignore for the rest of the visit. */
export const BROWSER_BANNER_IGNORED_KEY = 'bizline.browserBannerIgnored';

/**
 * A simple capability check rather than user-agent sniffing: a browser without these (all
 * shipped in 2022 or earlier by current engines) is out of date for this site.
 */
export function isOutdatedBrowser(scope: typeof globalThis = globalThis): boolean {
  try {
    return (
      typeof scope.structuredClone !== 'function' ||
      typeof scope.Intl?.Segmenter !== 'function' ||
      typeof Array.prototype.at !== 'function' ||
      typeof Object.hasOwn !== 'function'
    );
  } catch {
    return true;
  }
}

function ignored(): boolean {
  try {
    return sessionStorage.getItem(BROWSER_BANNER_IGNORED_KEY) === 'Y';
  } catch {
    return false;
  }
}

/** 'Your web browser is out of date.' with an Ignore button (000 §2, screen 1). */
export function BrowserBanner() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(
    () =>
      !ignored() && (isOutdatedBrowser() || hasFlag(window.location.search, FORCE_BROWSER_BANNER)),
  );
  if (!visible) return null;

  const ignore = () => {
    try {
      sessionStorage.setItem(BROWSER_BANNER_IGNORED_KEY, 'Y');
    } catch {
      // Storage blocked: the banner still goes away for this page.
    }
    setVisible(false);
  };

  return (
    <section className={styles.banner} aria-labelledby="browser-banner-title">
      <div className={styles.text}>
        <p id="browser-banner-title" className={styles.title}>
          {t('browserBanner.title')}
        </p>
        <p className={styles.body}>{t('browserBanner.body')}</p>
      </div>
      <button type="button" className="btn btn-secondary" onClick={ignore}>
        {t('browserBanner.ignore')}
      </button>
    </section>
  );
}
