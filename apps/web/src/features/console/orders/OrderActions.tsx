/**
 * The moves of one order: a button for each state the transitions allow now (and no others);
 * Cancel opens a small form that asks for the reason first. The outcome is announced.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { orderStateLabel, type OrderState } from '@bizline/domain/orders/order-states';
import { CONSOLE_ORDER_CALLS } from '@bizline/domain/wire/console/orders-calls';
import type { OrderDetailAnswer } from '@bizline/domain/wire/console/orders-schemas';
import { useConsoleMutation } from '../ui/console-query';
import { Problem } from '../ui/Problem';
import { useRequired } from '../ui/use-required';
import forms from '../ui/forms.module.css';
import styles from './Orders.module.css';

/** The props of each form that changes an order (these actions, the reschedule form). */
export interface OrderChangeProps {
  order: OrderDetailAnswer;
  onChanged: (order: OrderDetailAnswer, message: string) => void;
}

export function OrderActions({ order, onChanged }: OrderChangeProps) {
  const { t } = useTranslation(['console-orders', 'console']);
  const id = useId();
  const [cancelling, setCancelling] = useState(false);
  const [reason, reasonRef] = useRequired<HTMLTextAreaElement>(t('detail.reasonRequired'));
  const move = useConsoleMutation(CONSOLE_ORDER_CALLS.move, {
    invalidates: [CONSOLE_ORDER_CALLS.list],
    onSuccess: (res) => {
      setCancelling(false);
      reason.setValue('');
      onChanged(res, t('detail.moved', { state: orderStateLabel(res.status) }));
    },
  });

  const moveTo = (to: OrderState) => move.mutate({ orderNo: order.orderNo, to });
  const confirmCancel = (ev: FormEvent) => {
    ev.preventDefault();
    const text = reason.take();
    if (text) move.mutate({ orderNo: order.orderNo, to: 'cancelled', reason: text });
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
          <p id={`${id}-hint`} className={forms.hint}>
            {t('detail.reasonHint')}
          </p>
          {reason.error && (
            <p id={`${id}-error`} className={forms.error}>
              {reason.error}
            </p>
          )}
          <textarea
            id={`${id}-reason`}
            ref={reasonRef}
            rows={3}
            maxLength={500}
            value={reason.value}
            aria-invalid={reason.error ? true : undefined}
            aria-describedby={`${id}-hint${reason.error ? ` ${id}-error` : ''}`}
            onChange={(e) => reason.setValue(e.target.value)}
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
                reason.setError('');
              }}
            >
              {t('detail.keep')}
            </button>
          </div>
        </form>
      )}
      <Problem error={move.error} className={forms.error} />
    </div>
  );
}
