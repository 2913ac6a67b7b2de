import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  validateAbandonedCartEmail,
  canUploadAbandonedCarts,
} from '@bizline/domain/validators/abandoned-cart';
import {
  ABANDONED_CART_FIELDS,
  type AbandonedCartResult,
} from '@bizline/domain/wire/abandoned-cart';
import { ABANDONED_CART_CALLS } from '@bizline/domain/wire/abandoned-cart/calls';
import { STAFF_ME_QUERY_KEY, fetchStaffMe } from '../../shared/agent/digital-agent';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import type { CsvProblem } from '../../shared/csv/csv-line';
import { usePageTitle } from '../../shared/ui/use-page-title';
import {
  emptyRow,
  isBlankRow,
  parseAbandonedCsv,
  rowProblems,
  toBatches,
  type RowValues,
} from './abandoned-rows';
import styles from './AbandonedCartPage.module.css';

const SIGN_IN = `/staff/sign-in?next=${encodeURIComponent('/abandoned-cart')}`;

/** The file's text (FileReader: also where Blob.text is missing). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}

interface Progress {
  done: number;
  total: number;
}

/**
 * /abandoned-cart: the internal generator for signed-in staff. Rows are
 * sent in small batches so the progress bar moves while the server works through them.
 */
export function AbandonedCartPage() {
  const { t } = useTranslation('abandoned-cart');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const me = useQuery({ queryKey: STAFF_ME_QUERY_KEY, queryFn: fetchStaffMe, retry: false });
  const signedOut = me.error && isApiError(me.error) && me.error.status === 401;
  useEffect(() => {
    if (signedOut) void navigate(SIGN_IN, { replace: true });
  }, [signedOut, navigate]);

  const staff = me.data?.staff;
  return (
    <div className={`page ${styles.wide}`}>
      <h1>{t('heading')}</h1>
      {me.isPending && <p role="status">{t('loading')}</p>}
      {me.error && !signedOut && <p role="alert">{t('failed')}</p>}
      {staff && staff.role !== 'staff' && <p role="alert">{t('forbidden')}</p>}
      {staff?.role === 'staff' && <Generator />}
    </div>
  );
}

