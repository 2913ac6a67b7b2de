import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { BULK_ADDRESS_MAX, US_STATES } from '@bizline/domain/constants';
import { isApiError } from '../../shared/api/api-error';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import type { BulkRowValues } from '../../shared/store/entry-pages-slice';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import fieldStyles from '../../shared/ui/TextField.module.css';
import { SelectField } from '../../shared/ui/SelectField';
import type { CsvProblem } from '../../shared/csv/csv-line';
import { usePageCopy } from '../../shared/ui/use-page-title';
import {
  canAddRow,
  canContinue,
  emptyRow,
  lookupKey,
  needsUnit,
  parseBulkCsv,
  rowProblems,
  toWireRows,
  type RowField,
} from './bulk-rows';
import { Captcha } from '../../shared/ui/Captcha';
import { captchaChallengeUrl } from './captcha-url';
import { getBuildingUnitCount } from './get-building-units';
import { postBulkAddress } from './post-bulk-address';
import styles from './BulkAddressPage.module.css';
import { filterZipInput } from '@bizline/domain/validators/key-filters';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { AlertText } from '../../shared/ui/AlertText';

const fieldId = (row: number, field: RowField) => `bulk-${row}-${field}`;
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbr, text: s.name }));

/**
 * /bulk-address-upload (000 §2 screen 6, §4 "Bulk tool"): up to 25 address rows, '+ Add
 * Address' (hidden at 25), a CSV upload, the captcha, Continue (enabled only with the captcha
 * solved, every row complete and no chosen address missing its unit) and the wireless coverage
 * map. Results go to the 'BI Qualification Tool' page (/price-plan).
 */
