/**
 * The endpoints the server disabled because every delivery failed for the configured hours
 * (WEBHOOK_DISABLE_AFTER_HOURS): a warning region at the top of the Webhooks page, until an
 * admin enables them again.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '@bizline/domain/wire/console/integrations-schemas';
import { when } from './when';
import styles from './Webhooks.module.css';

export function DisabledBanner({
  endpoints,
  hours,
}: {
  endpoints: readonly WebhookEndpoint[];
  hours: number;
}) {
  const { t } = useTranslation('console-integrations');
  const id = useId();
  const failing = endpoints.filter((e) => e.disabledReason === 'failing');
  if (!failing.length) return null;
  return (
    <section className={styles.banner} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webhooks.banner.title')}</h2>
      <ul>
        {failing.map((e) => (
          <li key={e.id}>
            {t('webhooks.banner.item', {
              url: e.url,
              since: e.failingSince ? when(e.failingSince) : '',
              hours,
              at: e.disabledAt ? when(e.disabledAt) : '',
            })}
          </li>
        ))}
      </ul>
      <p>{t('webhooks.banner.help')}</p>
    </section>
  );
}
