/**
 * The moves of one order: a button for each state the transitions allow now (and no others);
 * Cancel opens a small form that asks for the reason first. The outcome is announced.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStateLabel, type OrderState } from '@bizline/domain/orders/order-states';
import { CONSOLE_ORDER_CALLS } from '@bizline/domain/wire/console/orders-calls';
import type { OrderDetailAnswer } from '@bizline/domain/wire/console/orders-schemas';
import { problemText, useConsoleMutation } from '../ui/console-query';
import styles from './Orders.module.css';

interface Props {
  order: OrderDetailAnswer;
  onChanged: (order: OrderDetailAnswer, message: string) => void;
}

export function OrderActions({ order, onChanged }: Props) {
  const { t } = useTranslation(['console-orders', 'console']);
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const move = useConsoleMutation(CONSOLE_ORDER_CALLS.move, {
    invalidates: [CONSOLE_ORDER_CALLS.list],
    onSuccess: (res) => {
      setCancelling(false);
      setReason('');
      onChanged(res, t('detail.moved', { state: orderStateLabel(res.status) }));
    },
  });

  const moveTo = (to: OrderState) => move.mutate({ orderNo: order.orderNo, to });
  const confirmCancel = (ev: FormEvent) => {
    ev.preventDefault();
    if (!reason.trim()) {
      setReasonError(t('detail.reasonRequired'));
      reasonRef.current?.focus();
      return;
    }
    setReasonError('');
    move.mutate({ orderNo: order.orderNo, to: 'cancelled', reason: reason.trim() });
  };

  if (order.moves.length === 0) return <p>{t('detail.noMoves')}</p>;
  const plain = order.moves.filter((m) => m !== 'cancelled');
  return (
    <div>
      <div className={styles.actions}>
        {plain.map((to) => (
          <button
            key={to}
            type="button"
            className={to === 'failed' ? 'btn btn-secondary' : 'btn btn-primary'}
            disabled={move.isPending}
            onClick={() => moveTo(to)}
          >
            {t('detail.moveTo', { state: orderStateLabel(to) })}
          </button>
        ))}
        {order.moves.includes('cancelled') && !cancelling && (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setCancelling(true);
              setTimeout(() => reasonRef.current?.focus(), 0);
            }}
          >
            {t('detail.cancel')}
          </button>
        )}
      </div>
      {cancelling && (
        <form
          className={styles.cancelForm}
          aria-labelledby={`${id}-cancel`}
          onSubmit={confirmCancel}
          noValidate
        >
          <h3 id={`${id}-cancel`}>{t('detail.cancelTitle')}</h3>
          <label htmlFor={`${id}-reason`}>{t('detail.reason')}</label>
          <p id={`${id}-hint`} className={styles.hint}>
            {t('detail.reasonHint')}
          </p>
          {reasonError && (
            <p id={`${id}-error`} className={styles.error}>
              {reasonError}
            </p>
          )}
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={move.isPending}>
              {t('detail.confirmCancel')}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                setCancelling(false);
                setReasonError('');
              }}
            >
              {t('detail.keep')}
            </button>
          </div>
        </form>
      )}
      {move.error && (
        <p role="alert" className={styles.error}>
          {problemText(move.error, t)}
        </p>
      )}
    </div>
  );
}
