import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '@bizline/domain/format';
import { releasesSlot } from '@bizline/domain/orders/order-states';
import { refusalMessage } from '../../shared/api/api-error';
import { PriceSummary } from '../../shared/cart/PriceSummary';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { FieldError } from '../../shared/ui/FieldError';
import { SelectField } from '../../shared/ui/SelectField';
import fieldStyles from '../../shared/ui/TextField.module.css';
import { cancelOrder, freeSlots, moveInstallation, type OrderPageDetails } from './api/order-page';
import styles from './OrderPage.module.css';

const ID = { date: 'my-order-date', time: 'my-order-time', reason: 'my-order-reason' } as const;
const selectClasses = {
  field: fieldStyles.field,
  invalid: fieldStyles.invalid,
  label: fieldStyles.label,
  error: fieldStyles.error,
};

type Slot = { date: string; code: string; interval: string };

interface Props {
  details: OrderPageDetails;
  /** Read the order again after a change. */
  onChanged: () => Promise<void>;
}

/** With a verified code: the order's details, a new installation slot, the cancellation. */
export function OrderDetails({ details, onChanged }: Props) {
  const { t } = useTranslation('order-page');
  const [done, setDone] = useState('');
  const doneRef = useRef<HTMLParagraphElement>(null);
  const i = details.installation;
  const changed = async (message: string) => {
    await onChanged();
    setDone(message);
    setTimeout(() => doneRef.current?.focus(), 0);
  };
  const slotText = releasesSlot(details.status)
    ? t('slotReleased')
    : i.dueDate
      ? t('slot', {
          type: i.type === 'self' ? t('selfInstall') : t('techInstall'),
          date: formatLongDay(i.dueDate),
          slot: i.timeSlot,
        })
      : t('noSlot');
  return (
    <>
      <p ref={doneRef} tabIndex={-1} role="status" className={styles.problem}>
        {done}
      </p>
      <section className={styles.box} aria-labelledby="my-order-details">
        <h2 id="my-order-details">{t('detailsTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('business')}</dt>
          <dd>{details.businessName}</dd>
          <dt>{t('contact')}</dt>
          <dd>
            {details.contact.name}
            <br />
            {details.contact.email}
            <br />
            {details.contact.phone}
          </dd>
          <dt>{t('serviceAddress')}</dt>
          <dd>{details.serviceAddress}</dd>
          <dt>{t('installation')}</dt>
          <dd data-testid="my-order-installation">{slotText}</dd>
        </dl>
        {details.pricedCart && (
          <>
            <h3>{t('price')}</h3>
            <PriceSummary summary={details.pricedCart} testId="my-order-price" />
          </>
        )}
      </section>
      {!releasesSlot(details.status) && (
        <ChangeInstallation details={details} onDone={(m) => changed(m)} />
      )}
      {!releasesSlot(details.status) && (
        <CancelOrder details={details} onDone={(m) => changed(m)} />
      )}
    </>
  );
}

function ChangeInstallation({
  details,
  onDone,
}: {
  details: OrderPageDetails;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('order-page');
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [date, setDate] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const hours = details.cutoffHours;
  const of = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const fail = (problems: SummaryError[]) => {
    setErrors(problems);
    setAttempt((a) => a + 1);
  };

  const show = async () => {
    setBusy(true);
    try {
      setSlots((await freeSlots(details.orderNo)).slots);
    } catch (error) {
      fail([{ fieldId: ID.date, message: refusalMessage(error, t('noSlots')) }]);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const problems: SummaryError[] = [];
    if (!date) problems.push({ fieldId: ID.date, message: t('dateRequired') });
    else if (!code) problems.push({ fieldId: ID.time, message: t('timeRequired') });
    if (problems.length) return fail(problems);
    setBusy(true);
    try {
      const answer = await moveInstallation({
        orderNo: details.orderNo,
        date,
        code,
        version: details.version,
      });
      setSlots(null);
      setErrors([]);
      await onDone(answer.message);
    } catch (error) {
      fail([{ fieldId: ID.date, message: refusalMessage(error, t('noSlots')) }]);
    } finally {
      setBusy(false);
    }
  };

  const dates = [...new Set((slots ?? []).map((s) => s.date))];
  const times = (slots ?? []).filter((s) => s.date === date);
  return (
    <section className={styles.box} aria-labelledby="my-order-change">
      <h2 id="my-order-change">{t('changeTitle')}</h2>
      {!details.canMoveInstallation ? (
        <p>{t('changeClosed', { hours })}</p>
      ) : (
        <>
          <p>{t('changeIntro', { hours })}</p>
          <ErrorSummary title={t('problem')} errors={errors} attempt={attempt} />
          {slots === null && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => void show()}
            >
              {t('showSlots')}
            </button>
          )}
          {slots !== null && slots.length === 0 && <p>{t('noSlots')}</p>}
          {slots !== null && slots.length > 0 && (
            <form noValidate className={styles.form} onSubmit={(ev) => void submit(ev)}>
              <SelectField
                id={ID.date}
                label={t('date')}
                choose={t('chooseDate')}
                error={of(ID.date)}
                value={date}
                options={dates.map((d) => ({ value: d, text: formatLongDay(d) }))}
                classes={selectClasses}
                onChange={(value) => {
                  setDate(value);
                  setCode('');
                }}
              />
              {date && (
                <fieldset
                  className={styles.slots}
                  aria-describedby={of(ID.time) ? `${ID.time}-error` : undefined}
                >
                  <legend>{t('time')}</legend>
                  <FieldError of={ID.time} message={of(ID.time)} className={fieldStyles.error} />
                  {times.map((s, n) => (
                    <label key={s.code} className={styles.slot}>
                      <input
                        type="radio"
                        name="my-order-time"
                        id={n === 0 ? ID.time : undefined}
                        value={s.code}
                        checked={code === s.code}
                        onChange={() => setCode(s.code)}
                      />
                      {s.interval}
                    </label>
                  ))}
                </fieldset>
              )}
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('confirmChange')}
              </button>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function CancelOrder({
  details,
  onDone,
}: {
  details: OrderPageDetails;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('order-page');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const reasonError = errors[0]?.message;
  const fail = (message: string) => {
    setErrors([{ fieldId: ID.reason, message }]);
    setAttempt((a) => a + 1);
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!reason.trim()) return fail(t('reasonRequired'));
    setBusy(true);
    try {
      const answer = await cancelOrder({
        orderNo: details.orderNo,
        reason: reason.trim(),
        version: details.version,
      });
      await onDone(answer.message);
    } catch (error) {
      fail(refusalMessage(error, t('cancelClosed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="my-order-cancel">
      <h2 id="my-order-cancel">{t('cancelTitle')}</h2>
      {!details.canCancel ? (
        <p>{t('cancelClosed')}</p>
      ) : (
        <>
          <p>{t('cancelIntro')}</p>
          <ErrorSummary title={t('problem')} errors={errors} attempt={attempt} />
          {!open ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setOpen(true);
                setTimeout(() => reasonRef.current?.focus(), 0);
              }}
            >
              {t('showCancel')}
            </button>
          ) : (
            <form noValidate onSubmit={(ev) => void submit(ev)}>
              <label htmlFor={ID.reason} className={fieldStyles.label}>
                {t('reason')}
              </label>
              <FieldError of={ID.reason} message={reasonError} className={fieldStyles.error} />
              <textarea
                id={ID.reason}
                className={styles.reason}
                value={reason}
                maxLength={500}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${ID.reason}-error` : undefined}
                onChange={(e) => setReason(e.target.value)}
                ref={reasonRef}
              />
              <div className={styles.actions}>
                <button type="submit" className="btn btn-primary" disabled={busy}>
                  {t('confirmCancel')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={() => {
                    setOpen(false);
                    setErrors([]);
                  }}
                >
                  {t('keepOrder')}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