function Generator() {
  const { t } = useTranslation('abandoned-cart');
  const [targetEmail, setTargetEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [rows, setRows] = useState<RowValues[]>([emptyRow()]);
  const [fileProblems, setFileProblems] = useState<CsvProblem[]>([]);
  const [imported, setImported] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [results, setResults] = useState<AbandonedCartResult[]>([]);
  const [running, setRunning] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  /** 002 §5: without a valid target e-mail, the alert and nothing else. */
  const checkEmail = (): boolean => {
    const message = validateAbandonedCartEmail(targetEmail.trim());
    setEmailError(message);
    if (message) emailInput.current?.focus();
    return message === null;
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    setFileProblems([]);
    setImported(null);
    if (!file) return;
    // The upload is refused without a target e-mail.
    if (!canUploadAbandonedCarts(targetEmail.trim())) {
      checkEmail();
      input.value = '';
      return;
    }
    setEmailError(null);
    const parsed = parseAbandonedCsv(await readText(file));
    input.value = '';
    if (parsed.problems.length) {
      setFileProblems(parsed.problems);
      return;
    }
    setRows(parsed.rows);
    setRowErrors([]);
    setImported(t('imported', { count: parsed.rows.length, name: file.name }));
  };

  const update = (index: number, field: keyof RowValues, value: string) =>
    setRows((rs) => rs.map((r, i) => (i === index ? { ...r, [field]: value } : r)));

  const generate = async () => {
    if (!checkEmail()) return;
    const filled = rows.filter((r) => !isBlankRow(r));
    const problems = rows.flatMap((r, i) =>
      isBlankRow(r) ? [] : rowProblems(r).map((m) => t('rowProblem', { row: i + 1, message: m })),
    );
    if (filled.length === 0) problems.push(t('noRows'));
    setRowErrors(problems);
    if (problems.length) return;

    const batches = toBatches(filled);
    const total = filled.length;
    setResults([]);
    setRunning(true);
    setProgress({ done: 0, total });
    let done = 0;
    try {
      for (const batch of batches) {
        let answer: AbandonedCartResult[];
        try {
          answer = (
            await api.call(ABANDONED_CART_CALLS.generate, {
              targetEmail: targetEmail.trim(),
              rows: batch,
            })
          ).results;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          answer = batch.map((r) => ({
            row: r.row,
            status: 'failed',
            message: t('batchFailed', { message }),
            scartid: '',
            link: '',
          }));
        }
        done += batch.length;
        setResults((rs) => [...rs, ...answer]);
        setProgress({ done, total });
      }
    } finally {
      setRunning(false);
    }
  };

  const saved = results.filter((r) => r.status === 'saved').length;
  return (
    <>
      <p>{t('intro')}</p>
      {emailError && (
        <p role="alert" className={styles.error}>
          {emailError}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="abandoned-target-email">{t('targetEmail')}</label>
        <span id="abandoned-target-email-hint" className={styles.hint}>
          {t('targetEmailHint')}
        </span>
        <input
          ref={emailInput}
          id="abandoned-target-email"
          type="email"
          autoComplete="email"
          value={targetEmail}
          aria-invalid={emailError ? true : undefined}
          aria-describedby="abandoned-target-email-hint"
          onChange={(e) => setTargetEmail(e.target.value)}
        />
      </div>

      <h2>{t('rowsHeading')}</h2>
      <p>{t('rowsHint')}</p>
      <div className={styles.field}>
        <label htmlFor="abandoned-csv">{t('upload')}</label>
        <input
          ref={fileInput}
          id="abandoned-csv"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void onFile(e)}
        />
      </div>
      {fileProblems.length > 0 && (
        <div role="alert" className={styles.error}>
          <p>{t('uploadProblems')}</p>
          <ul>
            {fileProblems.map((p, i) => (
              <li key={i}>
                {p.line > 0
                  ? t('fileLine', { line: p.line, message: p.message })
                  : t('fileWhole', { message: p.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {imported && <p role="status">{imported}</p>}
      {rowErrors.length > 0 && (
        <ul role="alert" className={styles.error}>
          {rowErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('colRow')}</th>
              {ABANDONED_CART_FIELDS.map((f) => (
                <th key={f} scope="col">
                  {t(`fields.${f}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('colRemove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                {ABANDONED_CART_FIELDS.map((f) => (
                  <td key={f}>
                    <input
                      aria-label={t('fieldLabel', { field: t(`fields.${f}`), row: i + 1 })}
                      value={r[f]}
                      onChange={(e) => update(i, f, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                  >
                    {t('removeRow', { row: i + 1 })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setRows((rs) => [...rs, emptyRow()])}
        >
          {t('addRow')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={running}
          onClick={() => void generate()}
        >
          {t('generate')}
        </button>
      </div>

      {progress && (
        <div className={styles.progress}>
          <progress
            aria-label={t('progressLabel')}
            role="progressbar"
            value={progress.done}
            max={progress.total}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={t('processing', { ...progress })}
          />
          <p aria-live="polite">
            {running
              ? t('processing', { ...progress })
              : t('done', { saved, failed: results.length - saved })}
          </p>
        </div>
      )}

      {results.length > 0 && (
        <>
          <h2>{t('resultsHeading')}</h2>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <caption>{t('resultsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('colRow')}</th>
                  <th scope="col">{t('colStatus')}</th>
                  <th scope="col">{t('colMessage')}</th>
                  <th scope="col">{t('colLink')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.row}>
                    <th scope="row">{r.row}</th>
                    <td>{r.status === 'saved' ? t('saved') : t('failedRow')}</td>
                    <td>{r.message}</td>
                    <td>{r.link ? <a href={r.link}>{r.link}</a> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
