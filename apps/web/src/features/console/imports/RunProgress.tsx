/**
 * One import run as it goes: a progress bar (upload, then the bytes the import has read), and its
 * outcome: what it imported, or the problems with their lines (nothing was imported).
 */
import { useTranslation } from 'react-i18next';
import type { ImportRun } from '@bizline/domain/wire/console/imports';
import { Notice } from '../ui/Notice';
import styles from './Imports.module.css';

const bytes = (n: number) =>
  n >= 1024 ** 2
    ? `${(n / 1024 ** 2).toFixed(1)} MB`
    : n >= 1024
      ? `${Math.round(n / 1024)} KB`
      : `${n} B`;

export function RunProgress({
  uploaded,
  run,
}: {
  /** Upload progress 0..1 while the file is being sent. */
  uploaded: number | null;
  run: ImportRun | null;
}) {
  const { t } = useTranslation('console-data');
  if (uploaded !== null && !run) {
    const percent = Math.round(uploaded * 100);
    return (
      <div className={styles.progress}>
        <progress max={100} value={percent} aria-label={t('imports.upload.progressLabel')} />
        <p role="status">{t('imports.upload.uploading', { percent })}</p>
      </div>
    );
  }
  if (!run) return null;
  if (run.status === 'running') {
    return (
      <div className={styles.progress}>
        <progress
          max={Math.max(run.totalBytes, 1)}
          value={run.bytesDone}
          aria-label={t('imports.upload.progressLabel')}
        />
        <p role="status">
          {t('imports.upload.importing', {
            done: bytes(run.bytesDone),
            total: bytes(run.totalBytes),
            rows: run.rowsDone.toLocaleString('en-US'),
          })}
        </p>
      </div>
    );
  }
  if (run.status === 'succeeded')
    return (
      <Notice kind="success" text={t('imports.outcome.succeeded', { summary: run.summary })} />
    );
  if (run.status === 'failed')
    return <Notice kind="error" text={t('imports.outcome.failed', { summary: run.summary })} />;
  const more = run.problemCount - run.problems.length;
  return (
    <div role="alert" className={styles.problems}>
      <p>{t('imports.outcome.refused', { count: run.problemCount })}</p>
      <ul>
        {run.problems.map((p, i) => (
          <li key={i}>
            <code>{p}</code>
          </li>
        ))}
        {more > 0 && <li>{t('imports.outcome.more', { count: more })}</li>}
      </ul>
    </div>
  );
}
