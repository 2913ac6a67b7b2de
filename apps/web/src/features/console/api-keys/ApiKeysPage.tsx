/**
 * The console's API keys page (admin): create a key for an integration with its scopes and an
 * optional expiry (the key is shown once), the keys by their first characters with their scopes,
 * expiry and last use, revoke one (after a confirmation).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES, type ApiKeyScope } from '@bizline/domain/integrations/api-key-scopes';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { TextField } from '../../../shared/ui/TextField';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { SecretForm, useSecretCall } from '../ui/OneTimeSecret';
import { Loaded } from '../ui/Problem';
import { useConsoleQuery } from '../ui/console-query';
import { useRequired } from '../ui/use-required';
import forms from '../ui/forms.module.css';
// The webhooks' events box and list are worded and spaced as the scopes want them.
import styles from '../webhooks/Webhooks.module.css';
import { ApiKeysTable } from './ApiKeysTable';

/** The end of a day chosen in the date field, in the admin's own time zone, as an ISO instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

export function ApiKeysPage() {
  const { t } = useTranslation(['console-integrations', 'console']);
  usePageTitle(t('apiKeys.title'));
  const id = useId();
  const [name, nameRef] = useRequired<HTMLInputElement>(t('apiKeys.create.nameRequired'));
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [scopesError, setScopesError] = useState('');
  const [expires, setExpires] = useState('');
  const list = useConsoleQuery(CALLS.apiKeys, undefined);
  const made = useSecretCall(CALLS.createApiKey, CALLS.apiKeys, () => {
    name.setValue('');
    setScopes([]);
    setExpires('');
  });
  const submit = () => {
    const text = name.take();
    if (!text) return;
    setScopesError(scopes.length ? '' : t('apiKeys.create.scopesRequired'));
    if (!scopes.length) return document.getElementById(`${id}-scope-0`)?.focus();
    made.create.mutate({
      name: text,
      scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)),
      expiresAt: expires ? endOfDay(expires) : null,
    });
  };
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((c) => (on ? [...c, scope] : c.filter((s) => s !== scope)));

  return (
    <>
      <h1>{t('apiKeys.title')}</h1>
      <p>{t('apiKeys.intro')}</p>
      <SecretForm
        title={t('apiKeys.create.title')}
        lead={t('apiKeys.create.created')}
        made={made}
        submit={t('apiKeys.create.submit')}
        onSubmit={submit}
      >
        <TextField
          id={`${id}-name`}
          ref={nameRef}
          type="text"
          label={t('apiKeys.create.name')}
          hint={t('apiKeys.create.nameHint')}
          error={name.error || undefined}
          value={name.value}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => name.setValue(e.target.value)}
        />
        <fieldset
          className={styles.events}
          aria-describedby={scopesError ? `${id}-scopes-error` : undefined}
        >
          <legend>{t('apiKeys.create.scopes')}</legend>
          {scopesError && (
            <p id={`${id}-scopes-error`} className={forms.error}>
              {scopesError}
            </p>
          )}
          {API_KEY_SCOPES.map((scope, i) => (
            <label key={scope}>
              <input
                id={`${id}-scope-${i}`}
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
              />
              <span>
                <code>{scope}</code> {t(`apiKeys.scopes.${scope}`)}
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          id={`${id}-expires`}
          type="date"
          label={t('apiKeys.create.expires')}
          hint={t('apiKeys.create.expiresHint')}
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </SecretForm>
      <section className={forms.block} aria-labelledby={`${id}-keys`}>
        <h2 id={`${id}-keys`}>{t('apiKeys.list.title')}</h2>
        <Loaded query={list}>{(data) => <ApiKeysTable keys={data.keys} />}</Loaded>
      </section>
    </>
  );
}
