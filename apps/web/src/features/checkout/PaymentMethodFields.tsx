/**
 * The payment-method fieldset of the checkout: BankAccount (the default, 002 §9) with
 * routing and account number, or a card (VISA by default) with number, expiry, cvv, debit flag
 * and billing ZIP. Controlled: the section that owns the form keeps the value in component state
 * only, never in the store or sessionStorage (card and bank numbers are exchanged for a token by
 * the server). Used by the installments section and the refundable-deposit section.
 */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_BRANDS, validateBank, validateCard } from '@bizline/domain/validators/payment';
import { DEFAULT_CARD_TYPE, DEFAULT_PAYMENT_METHOD } from '@bizline/domain/constants';
import type { cardForm, bankForm, paymentMethod } from '@bizline/domain/wire/checkout';
import type { z } from 'zod';
import type { SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { TextFields, type FieldSpec } from '../../shared/ui/TextFields';
import { SelectField } from '../../shared/ui/SelectField';
import styles from './PaymentMethodFields.module.css';

export type PaymentMethodName = z.infer<typeof paymentMethod>;
type CardType = z.infer<typeof cardForm>['cardType'];
const CARD_TYPES: readonly CardType[] = CARD_BRANDS;

export interface PaymentValue {
  paymentMethod: PaymentMethodName;
  routingNumber: string;
  accountNumber: string;
  cardType: CardType;
  cardNumber: string;
  /** '1'..'12' or '' */
  expMonth: string;
  /** four digits or '' */
  expYear: string;
  cvv: string;
  isDebitCard: boolean;
  billingZip: string;
}

export type PaymentField = Exclude<keyof PaymentValue, 'paymentMethod' | 'isDebitCard'>;
export type PaymentFieldErrors = Partial<Record<PaymentField, string>>;

export function emptyPayment(): PaymentValue {
  return {
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    routingNumber: '',
    accountNumber: '',
    cardType: DEFAULT_CARD_TYPE,
    cardNumber: '',
    expMonth: '',
    expYear: '',
    cvv: '',
    isDebitCard: false,
    billingZip: '',
  };
}

/** The id of a field's input (for the error summary links). */
export function paymentFieldId(idPrefix: string, field: PaymentField): string {
  return `${idPrefix}-${field}`;
}

/** The field errors as error-summary entries, in the order the fields show. */
export function paymentSummaryErrors(idPrefix: string, errors: PaymentFieldErrors): SummaryError[] {
  const order: PaymentField[] = [
    'routingNumber',
    'accountNumber',
    'cardType',
    'cardNumber',
    'expMonth',
    'expYear',
    'cvv',
    'billingZip',
  ];
  return order.flatMap((f) => {
    const message = errors[f];
    return message ? [{ fieldId: paymentFieldId(idPrefix, f), message }] : [];
  });
}

/** Digits only: spaces and dashes people type in numbers are accepted and ignored. */
const digits = (s: string) => s.replace(/\D/g, '');

/** Message of the one check the domain does not cover: the card's billing ZIP. */
export interface PaymentMessages {
  billingZip: string;
  /** Not used: the domain words the expiry messages (validators/payment.ts). */
  expiryRequired?: string;
}

/**
 * Every problem of the form, by field, with the domain's messages (validators/payment.ts: Luhn
 * and brand, expiry in the future, cvv, ABA routing checksum, account digits).
 */
export function validatePayment(
  value: PaymentValue,
  messages: PaymentMessages,
  now = new Date(),
): PaymentFieldErrors {
  const errors: PaymentFieldErrors = {};
  const found =
    value.paymentMethod === 'BankAccount'
      ? validateBank({ routingNumber: value.routingNumber, accountNumber: value.accountNumber })
      : validateCard(
          {
            cardNumber: value.cardNumber,
            cardType: value.cardType,
            expMonth: value.expMonth,
            expYear: value.expYear,
            cvv: value.cvv,
          },
          now,
        );
  for (const e of found) errors[e.field as PaymentField] ??= e.message;
  if (value.paymentMethod === 'Card' && !/^\d{5}(-?\d{4})?$/.test(value.billingZip.trim())) {
    errors.billingZip = messages.billingZip;
  }
  return errors;
}

/** The wire body part of the payment (wire/checkout.ts bankForm / cardForm). */
export function toPaymentRequest(value: PaymentValue): {
  paymentMethod: PaymentMethodName;
  bank?: z.input<typeof bankForm>;
  card?: z.input<typeof cardForm>;
} {
  if (value.paymentMethod === 'BankAccount') {
    return {
      paymentMethod: 'BankAccount',
      bank: {
        routingNumber: digits(value.routingNumber),
        accountNumber: digits(value.accountNumber),
      },
    };
  }
  return {
    paymentMethod: 'Card',
    card: {
      cardType: value.cardType,
      cardNumber: digits(value.cardNumber),
      expMonth: Number(value.expMonth),
      expYear: Number(value.expYear),
      cvv: digits(value.cvv),
      isDebitCard: value.isDebitCard ? 'Y' : 'N',
      billingZip: value.billingZip.trim(),
    },
  };
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));
const selectClasses = { field: styles.select, invalid: styles.invalid, error: styles.error };
const EXPIRY_PARTS = [
  { name: 'expMonth', autoComplete: 'cc-exp-month' },
  { name: 'expYear', autoComplete: 'cc-exp-year' },
] as const;