export function BulkAddressPage() {
  const t = usePageCopy('bulk-address');
  const navigate = useNavigate();
  const stored = useAppStore((s) => s.bulkRows);
  const setBulkRows = useAppStore((s) => s.setBulkRows);
  const setBulkResults = useAppStore((s) => s.setBulkResults);
  const visitId = useAppStore((s) => s.visitId);
  const rows = stored.length > 0 ? stored : [emptyRow()];
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [unitCounts, setUnitCounts] = useState<ReadonlyMap<string, number>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [csvProblems, setCsvProblems] = useState<CsvProblem[]>([]);
  const [csvDone, setCsvDone] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(fieldId(focusRow.current, 'addressLine1'))?.focus();
    focusRow.current = null;
  });

  const update = (index: number, field: RowField, value: string) =>
    setBulkRows(rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)));

  /** Look up whether the row's building has units (for the missing-unit rule). */
  const checkUnits = (row: BulkRowValues) => {
    if (!row.addressLine1.trim() || !/^\d{5}$/.test(row.postalCode.trim())) return;
    const key = lookupKey(row);
    if (unitCounts.has(key)) return;
    getBuildingUnitCount(row.addressLine1.trim(), row.postalCode.trim())
      .then((count) => setUnitCounts((m) => new Map(m).set(key, count)))
      .catch(() => undefined);
  };

  const addRow = () => {
    if (!canAddRow(rows)) return;
    focusRow.current = rows.length;
    setBulkRows([...rows, emptyRow()]);
  };

  const removeRow = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    focusRow.current = Math.min(index, next.length - 1);
    setBulkRows(next.length > 0 ? next : [emptyRow()]);
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setCsvDone(null);
    const text = await file.text();
    const { rows: parsed, problems } = parseBulkCsv(text);
    setCsvProblems(problems);
    if (problems.length === 0) {
      setBulkRows(parsed);
      setCsvDone(parsed.length);
      parsed.forEach(checkUnits);
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const problems: SummaryError[] = [];
  rows.forEach((row, i) => {
    for (const field of rowProblems(row)) {
      problems.push({
        fieldId: fieldId(i, field),
        message: t(`errors.${field}`, { n: i + 1 }),
      });
    }
    if (needsUnit(row, unitCounts)) {
      problems.push({
        fieldId: fieldId(i, 'addressLine2'),
        message: t('errors.unit', { n: i + 1 }),
      });
    }
  });
  if (!captcha) problems.push({ fieldId: 'bulk-captcha', message: t('errors.captcha') });
  const ready = canContinue(rows, captcha !== null, unitCounts) && !sending;

  const fieldError = (i: number, field: RowField) =>
    showErrors ? problems.find((p) => p.fieldId === fieldId(i, field))?.message : undefined;

  const submit = async () => {
    if (sending) return;
    if (!ready) {
      setShowErrors(true);
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    setFailure(null);
    const wire = toWireRows(rows);
    try {
      const res = await postBulkAddress(visitId, wire, captcha!);
      setBulkResults({ rows: wire, response: res.response });
      // Several addresses: an extra history entry, so 'Go back' (two steps, 000 §2) lands here.
      if (res.response.length > 1) await navigate('/bulk-address-upload?checked=1');
      await navigate('/price-plan');
    } catch (error) {
      setCaptchaReset((n) => n + 1);
      setFailure(isApiError(error) && error.field === 'captcha' ? t('captchaFailed') : t('failed'));
      setSending(false);
    }
  };

  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro', { max: BULK_ADDRESS_MAX })}</p>
      <ErrorSummary
        title={t('errorSummary')}
        errors={showErrors ? problems : []}
        attempt={attempt}
      />
      <AlertText text={failure} className={styles.failure} />
      <div className={styles.tools}>
        <button type="button" className="link-button" onClick={() => fileInput.current?.click()}>
          {t('upload')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="bulk-csv"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <span className={styles.muted}>{t('uploadHint')}</span>
      </div>
      <div aria-live="polite">
        {csvDone !== null && <p className={styles.ok}>{t('uploadDone', { count: csvDone })}</p>}
        {csvProblems.length > 0 && (
          <div className={styles.csvProblems} role="alert">
            <p>{t('uploadProblems')}</p>
            <ul>
              {csvProblems.map((p) => (
                <li key={`${p.line}:${p.message}`}>
                  {p.line > 0 ? t('uploadLine', { line: p.line, message: p.message }) : p.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ol className={styles.rows}>
          {rows.map((row, i) => (
            <li key={i} className={styles.row}>
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{t('rowLegend', { n: i + 1 })}</legend>
                <div className={styles.grid}>
                  <TextField
                    id={fieldId(i, 'addressLine1')}
                    className={styles.wide}
                    label={t('fields.addressLine1')}
                    autoComplete="off"
                    maxLength={200}
                    value={row.addressLine1}
                    error={fieldError(i, 'addressLine1')}
                    onChange={(e) => update(i, 'addressLine1', e.target.value)}
                    onBlur={() => checkUnits(row)}
                  />
                  <TextField
                    id={fieldId(i, 'addressLine2')}
                    label={t('fields.addressLine2')}
                    autoComplete="off"
                    maxLength={64}
                    value={row.addressLine2}
                    error={
                      fieldError(i, 'addressLine2') ??
                      (needsUnit(row, unitCounts) ? t('unitNeeded') : undefined)
                    }
                    onChange={(e) => update(i, 'addressLine2', e.target.value)}
                  />
                  <TextField
                    id={fieldId(i, 'city')}
                    label={t('fields.city')}
                    autoComplete="off"
                    maxLength={64}
                    value={row.city}
                    error={fieldError(i, 'city')}
                    onChange={(e) => update(i, 'city', e.target.value)}
                  />
                  <SelectField
                    id={fieldId(i, 'stateProvince')}
                    classes={fieldStyles}
                    label={t('fields.stateProvince')}
                    choose={t('chooseState')}
                    error={fieldError(i, 'stateProvince')}
                    value={row.stateProvince}
                    options={STATE_OPTIONS}
                    onChange={(v) => update(i, 'stateProvince', v)}
                  />
                  <TextField
                    id={fieldId(i, 'postalCode')}
                    label={t('fields.postalCode')}
                    inputMode="numeric"
                    autoComplete="off"
                    value={row.postalCode}
                    error={fieldError(i, 'postalCode')}
                    onChange={(e) => update(i, 'postalCode', filterZipInput(e.target.value))}
                    onBlur={() => checkUnits(row)}
                  />
                </div>
                {rows.length > 1 && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => removeRow(i)}
                    aria-label={t('removeLabel', { n: i + 1 })}
                  >
                    {t('remove')}
                  </button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
        {canAddRow(rows) ? (
          <button type="button" className="btn btn-secondary" onClick={addRow}>
            {t('addAddress')}
          </button>
        ) : (
          <p className={styles.muted}>{t('limitReached', { max: BULK_ADDRESS_MAX })}</p>
        )}
        <div id="bulk-captcha" tabIndex={-1} className={styles.captcha}>
          <Captcha
            label={t('captchaLabel')}
            onChange={setCaptcha}
            resetKey={captchaReset}
            challengeUrl={captchaChallengeUrl()}
          />
        </div>
        <div className={styles.actions}>
          <button
            type="submit"
            className="btn btn-primary"
            aria-disabled={!ready || undefined}
            aria-describedby="bulk-continue-hint"
          >
            {t('continue')}
          </button>
          <p id="bulk-continue-hint" className={styles.muted}>
            {t('continueHint')}
          </p>
        </div>
        <div role="status" className={styles.progress}>
          {sending ? t('checking', { count: rows.length }) : ''}
        </div>
      </form>
      <p>
        <ExternalLink href={appConfig.brand.wirelessSiteUrl}>{t('coverageMap')}</ExternalLink>
      </p>
    </div>
  );
}
