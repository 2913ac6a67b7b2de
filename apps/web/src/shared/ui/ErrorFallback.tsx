import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import styles from './ErrorFallback.module.css';

/**
 * What a visitor sees when a page failed to render: the spec's generic message and a way back
 * to the start. The link is a plain href (relative to the <base href>), so leaving reloads the
 * app from a clean state. The copy may itself be what failed to load: the catalogue's texts are
 * the defaults then.
 */
export function ErrorFallback() {
  const { t } = useTranslation('errors', { useSuspense: false });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.fallback}>
      <h1 ref={heading} tabIndex={-1}>
        {t('renderError.title', { defaultValue: ERROR_MESSAGES.refreshPage })}
      </h1>
      <p>
        {t('generic.tryAgainContactSupport', {
          defaultValue: ERROR_MESSAGES.tryAgainContactSupport,
        })}
      </p>
      <p>
        <a className={styles.action} href="./">
          {t('renderError.startAgain', { defaultValue: 'Start again' })}
        </a>
      </p>
    </div>
  );
}