interface PaymentMethodFieldsProps {
  /** Prefix of every input id (two forms on one page must differ: 'deposit', 'ipm'). */
  idPrefix: string;
  value: PaymentValue;
  onChange: (value: PaymentValue) => void;
  errors?: PaymentFieldErrors;
  disabled?: boolean;
}

export function PaymentMethodFields({
  idPrefix,
  value,
  onChange,
  errors = {},
  disabled,
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation('checkout');
  const id = (f: PaymentField) => paymentFieldId(idPrefix, f);
  const set = <K extends keyof PaymentValue>(key: K, v: PaymentValue[K]) =>
    onChange({ ...value, [key]: v });
  const text = (f: PaymentField) => ({
    id: id(f),
    label: t(`payment.${f}`),
    value: value[f],
    error: errors[f],
    disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(f, e.target.value),
  });
  // The bank account's fields (002 §9): numbers only, never autofilled.
  const bankFields: FieldSpec<PaymentField>[] = [
    {
      name: 'routingNumber',
      hint: t('payment.routingNumberHint'),
      inputMode: 'numeric',
      autoComplete: 'off',
    },
    { name: 'accountNumber', inputMode: 'numeric', autoComplete: 'off' },
  ];
  const now = new Date().getFullYear();
  const years = Array.from({ length: 11 }, (_, i) => String(now + i));
  const expiryOptions = {
    expMonth: MONTHS.map((m) => ({ value: m, text: m.padStart(2, '0') })),
    expYear: years.map((y) => ({ value: y, text: y })),
  };

  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('payment.legend')}</legend>
      <div role="radiogroup" aria-label={t('payment.methodLabel')} className={styles.methods}>
        {(['BankAccount', 'Card'] as const).map((m) => (
          <label key={m} className={styles.choice}>
            <input
              type="radio"
              name={`${idPrefix}-paymentMethod`}
              value={m}
              checked={value.paymentMethod === m}
              onChange={() => set('paymentMethod', m)}
            />
            {t(`payment.method.${m}`)}
          </label>
        ))}
      </div>

      {value.paymentMethod === 'BankAccount' ? (
        <div className={styles.group}>
          <TextFields fields={bankFields} bind={text} />
        </div>
      ) : (
        <div className={styles.group}>
          <div className={`${styles.select} ${errors.cardType ? styles.invalid : ''}`}>
            <label htmlFor={id('cardType')}>{t('payment.cardType')}</label>
            <select
              id={id('cardType')}
              value={value.cardType}
              onChange={(e) => set('cardType', e.target.value as CardType)}
            >
              {CARD_TYPES.map((c) => (
                <option key={c} value={c}>
                  {t(`payment.cardTypes.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField {...text('cardNumber')} inputMode="numeric" autoComplete="cc-number" />
          <fieldset className={styles.expiry}>
            <legend className={styles.subLegend}>{t('payment.expiry')}</legend>
            {EXPIRY_PARTS.map(({ name, autoComplete }) => (
              <SelectField
                key={name}
                classes={selectClasses}
                id={id(name)}
                label={t(`payment.${name}`)}
                choose={t('payment.choose')}
                error={errors[name]}
                value={value[name]}
                autoComplete={autoComplete}
                options={expiryOptions[name]}
                onChange={(x) => set(name, x)}
              />
            ))}
          </fieldset>
          <TextField
            {...text('cvv')}
            hint={t('payment.cvvHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={value.isDebitCard}
              onChange={(e) => set('isDebitCard', e.target.checked)}
            />
            {t('payment.isDebitCard')}
          </label>
          <TextField
            {...text('billingZip')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
        </div>
      )}
    </fieldset>
  );
}
