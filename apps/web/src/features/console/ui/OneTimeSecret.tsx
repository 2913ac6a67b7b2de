/**
 * A secret the server answers once (a webhook signing secret, an API key): shown in full with
 * a way to select it, announced, until the admin says it is copied. It is never fetched again.
 * `SecretForm` is the section that makes one: its form, then the new secret above it.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCall } from '@bizline/domain/wire/call';
import { useConsoleMutation, type consoleKey } from './console-query';
import { Problem } from './Problem';
import forms from './forms.module.css';
import styles from './OneTimeSecret.module.css';

interface Props {
  /** What was made, e.g. 'Endpoint added. Its signing secret:' */
  lead: string;
  secret: string;
  onDone: () => void;
}

function OneTimeSecret({ lead, secret, onDone }: Props) {
  const { t } = useTranslation('console-integrations');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} className={styles.secret} role="status" tabIndex={-1}>
      <p className={styles.title}>{t('secret.title')}</p>
      <p>{lead}</p>
      <code className={styles.value} data-testid="one-time-secret">
        {secret}
      </code>
      <button type="button" className="btn btn-secondary" onClick={onDone}>
        {t('secret.done')}
      </button>
    </div>
  );
}

/** The call that makes a thing with a secret, and the secret it answered until it is copied. */
export function useSecretCall<Req, Res extends { secret: string }>(
  call: ApiCall<Req, Res>,
  invalidates: Parameters<typeof consoleKey>[0],
  onMade: () => void,
) {
  const [secret, setSecret] = useState<string | null>(null);
  const create = useConsoleMutation(call, {
    invalidates: [invalidates],
    onSuccess: (res) => {
      setSecret(res.secret);
      onMade();
    },
  });
  return { create, secret, done: () => setSecret(null) };
}

interface SecretFormProps {
  title: string;
  /** Said above the new secret. */
  lead: string;
  made: { create: { isPending: boolean; error: unknown }; secret: string | null; done: () => void };
  submit: string;
  onSubmit: () => void;
  /** Another class of the form beside the console's form layout. */
  className?: string;
  /** The form's fields. */
  children: ReactNode;
}

export function SecretForm({
  title,
  lead,
  made,
  submit,
  onSubmit,
  className,
  children,
}: SecretFormProps) {
  const id = useId();
  const send = (ev: FormEvent) => {
    ev.preventDefault();
    onSubmit();
  };
  return (
    <section className={forms.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {made.secret && <OneTimeSecret lead={lead} secret={made.secret} onDone={made.done} />}
      <form className={`${forms.form} ${className ?? ''}`.trim()} onSubmit={send} noValidate>
        {children}
        <button type="submit" className="btn btn-primary" disabled={made.create.isPending}>
          {submit}
        </button>
        <Problem error={made.create.error} className={forms.error} />
      </form>
    </section>
  );
}
