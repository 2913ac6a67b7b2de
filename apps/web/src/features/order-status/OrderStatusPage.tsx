import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { termsAcceptedSentence } from '@bizline/domain/checkout/terms-accepted';
import { normalizeOrderNumber } from '@bizline/domain/orders/order-rules';
import { formatLongDay } from '@bizline/domain/format';
import { orderStateLabel, releasesSlot } from '@bizline/domain/orders/order-states';
import { timeZoneNamed, windowWithZone } from '@bizline/domain/orders/service-time';
import { isApiError, refusalMessage } from '../../shared/api/api-error';
import { OrderContents } from '../../shared/cart/OrderContents';
import { PriceSummary } from '../../shared/cart/PriceSummary';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { postOrderStatusLookup, type OrderStatusAnswer } from './api/lookup-order';
import styles from './OrderStatusPage.module.css';

const ID = { orderNumber: 'order-number', zipCode: 'order-zip' } as const;

/**
 * A moment of the order's history in the service address's zone, with the zone's name
 * ('November 23, 2026 at 3:04 PM EST'); the browser's own zone for an order that names none.
 */
function formatMoment(value: string, timeZone: string | undefined): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  });
}

type Outcome =
  | { kind: 'none' }
  | { kind: 'found'; order: OrderStatusAnswer }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string };

/**
 * /order-status (issue 5, beyond the spec): a customer enters the order number and the service
 * ZIP code and sees the order's status, its history and the install slot (OrderStatus/Lookup).
 * The links of the confirmation page and e-mail carry ?orderNumber=…&zipCode=…: the form is
 * filled from them and, when both are there, the order is looked up at once.
 */
export function OrderStatusPage() {
  const { t } = useTranslation('confirmation');
  usePageTitle(t('orderStatus.title'));
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('orderNumber')?.trim() ?? '');
  const [zipCode, setZipCode] = useState(params.get('zipCode')?.trim() ?? '');
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const resultRef = useRef<HTMLDivElement>(null);

  const of = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const number = normalizeOrderNumber(orderNumber.trim());
    const zip = zipCode.trim();
    const problems: SummaryError[] = [];
    if (!number)
      problems.push({ fieldId: ID.orderNumber, message: t('orderStatus.orderNumberRequired') });
    if (!/^\d{5}$/.test(zip))
      problems.push({ fieldId: ID.zipCode, message: t('orderStatus.zipInvalid') });
    setErrors(problems);
    if (problems.length > 0) {
      setAttempt((a) => a + 1);
      return;
    }
    await lookup(number, zip);
  };

  const lookup = async (number: string, zip: string) => {
    setBusy(true);
    try {
      const order = await postOrderStatusLookup(number, zip);
      setOutcome({ kind: 'found', order });
    } catch (error) {
      setOutcome(
        isApiError(error) && error.status === 404
          ? { kind: 'notFound' }
          : {
              kind: 'failed',
              message: refusalMessage(error, t('orderStatus.failed')),
            },
      );
    } finally {
      setBusy(false);
      // The answer is announced and takes focus, so keyboard users land on it.
      setTimeout(() => resultRef.current?.focus(), 0);
    }
  };

  // From a link with both values: look the order up at once (once, on arrival).
  const fromLink = useRef(true);
  useEffect(() => {
    if (!fromLink.current) return;
    fromLink.current = false;
    const number = normalizeOrderNumber(orderNumber.trim());
    if (number && /^\d{5}$/.test(zipCode.trim())) void lookup(number, zipCode.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  return (
    <div className={`page ${styles.card}`}>
      <h1>{t('orderStatus.heading')}</h1>
      <p>{t('orderStatus.intro')}</p>
      <ErrorSummary title={t('orderStatus.problem')} errors={errors} attempt={attempt} />
      <form noValidate className={styles.form} onSubmit={(ev) => void submit(ev)}>
        <TextField
          id={ID.orderNumber}
          label={t('orderStatus.orderNumber')}
          hint={t('orderStatus.orderNumberHint')}
          value={orderNumber}
          error={of(ID.orderNumber)}
          maxLength={30}
          autoComplete="off"
          onChange={(e) => setOrderNumber(e.target.value)}
        />
        <TextField
          id={ID.zipCode}
          label={t('orderStatus.zipCode')}
          value={zipCode}
          error={of(ID.zipCode)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          onChange={(e) => setZipCode(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('orderStatus.submit')}
        </button>
      </form>

      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {outcome.kind === 'notFound' && (
          <p className={styles.notFound}>{t('orderStatus.notFound')}</p>
        )}
        {outcome.kind === 'failed' && <p className={styles.notFound}>{outcome.message}</p>}
        {outcome.kind === 'found' && <OrderResult order={outcome.order} />}
      </div>
    </div>
  );
}

function OrderResult({ order }: { order: OrderStatusAnswer }) {
  const { t } = useTranslation('confirmation');
  const slot = order.installation;
  // Windows and moments in the service address's zone, as the e-mails say them.
  const zone = order.timeZone ? timeZoneNamed(order.timeZone) : null;
  const window = (w: string) => (zone ? windowWithZone(w, zone) : w);
  return (
    <section className={styles.result} aria-labelledby="order-result-title">
      <h2 id="order-result-title">{t('orderStatus.resultTitle', { number: order.svc_orderNo })}</h2>
      <dl className={styles.facts}>
        <dt>{t('orderStatus.status')}</dt>
        <dd>{orderStateLabel(order.status)}</dd>
        <dt>{t('orderStatus.installation')}</dt>
        <dd>
          {releasesSlot(order.status)
            ? t('orderStatus.slotReleased')
            : slot.dueDate
              ? t('orderStatus.slot', {
                  date: formatLongDay(slot.dueDate),
                  slot: window(slot.timeSlot),
                  type:
                    slot.type === 'self'
                      ? t('orderStatus.selfInstall')
                      : t('orderStatus.techInstall'),
                })
              : t('orderStatus.noSlot')}
          {slot.dueDate && slot.rescheduled && !releasesSlot(order.status) && (
            <>
              {' '}
              <strong className={styles.rescheduled}>({t('orderStatus.rescheduled')})</strong>
            </>
          )}
        </dd>
      </dl>
      {order.termsVersion && (
        <p>
          {termsAcceptedSentence(
            { version: order.termsVersion, acceptedAt: order.termsAcceptedAt },
            order.timeZone || undefined,
          )}
          .
        </p>
      )}
      {order.statusHistory.length > 0 && (
        <>
          <h3 id="order-history-title">{t('orderStatus.history')}</h3>
          <ol className={styles.history} aria-labelledby="order-history-title">
            {order.statusHistory.map((h) => (
              <li key={`${h.at}:${h.kind ?? 'state'}:${h.status}`}>
                {h.kind === 'rescheduled'
                  ? t('orderStatus.rescheduledMilestone', {
                      date: formatLongDay(h.dueDate ?? ''),
                      slot: window(h.timeSlot ?? ''),
                    })
                  : orderStateLabel(h.status)}
                {' — '}
                <time dateTime={h.at}>{formatMoment(h.at, order.timeZone)}</time>
              </li>
            ))}
          </ol>
        </>
      )}
      {order.contents && order.contents.length > 0 && (
        <OrderContents contents={order.contents} testId="order-status-contents" />
      )}
      {order.pricedCart && (
        <>
          <h3>{t('orderStatus.price')}</h3>
          <PriceSummary summary={order.pricedCart} testId="order-status-price" />
        </>
      )}
    </section>
  );
}
