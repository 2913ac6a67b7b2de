/**
 * Rotate an endpoint's signing secret: the endpoint, the overlap during which the old secret
 * still signs beside the new one (0 to 24 hours), and the new secret, shown once.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import {
  ROTATION_OVERLAP_MAX_HOURS,
  type WebhookEndpoint,
} from '@bizline/domain/wire/console/integrations-schemas';
import { SecretForm, useSecretCall } from '../ui/OneTimeSecret';
import forms from '../ui/forms.module.css';
import styles from './Webhooks.module.css';

const OVERLAPS = [0, 1, 2, 6, 12, ROTATION_OVERLAP_MAX_HOURS];

export function RotateForm({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation('console-integrations');
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [overlap, setOverlap] = useState(ROTATION_OVERLAP_MAX_HOURS);
  const made = useSecretCall(CALLS.rotateSecret, CALLS.webhooks, () => undefined);
  if (!endpoints.length) return null;
  const endpointId = chosen ?? endpoints[0]!.id;
  return (
    <SecretForm
      title={t('webhooks.rotate.title')}
      lead={t('webhooks.rotate.rotated')}
      made={made}
      submit={t('webhooks.rotate.submit')}
      onSubmit={() => made.create.mutate({ id: endpointId, overlapHours: overlap })}
    >
      <p className={forms.hint}>{t('webhooks.rotate.intro')}</p>
      <label htmlFor={`${id}-endpoint`}>{t('webhooks.rotate.endpoint')}</label>
      <select
        className={styles.select}
        id={`${id}-endpoint`}
        value={endpointId}
        onChange={(e) => setChosen(Number(e.target.value))}
      >
        {endpoints.map((e) => (
          <option key={e.id} value={e.id}>
            {e.url}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-overlap`}>{t('webhooks.rotate.overlap')}</label>
      <select
        id={`${id}-overlap`}
        value={overlap}
        onChange={(e) => setOverlap(Number(e.target.value))}
      >
        {OVERLAPS.map((h) => (
          <option key={h} value={h}>
            {h === 0
              ? t('webhooks.rotate.noOverlap')
              : t('webhooks.rotate.overlapHours', { count: h })}
          </option>
        ))}
      </select>
    </SecretForm>
  );
}
