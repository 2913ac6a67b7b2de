import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { formatPhoneDashed, stripDashes } from '@bizline/domain/format';
import { sanitizePhone, validatePhone } from '@bizline/domain/validators/phone';
import type { AddressSuggestion } from '@bizline/domain/wire/entry';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { api } from '../../shared/api/client';
import { appConfig } from '../../shared/config';
import { useAppStore } from '../../shared/store/app-store';
import { ExternalLink } from '../../shared/ui/ExternalLink';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import styles from './AddressDialogs.module.css';

interface FrameProps {
  title: string;
  onClose?: () => void;
  dismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** The address page's modal dialog: Escape and a click outside close it when dismissable. */
function Frame({ dismissable = true, ...props }: FrameProps) {
  return (
    <ModalDialog
      width="36rem"
      dismissable={dismissable}
      escapeCloses={dismissable}
      titleClassName={styles.title}
      {...props}
    />
  );
}

/** Tips for finding an address, and the call-back request for an address not found. */
export function TipsDialog({ onClose, addressText }: { onClose: () => void; addressText: string }) {
  const { t } = useTranslation('address');
  const items = t('tips.items', { returnObjects: true }) as unknown;
  const [text, setText] = useState(addressText);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [addrError, setAddrError] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const pe = validatePhone(phone);
    setPhoneError(pe);
    setAddrError(!text.trim());
    if (pe || !text.trim()) return;
    setFailed(false);
    try {
      const res = await api.call(ENTRY_CALLS.requestCallback, {
        reason: 'address-not-found',
        phone,
        addressText: text.trim(),
        cartId: useAppStore.getState().cartId ?? undefined,
      });
      setDone(res.reference);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Frame title={t('tips.title')} onClose={onClose}>
      <ul>
        {(Array.isArray(items) ? (items as string[]) : []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{t('tips.callbackTitle')}</h3>
      {done ? (
        <p role="status">{t('tips.callbackDone', { reference: done })}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
          <p>{t('tips.callbackText')}</p>
          <label htmlFor="cb-address">{t('tips.callbackAddress')}</label>
          <input
            id="cb-address"
            value={text}
            maxLength={300}
            aria-invalid={addrError || undefined}
            onChange={(e) => setText(e.target.value)}
          />
          <label htmlFor="cb-phone">{t('tips.callbackPhone')}</label>
          <input
            id="cb-phone"
            type="tel"
            inputMode="numeric"
            value={phone}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? 'cb-phone-error' : undefined}
            onChange={(e) => setPhone(formatPhoneDashed(sanitizePhone(e.target.value)))}
          />
          {phoneError && (
            <p id="cb-phone-error" className={styles.error}>
              {phoneError}
            </p>
          )}
          {failed && (
            <p className={styles.error} role="alert">
              {t('tips.callbackFailed')}
            </p>
          )}
          <button type="submit" className="btn btn-secondary">
            {t('tips.callbackSubmit')}
          </button>
        </form>
      )}
      <div className={styles.actions}>
        <Button className="btn btn-primary" onPress={onClose}>
          {t('tips.close')}
        </Button>
      </div>
    </Frame>
  );
}

const RE_ENTER = 'reEnter';
const CANT_FIND = 'cantfind';

/** Multiple-address chooser (000 §2 screen 2). */
export function MultipleAddressDialog(props: {
  addresses: AddressSuggestion[];
  onClose: () => void;
  onChoose: (a: AddressSuggestion) => void;
  onReEnter: () => void;
  onCantFind: () => void;
}) {
  const { t } = useTranslation('address');
  const [choice, setChoice] = useState('');
  const [error, setError] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!choice) return setError(true);
    if (choice === RE_ENTER) return props.onReEnter();
    if (choice === CANT_FIND) return props.onCantFind();
    const a = props.addresses.find((x) => x.AddressId === choice);
    if (a) props.onChoose(a);
  };
  // What tells the buildings apart: name, ZIP+4, units.
  const details = (a: AddressSuggestion) =>
    [
      a.BuildingName,
      a.ZipPlus4 && t('multiple.zipPlus4', { zip: a.ZipPlus4 }),
      a.UnitCount > 0 ? t('multiple.units', { count: a.UnitCount }) : t('multiple.noUnits'),
    ]
      .filter(Boolean)
      .join(' · ');
  const options: [string, string, string?][] = [
    ...props.addresses.map((a): [string, string, string] => [
      a.AddressId,
      a.ParsedRawString,
      details(a),
    ]),
    [RE_ENTER, t('multiple.reEnter')],
    [CANT_FIND, t('multiple.cantFind')],
  ];
  return (
    <Frame title={t('multiple.title')} onClose={props.onClose}>
      <form noValidate onSubmit={submit}>
        <fieldset className={styles.fieldset} aria-describedby={error ? 'ma-error' : undefined}>
          <legend className="visually-hidden">{t('multiple.title')}</legend>
          {options.map(([value, label, detail]) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="address-choice"
                value={value}
                checked={choice === value}
                onChange={() => {
                  setChoice(value);
                  setError(false);
                }}
              />
              <span>
                {label}
                {detail && <span className={styles.detail}>{detail}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p id="ma-error" className={styles.error} role="alert">
            {t('multiple.choose')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary">
            {t('multiple.continue')}
          </button>
        </div>
      </form>
    </Frame>
  );
}

/** Pending-order question (000 §2 screen 4). */
export function PendingOrderDialog({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('address');
  return (
    <Frame title={t('pending.title')} dismissable={false} role="alertdialog">
      <div className={styles.actions}>
        <Button className="btn btn-primary" onPress={onYes}>
          {t('pending.yes')}
        </Button>
        <Button className="btn btn-secondary" onPress={onNo}>
          {t('pending.no')}
        </Button>
      </div>
    </Frame>
  );
}

/**
 * Active-service modal (000 §2 screen 5). It leads on: the owner signs in to
 * manage the service or calls; anyone else checks another address. 'Ok' keeps this address,
 * and the page then says beside the disabled button why it cannot be ordered.
 */
export function ActiveServiceDialog({
  onClose,
  onAnotherAddress,
}: {
  onClose: () => void;
  onAnotherAddress: () => void;
}) {
  const { t } = useTranslation('address');
  const { brand } = appConfig;
  return (
    <Frame title={t('active.title')} onClose={onClose} role="alertdialog">
      <p>{t('active.intro')}</p>
      <ul className={styles.leads}>
        <li>
          <ExternalLink href={brand.signInUrl} keepInKiosk>
            {t('active.signIn')}
          </ExternalLink>
        </li>
        <li>
          <a href={`tel:+1${stripDashes(brand.salesPhone)}`}>{t('active.call')}</a>
        </li>
      </ul>
      <div className={styles.actions}>
        <Button className="btn btn-primary" onPress={onAnotherAddress}>
          {t('active.another')}
        </Button>
        <Button className="btn btn-secondary" onPress={onClose}>
          {t('active.ok')}
        </Button>
      </div>
    </Frame>
  );
}
