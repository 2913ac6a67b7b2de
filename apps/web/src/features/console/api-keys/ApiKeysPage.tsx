/**
 * The console's API keys page (admin): create a key for an integration (the key is shown once),
 * the keys by their first characters, revoke one (after a confirmation).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { TextField } from '../../../shared/ui/TextField';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { OneTimeSecret } from '../ui/OneTimeSecret';
import { problemText, useConsoleMutation, useConsoleQuery } from '../ui/console-query';
import { ApiKeysTable } from './ApiKeysTable';
import styles from './ApiKeys.module.css';

export function ApiKeysPage() {
  const { t } = useTranslation(['console-integrations', 'console']);
  usePageTitle(t('apiKeys.title'));
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const list = useConsoleQuery(CALLS.apiKeys, undefined);
  const create = useConsoleMutation(CALLS.createApiKey, {
    invalidates: [CALLS.apiKeys],
    onSuccess: (res) => {
      setSecret(res.secret);
      setName('');
    },
  });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (!name.trim()) {
      setError(t('apiKeys.create.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    setError('');
    create.mutate({ name: name.trim() });
  };

  return (
    <>
      <h1>{t('apiKeys.title')}</h1>
      <p>{t('apiKeys.intro')}</p>
      <section className={styles.block} aria-labelledby={`${id}-create`}>
        <h2 id={`${id}-create`}>{t('apiKeys.create.title')}</h2>
        {secret && (
          <OneTimeSecret
            lead={t('apiKeys.create.created')}
            secret={secret}
            onDone={() => setSecret(null)}
          />
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            id={`${id}-name`}
            ref={nameRef}
            type="text"
            label={t('apiKeys.create.name')}
            hint={t('apiKeys.create.nameHint')}
            error={error || undefined}
            value={name}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('apiKeys.create.submit')}
          </button>
          {create.error && (
            <p role="alert" className={styles.error}>
              {problemText(create.error, t)}
            </p>
          )}
        </form>
      </section>
      <section className={styles.block} aria-labelledby={`${id}-keys`}>
        <h2 id={`${id}-keys`}>{t('apiKeys.list.title')}</h2>
        {list.isPending && <p role="status">{t('console:ui.loading')}</p>}
        {list.error && <p role="alert">{problemText(list.error, t)}</p>}
        {list.data && <ApiKeysTable keys={list.data.keys} />}
      </section>
    </>
  );
}
