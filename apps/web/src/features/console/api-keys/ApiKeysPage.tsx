/**
 * The console's API keys page (admin): create a key for an integration (the key is shown once),
 * the keys by their first characters, revoke one (after a confirmation).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_INTEGRATION_CALLS as CALLS } from '@bizline/domain/wire/console/integrations-calls';
import { TextField } from '../../../shared/ui/TextField';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { SecretForm, useSecretCall } from '../ui/OneTimeSecret';
import { Loaded } from '../ui/Problem';
import { useConsoleQuery } from '../ui/console-query';
import { useRequired } from '../ui/use-required';
import forms from '../ui/forms.module.css';
import { ApiKeysTable } from './ApiKeysTable';

export function ApiKeysPage() {
  const { t } = useTranslation(['console-integrations', 'console']);
  usePageTitle(t('apiKeys.title'));
  const id = useId();
  const [name, nameRef] = useRequired<HTMLInputElement>(t('apiKeys.create.nameRequired'));
  const list = useConsoleQuery(CALLS.apiKeys, undefined);
  const made = useSecretCall(CALLS.createApiKey, CALLS.apiKeys, () => name.setValue(''));
  const submit = () => {
    const text = name.take();
    if (text) made.create.mutate({ name: text });
  };

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
      </SecretForm>
      <section className={forms.block} aria-labelledby={`${id}-keys`}>
        <h2 id={`${id}-keys`}>{t('apiKeys.list.title')}</h2>
        <Loaded query={list}>{(data) => <ApiKeysTable keys={data.keys} />}</Loaded>
      </section>
    </>
  );
}
