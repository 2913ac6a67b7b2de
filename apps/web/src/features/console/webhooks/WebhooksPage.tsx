/**
 * The console's Webhooks page (admin): the endpoints disabled after failing (a banner), add an
 * endpoint, the endpoints (send a test event), rotate a secret, their deliveries.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { Loaded } from '../ui/Problem';
import { useConsoleQuery } from '../ui/console-query';
import forms from '../ui/forms.module.css';
import { DeliveriesTable } from './DeliveriesTable';
import { DisabledBanner } from './DisabledBanner';
import { EndpointForm } from './EndpointForm';
import { EndpointsTable } from './EndpointsTable';
import { RotateForm } from './RotateForm';
import { REFRESH_MS } from './when';

export function WebhooksPage() {
  const { t } = useTranslation(['console-integrations', 'console']);
  usePageTitle(t('webhooks.title'));
  const id = useId();
  // Refreshed like the deliveries: an endpoint the server disables shows up without a reload.
  const list = useConsoleQuery(CALLS.webhooks, undefined, { refetchInterval: REFRESH_MS });
  return (
    <>
      <h1>{t('webhooks.title')}</h1>
      <p>{t('webhooks.intro')}</p>
      <Loaded query={list}>
        {(data) => (
          <>
            <DisabledBanner endpoints={data.endpoints} hours={data.disableAfterHours} />
            <EndpointForm events={data.events} />
            <section className={forms.block} aria-labelledby={`${id}-endpoints`}>
              <h2 id={`${id}-endpoints`}>{t('webhooks.endpoints.title')}</h2>
              <EndpointsTable endpoints={data.endpoints} />
            </section>
            <RotateForm endpoints={data.endpoints} />
            <section className={forms.block} aria-labelledby={`${id}-deliveries`}>
              <h2 id={`${id}-deliveries`}>{t('webhooks.deliveries.title')}</h2>
              <DeliveriesTable events={data.events} />
            </section>
          </>
        )}
      </Loaded>
    </>
  );
}
