/** Upload a footprint, catalogue or telephone-number file, then follow its run. */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FILE_IMPORT_KINDS,
  type FileImportKind,
  type ImportRun,
} from '@bizline/domain/wire/console/imports';
import { Notice } from '../ui/Notice';
import { RunProgress } from './RunProgress';
import { UploadError, uploadImport } from './upload';
import { useRun } from './use-run';
import styles from './Imports.module.css';

export function UploadForm() {
  const { t } = useTranslation('console-data');
  const id = useId();
  const [kind, setKind] = useState<FileImportKind>('catalogue');
  const [file, setFile] = useState<File | null>(null);
  const [replace, setReplace] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [started, setStarted] = useState<ImportRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRun(started);
  const busy = uploaded !== null && (!run || run.status === 'running');

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    setError(null);
    setStarted(null);
    if (!file) {
      setError(t('imports.upload.noFile'));
      return;
    }
    setUploaded(0);
    try {
      const answer = await uploadImport({ kind, file, replace }, setUploaded);
      setStarted(answer.run);
    } catch (e) {
      setUploaded(null);
      setError(e instanceof UploadError && e.status ? e.message : t('console:ui.failed'));
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('imports.upload.title')}</h2>
      <label>
        {t('imports.upload.kind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as FileImportKind)}>
          {FILE_IMPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`imports.upload.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('imports.upload.file')}
        <input
          type="file"
          accept={kind === 'catalogue' ? '.json,application/json' : '.csv,text/csv'}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </label>
      {kind !== 'catalogue' && (
        <label className={styles.check}>
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          <span>{t('imports.upload.replace')}</span>
        </label>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('imports.upload.submit')}
        </button>
      </div>
      <Notice kind="error" text={error} />
      <RunProgress uploaded={uploaded} run={run} />
    </form>
  );
}
