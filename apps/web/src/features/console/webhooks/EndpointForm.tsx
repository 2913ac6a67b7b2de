/**
 * Add a webhook endpoint: URL, an optional description, the events it takes. The signing secret
 * of the new endpoint is shown once, here.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookEventType } from '@bizline/domain/integrations/webhook-events';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { TextField } from '../../../shared/ui/TextField';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { problemText, useConsoleMutation } from '../ui/console-query';
import styles from './Webhooks.module.css';

export function EndpointForm({ events }: { events: readonly WebhookEventType[] }) {
  const { t } = useTranslation(['console-integrations', 'console']);
  const id = useId();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const create = useConsoleMutation(CALLS.createWebhook, {
    invalidates: [CALLS.webhooks],
    onSuccess: (res) => {
      setSecret(res.secret);
      setUrl('');
      setDescription('');
      setChosen([]);
    },
  });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const found = {
      ...(url.trim() ? {} : { url: t('webhooks.add.urlRequired') }),
      ...(chosen.length ? {} : { events: t('webhooks.add.eventsRequired') }),
    };
    setErrors(found);
    if (found.url) return urlRef.current?.focus();
    if (found.events) return document.getElementById(`${id}-event-0`)?.focus();
    create.mutate({ url: url.trim(), description: description.trim(), events: chosen });
  };
  const toggle = (event: WebhookEventType, on: boolean) =>
    setChosen((c) => (on ? [...c, event] : c.filter((e) => e !== event)));

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('webhooks.add.title')}</h2>
      {secret && (
        <OneTimeSecret
          lead={t('webhooks.add.added')}
          secret={secret}
          onDone={() => setSecret(null)}
        />
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
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
            <p id={`${id}-events-error`} className={styles.error}>
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
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {t('webhooks.add.submit')}
        </button>
        {create.error && (
          <p role="alert" className={styles.error}>
            {problemText(create.error, t)}
          </p>
        )}
      </form>
    </section>
  );
}
