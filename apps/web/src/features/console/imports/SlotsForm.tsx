/** Write the install calendar with the options of npm run slots:generate, then follow its run. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORTS_CALLS, type ImportRun } from '@bizline/domain/wire/console/imports';
import { problemText, useConsoleMutation } from '../ui/console-query';
import { Notice } from '../ui/Notice';
import { RunProgress } from './RunProgress';
import { useRun } from './use-run';
import styles from './Imports.module.css';

const TYPES = ['both', 'tech', 'self'] as const;

export function SlotsForm() {
  const { t } = useTranslation('console-data');
  const id = useId();
  const [areas, setAreas] = useState('');
  const [days, setDays] = useState('30');
  const [capacity, setCapacity] = useState('');
  const [type, setType] = useState<(typeof TYPES)[number]>('both');
  const [started, setStarted] = useState<ImportRun | null>(null);
  const run = useRun(started);
  const write = useConsoleMutation(IMPORTS_CALLS.slots, {
    onSuccess: (answer) => setStarted(answer.run),
  });

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    setStarted(null);
    write.mutate({
      areas: areas.split(/[\s,]+/).filter(Boolean),
      days,
      ...(capacity ? { capacity } : {}),
      type,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('imports.slots.title')}</h2>
      <p>{t('imports.slots.intro')}</p>
      <label>
        {t('imports.slots.areas')}
        <input value={areas} onChange={(e) => setAreas(e.target.value)} inputMode="numeric" />
      </label>
      <label>
        {t('imports.slots.days')}
        <input value={days} onChange={(e) => setDays(e.target.value)} inputMode="numeric" />
      </label>
      <label>
        {t('imports.slots.capacity')}
        <input value={capacity} onChange={(e) => setCapacity(e.target.value)} inputMode="numeric" />
      </label>
      <label>
        {t('imports.slots.type')}
        <select value={type} onChange={(e) => setType(e.target.value as (typeof TYPES)[number])}>
          {TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`imports.slots.types.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <button type="submit" className="btn btn-primary" disabled={write.isPending}>
          {t('imports.slots.submit')}
        </button>
      </div>
      <Notice kind="error" text={write.isError ? problemText(write.error, t) : null} />
      <RunProgress uploaded={null} run={run} />
    </form>
  );
}
