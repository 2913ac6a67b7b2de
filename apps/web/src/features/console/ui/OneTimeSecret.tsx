/**
 * A secret the server answers once (a webhook signing secret, an API key): shown in full with
 * a way to select it, announced, until the admin says it is copied. It is never fetched again.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OneTimeSecret.module.css';

interface Props {
  /** What was made, e.g. 'Endpoint added. Its signing secret:' */
  lead: string;
  secret: string;
  onDone: () => void;
}

export function OneTimeSecret({ lead, secret, onDone }: Props) {
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
