/**
 * Reschedule an order's installation: the free slots of its area and install type in one list
 * (date, interval, units left); the server takes the new slot within capacity and releases the
 * old one, or says the slot is full.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_ORDER_CALLS } from '@bizline/domain/wire/console/orders-calls';
import { useConsoleMutation, useConsoleQuery } from '../ui/console-query';
import { Loaded, Problem } from '../ui/Problem';
import { formatDay } from './order-words';
import type { OrderChangeProps } from './OrderActions';
import forms from '../ui/forms.module.css';
import styles from './Orders.module.css';

export function RescheduleForm({ order, onChanged }: OrderChangeProps) {
  const { t } = useTranslation(['console-orders', 'console']);
  const id = useId();
  const [choice, setChoice] = useState('');
  const slots = useConsoleQuery(CONSOLE_ORDER_CALLS.slots, { orderNo: order.orderNo });
  const reschedule = useConsoleMutation(CONSOLE_ORDER_CALLS.reschedule, {
    invalidates: [CONSOLE_ORDER_CALLS.slots],
    onSuccess: (res) => {
      setChoice('');
      onChanged(
        res,
        t('detail.rescheduled', {
          date: formatDay(res.installation.dueDate),
          slot: res.installation.timeSlot,
        }),
      );
    },
  });
  const current = `${order.installation.dueDate}|${order.installation.timeSlotCode}`;
  const options = (slots.data?.slots ?? []).filter((s) => `${s.date}|${s.code}` !== current);

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const [date, code] = choice.split('|');
    if (date && code) reschedule.mutate({ orderNo: order.orderNo, date, code });
  };

  if (!slots.isSuccess) return <Loaded query={slots}>{() => null}</Loaded>;
  if (options.length === 0) return <p>{t('detail.noSlots')}</p>;
  return (
    <form className={styles.reschedule} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('detail.reschedule')}</h3>
      <label htmlFor={`${id}-slot`}>{t('detail.newSlot')}</label>
      <select id={`${id}-slot`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">{t('detail.chooseSlot')}</option>
        {options.map((s) => (
          <option key={`${s.date}|${s.code}`} value={`${s.date}|${s.code}`}>
            {t('detail.slotOption', {
              date: formatDay(s.date),
              interval: s.interval,
              available: s.available,
            })}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-primary" disabled={!choice || reschedule.isPending}>
        {t('detail.rescheduleSubmit')}
      </button>
      <Problem error={reschedule.error} className={forms.error} />
    </form>
  );
}
