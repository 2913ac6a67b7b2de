/**
 * Add a webhook endpoint: URL, an optional description, the events it takes. The signing secret
 * of the new endpoint is shown once, here.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEventType } from '@bizline/domain/integrations/webhook-events';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { TextField } from '../../../shared/ui/TextField';
import { SecretForm, useSecretCall } from '../ui/OneTimeSecret';
import forms from '../ui/forms.module.css';
import styles from './Webhooks.module.css';

export function EndpointForm({ events }: { events: readonly WebhookEventType[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const made = useSecretCall(CALLS.createWebhook, CALLS.webhooks, () => {
    setUrl('');
    setDescription('');
    setChosen([]);
  });

  const submit = () => {
    const found = {
      ...(url.trim() ? {} : { url: t('webhooks.add.urlRequired') }),
      ...(chosen.length ? {} : { events: t('webhooks.add.eventsRequired') }),
    };
    setErrors(found);
    if (found.url) return urlRef.current?.focus();
    if (found.events) return document.getElementById(`${id}-event-0`)?.focus();
    made.create.mutate({ url: url.trim(), description: description.trim(), events: chosen });
  };
  const toggle = (event: WebhookEventType, on: boolean) =>
    setChosen((c) => (on ? [...c, event] : c.filter((e) => e !== event)));

  return (
    <SecretForm
      title={t('webhooks.add.title')}
      lead={t('webhooks.add.added')}
      made={made}
      submit={t('webhooks.add.submit')}
      onSubmit={submit}
      className={styles.fullWidth}
    >
      <TextField
        id={`${id}-url`}
        ref={urlRef}
        type="url"
        label={t('webhooks.add.url')}
        hint={t('webhooks.add.urlHint')}
        error={errors.url}
        value={url}
        maxLength={2000}
        autoComplete="off"
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        id={`${id}-description`}
        type="text"
        label={t('webhooks.add.description')}
        value={description}
        maxLength={200}
        onChange={(e) => setDescription(e.target.value)}
      />
      <fieldset
        className={styles.events}
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <legend>{t('webhooks.add.events')}</legend>
        {errors.events && (
          <p id={`${id}-events-error`} className={forms.error}>
            {errors.events}
          </p>
        )}
        {events.map((event, i) => (
          <label key={event}>
            <input
              id={`${id}-event-${i}`}
              type="checkbox"
              checked={chosen.includes(event)}
              onChange={(e) => toggle(event, e.target.checked)}
            />
            <code>{event}</code>
          </label>
        ))}
      </fieldset>
    </SecretForm>
  );
}
