import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '@bizline/domain/format';
import { useSearchParams } from 'react-router';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { refusalMessage } from '../../shared/api/api-error';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { usePageTitle } from '../../shared/ui/use-page-title';
import {
  findOrder,
  openByLink,
  orderDetails,
  sendCode,
  verifyCode,
  type OrderAccess,
  type OrderPageDetails,
  type OrderPageSummary,
} from './api/order-page';
import { OrderDetails } from './OrderDetails';
import { formatMoment } from './format-when';
import styles from './OrderPage.module.css';

const ID = { orderNumber: 'my-order-number', zipCode: 'my-order-zip', code: 'my-order-code' };

/**
 * /my-order: the customer's own order page. The order e-mail's signed link (?link=) or order
 * number and ZIP show the state and milestones; a 6-digit code sent to the order's e-mail opens
 * the details, a new installation slot and the cancellation (OrderDetails).
 */
export function OrderPage() {
  const { t } = useTranslation('order-page');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const link = params.get('link')?.trim() ?? '';
  const [access, setAccess] = useState<OrderAccess | null>(null);
  const [summary, setSummary] = useState<OrderPageSummary | null>(null);
  const [details, setDetails] = useState<OrderPageDetails | null>(null);
  const [problem, setProblem] = useState('');

  const loadDetails = async (orderNo: string) => setDetails(await orderDetails(orderNo));

  const opened = async (found: OrderPageSummary, how: OrderAccess) => {
    setSummary(found);
    setAccess(how);
    if (found.unlocked) await loadDetails(found.orderNo);
  };

  // From the e-mail's link: open the order once, on arrival.
  const fromLink = useRef(true);
  useEffect(() => {
    if (!fromLink.current || !link) return;
    fromLink.current = false;
    openByLink(link)
      .then((found) => opened(found, { orderNo: found.orderNo, link }))
      .catch((error: unknown) => setProblem(refusalMessage(error, t('failed'))));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  return (
    <div className={`page ${styles.card}`}>
      <h1>{summary ? t('orderTitle', { number: summary.orderNo }) : t('heading')}</h1>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {!summary && (!link || problem) && <FindOrder onFound={(found, how) => opened(found, how)} />}
      {summary && <Milestones summary={details ?? summary} />}
      {summary && access && !details && (
        <CodeStep access={access} onVerified={() => loadDetails(summary.orderNo)} />
      )}
      {details && <OrderDetails details={details} onChanged={() => loadDetails(details.orderNo)} />}
    </div>
  );
}

function FindOrder({
  onFound,
}: {
  onFound: (found: OrderPageSummary, how: OrderAccess) => Promise<void>;
}) {
  const { t } = useTranslation('order-page');
  const [orderNumber, setOrderNumber] = useState('');
  const [zipCode, setZipCode] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const of = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const orderNo = normalizeOrderNumber(orderNumber.trim());
    const zip = zipCode.trim();
    const problems: SummaryError[] = [];
    if (!orderNo) problems.push({ fieldId: ID.orderNumber, message: t('orderNumberRequired') });
    if (!/^\d{5}$/.test(zip)) problems.push({ fieldId: ID.zipCode, message: t('zipInvalid') });
    if (problems.length === 0) {
      setBusy(true);
      try {
        const how = { orderNo, zipCode: zip };
        await onFound(await findOrder(how), how);
      } catch (error) {
        problems.push({ fieldId: ID.orderNumber, message: refusalMessage(error, t('failed')) });
      } finally {
        setBusy(false);
      }
    }
    setErrors(problems);
    setAttempt((a) => a + 1);
  };

  return (
    <>
      <p>{t('findIntro')}</p>
      <ErrorSummary title={t('problem')} errors={errors} attempt={attempt} />
      <form noValidate className={styles.form} onSubmit={(ev) => void submit(ev)}>
        <TextField
          id={ID.orderNumber}
          label={t('orderNumber')}
          value={orderNumber}
          error={of(ID.orderNumber)}
          maxLength={30}
          autoComplete="off"
          onChange={(e) => setOrderNumber(e.target.value)}
        />
        <TextField
          id={ID.zipCode}
          label={t('zipCode')}
          value={zipCode}
          error={of(ID.zipCode)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          onChange={(e) => setZipCode(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('find')}
        </button>
      </form>
    </>
  );
}

function Milestones({ summary }: { summary: OrderPageSummary }) {
  const { t } = useTranslation('order-page');
  return (
    <section className={styles.box} aria-labelledby="my-order-state">
      <h2 id="my-order-state">
        {t('status')}: {summary.statusLabel}
      </h2>
      <h3>{t('milestones')}</h3>
      <ol className={styles.milestones}>
        {summary.milestones.map((m) => (
          <li key={`${m.at}:${m.kind}:${m.status}`}>
            {m.kind === 'rescheduled'
              ? t('rescheduledMilestone', {
                  date: formatLongDay(m.dueDate ?? ''),
                  slot: m.timeSlot ?? '',
                })
              : m.label}
            {' — '}
            <time dateTime={m.at}>{formatMoment(m.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function CodeStep({
  access,
  onVerified,
}: {
  access: OrderAccess;
  onVerified: () => Promise<void>;
}) {
  const { t } = useTranslation('order-page');
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  // Once a code is sent, the keyboard goes to the field it is typed in.
  useEffect(() => {
    if (sentTo) codeRef.current?.focus();
  }, [sentTo]);

  const fail = (message: string) => {
    setErrors([{ fieldId: ID.code, message }]);
    setAttempt((a) => a + 1);
  };

  const send = async () => {
    setBusy(true);
    try {
      const answer = await sendCode(access);
      setSentTo(answer.sentTo);
      setErrors([]);
    } catch (error) {
      fail(refusalMessage(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return fail(t('codeInvalid'));
    setBusy(true);
    try {
      await verifyCode(access.orderNo, code.trim());
      await onVerified();
    } catch (error) {
      fail(refusalMessage(error, t('failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby="my-order-code-title">
      <h2 id="my-order-code-title">{t('codeTitle')}</h2>
      <p>{t('codeIntro')}</p>
      <ErrorSummary title={t('problem')} errors={errors} attempt={attempt} />
      {sentTo && <p role="status">{t('codeSentTo', { to: sentTo.join(', ') })}</p>}
      {sentTo && (
        <form noValidate className={styles.form} onSubmit={(ev) => void verify(ev)}>
          <TextField
            ref={codeRef}
            id={ID.code}
            label={t('code')}
            value={code}
            error={errors.find((e) => e.fieldId === ID.code)?.message}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('verify')}
          </button>
        </form>
      )}
      <button
        type="button"
        className={sentTo ? 'btn btn-secondary' : 'btn btn-primary'}
        disabled={busy}
        onClick={() => void send()}
      >
        {sentTo ? t('sendAgain') : t('sendCode')}
      </button>
    </section>
  );
}
