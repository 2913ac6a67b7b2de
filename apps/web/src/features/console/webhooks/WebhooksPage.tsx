/** The console's Webhooks page (admin): add an endpoint, the endpoints, their deliveries. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { problemText, useConsoleQuery } from '../ui/console-query';
import { DeliveriesTable } from './DeliveriesTable';
import { EndpointForm } from './EndpointForm';
import { EndpointsTable } from './EndpointsTable';
import styles from './Webhooks.module.css';

export function WebhooksPage() {
  const { t } = useTranslation(['console-integrations', 'console']);
  usePageTitle(t('webhooks.title'));
  const id = useId();
  const list = useConsoleQuery(CALLS.webhooks, undefined);
  return (
    <>
      <h1>{t('webhooks.title')}</h1>
      <p>{t('webhooks.intro')}</p>
      {list.isPending && <p role="status">{t('console:ui.loading')}</p>}
      {list.error && <p role="alert">{problemText(list.error, t)}</p>}
      {list.data && (
        <>
          <EndpointForm events={list.data.events} />
          <section className={styles.block} aria-labelledby={`${id}-endpoints`}>
            <h2 id={`${id}-endpoints`}>{t('webhooks.endpoints.title')}</h2>
            <EndpointsTable endpoints={list.data.endpoints} />
          </section>
        </>
      )}
      <section className={styles.block} aria-labelledby={`${id}-deliveries`}>
        <h2 id={`${id}-deliveries`}>{t('webhooks.deliveries.title')}</h2>
        <DeliveriesTable />
      </section>
    </>
  );
}
