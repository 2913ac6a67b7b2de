import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { movedNumberProblem } from '@bizline/domain/cart/moved-number';
import { digitsOnly, formatPhoneDisplay, formatTenDigitPhone } from '@bizline/domain/format';
import { TextField } from '../../shared/ui/TextField';
import styles from './LineNumbers.module.css';

export interface NumberedLine {
  lineNo: number;
  tn: string;
  moved?: boolean;
}

/**
 * The number of each voice line: a new number from the provider's pool, or the
 * number the business has today, moved from its current provider ("Keep my current number").
 * A kept number is checked here first (10 digits, not on another line); the server also refuses
 * one of its own pool's numbers.
 */
export function LineNumbers({
  lines,
  idPrefix,
  busy,
  note,
  onKeep,
  onNewNumber,
}: {
  lines: readonly NumberedLine[];
  idPrefix: string;
  busy: boolean;
  /** Extra words after a line's number (the BDV administrator line). */
  note?: (line: NumberedLine) => ReactNode;
  /** Put the customer's number on the line; false when the cart refused it. */
  onKeep: (lineNo: number, tn: string) => Promise<boolean>;
  /** Give the line a new number from the pool again. */
  onNewNumber: (lineNo: number) => Promise<void>;
}) {
  return (
    <ul className={styles.lines}>
      {lines.map((l) => (
        <LineNumber
          key={l.lineNo}
          line={l}
          others={lines.filter((o) => o.lineNo !== l.lineNo).map((o) => o.tn)}
          id={`${idPrefix}-line-${l.lineNo}`}
          busy={busy}
          note={note?.(l)}
          onKeep={onKeep}
          onNewNumber={onNewNumber}
        />
      ))}
    </ul>
  );
}

function LineNumber({
  line,
  others,
  id,
  busy,
  note,
  onKeep,
  onNewNumber,
}: {
  line: NumberedLine;
  others: string[];
  id: string;
  busy: boolean;
  note: ReactNode;
  onKeep: (lineNo: number, tn: string) => Promise<boolean>;
  onNewNumber: (lineNo: number) => Promise<void>;
}) {
  const { t } = useTranslation('customize');
  const [keep, setKeep] = useState(!!line.moved);
  const [typed, setTyped] = useState(line.moved ? formatTenDigitPhone(line.tn) : '');
  const [error, setError] = useState<string | undefined>();
  const name = `${id}-choice`;

  const save = async () => {
    const tn = digitsOnly(typed);
    const problem = movedNumberProblem(tn, {
      inPool: false,
      onOtherLine: others.includes(tn),
    });
    setError(problem ?? undefined);
    if (problem) return;
    if (!(await onKeep(line.lineNo, tn))) return;
    setTyped(formatTenDigitPhone(tn));
  };

  const chooseNew = async () => {
    setKeep(false);
    setError(undefined);
    if (line.moved) await onNewNumber(line.lineNo);
  };

  return (
    <li className={styles.line}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {t('phone.lineNumber', { n: line.lineNo, tn: formatPhoneDisplay(line.tn) })}
          {line.moved && ` ${t('phone.moving')}`}
          {note}
        </legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={!keep}
            disabled={busy}
            onChange={() => void chooseNew()}
          />
          <span>{t('phone.newNumber')}</span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={keep}
            disabled={busy}
            onChange={() => setKeep(true)}
          />
          <span>{t('phone.keepNumber')}</span>
        </label>
        {keep && (
          <div className={styles.keep}>
            <TextField
              id={`${id}-tn`}
              label={t('phone.currentNumber')}
              hint={t('phone.currentNumberHint')}
              value={typed}
              error={error}
              inputMode="tel"
              autoComplete="off"
              maxLength={14}
              onChange={(ev) => setTyped(ev.target.value)}
              onBlur={() => setTyped(formatTenDigitPhone(typed))}
            />
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => void save()}
            >
              {t('phone.keepThisNumber')}
            </button>
          </div>
        )}
      </fieldset>
    </li>
  );
}
