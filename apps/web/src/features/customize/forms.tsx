import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { ANALYTICS_EVENTS } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { stripDashes } from '@bizline/domain/format';
import {
  initialListingOutcome,
  isBusinessListingFormIncomplete,
  listingOutcome,
  listingOutcomeMessage,
  shouldRunListingDupeCheck,
  type ListingOutcome,
} from '@bizline/domain/validators/forms-001';
import { validateOptionalEmail } from '@bizline/domain/validators/email';
import { validateName } from '@bizline/domain/validators/names';
import { validatePhone } from '@bizline/domain/validators/phone';
import type { BusinessListing, DirectoryListingInfo } from '@bizline/domain/wire/cart';
import { logEvent } from '../../shared/analytics/analytics';
import { CART_CALLS } from '@bizline/domain/wire/cart/calls';
import { placedOrderOf } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { useAppStore } from '../../shared/store/app-store';
import { ErrorSummary, type SummaryError } from '../../shared/ui/ErrorSummary';
import { TextField } from '../../shared/ui/TextField';
import { useBusinessCategories } from './api/get-business-categories';
import { useYellowPageHeadings } from './api/get-yellow-page-headings';
import styles from './CustomizePage.module.css';

function useErrors() {
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const fail = (list: SummaryError[]) => {
    setErrors(list);
    setAttempt((a) => a + 1);
    return list.length > 0;
  };
  const of = (fieldId: string) => errors.find((e) => e.fieldId === fieldId)?.message;
  return { errors, attempt, fail, of };
}

// ---------------------------------------------------------------------------------------------

interface TechTeamFormProps {
  productId: string;
  submitted: boolean;
  onSubmitted: () => void;
}

/** Tech team users: FirstName, LastName, Phone, Email -> AddTechTeamUsers. A failure
 * shows the technical-issue global message. */
export function TechTeamForm({ productId, submitted, onSubmitted }: TechTeamFormProps) {
  const { t } = useTranslation('customize');
  const cartId = useAppStore((s) => s.cartId);
  const [v, setV] = useState({ FirstName: '', LastName: '', Phone: '', Email: '' });
  const [sending, setSending] = useState(false);
  const e = useErrors();

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const list: SummaryError[] = [];
    const first = validateName(v.FirstName, 'first');
    const last = validateName(v.LastName, 'last');
    const phone = validatePhone(v.Phone);
    const email = validateOptionalEmail(v.Email);
    if (first) list.push({ fieldId: 'tt-first', message: first });
    if (last) list.push({ fieldId: 'tt-last', message: last });
    if (phone) list.push({ fieldId: 'tt-phone', message: phone });
    if (email) list.push({ fieldId: 'tt-email', message: email });
    if (e.fail(list)) return;
    setSending(true);
    try {
      const answer = await api.call(CART_CALLS.addTechTeamUsers, {
        FirstName: v.FirstName.trim(),
        LastName: v.LastName.trim(),
        Phone: stripDashes(v.Phone.trim()),
        Email: v.Email.trim(),
        ...(cartId ? { SessionId: cartId } : {}),
        VasId: 'TechTeam',
        VasProdId: productId,
      });
      if (answer?.Status !== 'SUCCESS') throw new Error('AddTechTeamUsers failed');
      void logEvent({
        eventType: 'Analytics',
        eventName: ANALYTICS_EVENTS.techTeamConfirmation,
        sectionName: 'customize',
      });
      onSubmitted();
    } catch (error) {
      const st = useAppStore.getState();
      const orderNo = placedOrderOf(error);
      if (orderNo) st.showPlacedOrder(orderNo);
      else st.showGlobalError(ERROR_MESSAGES.technicalIssue);
    } finally {
      setSending(false);
    }
  };

  if (submitted) return <p className={styles.done}>{t('techTeam.added')}</p>;
  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <h4>{t('techTeam.title')}</h4>
      <ErrorSummary title={t('form.problem')} errors={e.errors} attempt={e.attempt} />
      <TextField
        id="tt-first"
        label={t('techTeam.firstName')}
        value={v.FirstName}
        error={e.of('tt-first')}
        onChange={(x) => setV({ ...v, FirstName: x.target.value })}
        autoComplete="given-name"
      />
      <TextField
        id="tt-last"
        label={t('techTeam.lastName')}
        value={v.LastName}
        error={e.of('tt-last')}
        onChange={(x) => setV({ ...v, LastName: x.target.value })}
        autoComplete="family-name"
      />
      <TextField
        id="tt-phone"
        label={t('techTeam.phone')}
        value={v.Phone}
        error={e.of('tt-phone')}
        onChange={(x) => setV({ ...v, Phone: x.target.value })}
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        id="tt-email"
        label={t('techTeam.email')}
        value={v.Email}
        error={e.of('tt-email')}
        onChange={(x) => setV({ ...v, Email: x.target.value })}
        type="email"
        autoComplete="email"
      />
      <Button type="submit" className="btn btn-primary" isDisabled={sending}>
        {t('techTeam.submit')}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

interface BusinessListingFormProps {
  /** Send the listing with the cart update (only after the duplicate check allows it). */
  onAdd: (listing: BusinessListing) => Promise<boolean>;
  added: boolean;
}

/** Local business listing: the duplicate check runs only when the listing is being
 * added; 'Listing Approved' or 'Paid listing already exists for this business location'. */
export function BusinessListingForm({ onAdd, added }: BusinessListingFormProps) {
  const { t } = useTranslation('customize');
  const categories = useBusinessCategories(true);
  const [v, setV] = useState<BusinessListing>({
    businessName: '',
    businessCategory: '',
    categoryName: '',
    businessPhone: '',
    isBillingPhoneRequired: '',
  });
  const [outcome, setOutcome] = useState<ListingOutcome | null>(null);
  const [sending, setSending] = useState(false);
  const e = useErrors();

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const list: SummaryError[] = [];
    if (!v.businessName.trim())
      list.push({ fieldId: 'bl-name', message: t('listing.nameRequired') });
    if (!v.businessCategory)
      list.push({ fieldId: 'bl-category', message: t('listing.categoryRequired') });
    if (!v.isBillingPhoneRequired)
      list.push({ fieldId: 'bl-billing', message: t('listing.billingRequired') });
    if (v.isBillingPhoneRequired === 'No') {
      const phone = validatePhone(v.businessPhone);
      if (phone) list.push({ fieldId: 'bl-phone', message: phone });
    }
    if (e.fail(list) || isBusinessListingFormIncomplete(v)) return;
    const listing = { ...v, businessPhone: stripDashes(v.businessPhone.trim()) };
    setOutcome(initialListingOutcome(v.isBillingPhoneRequired));
    if (!shouldRunListingDupeCheck(!added)) return;
    setSending(true);
    try {
      const result = listingOutcome(await api.call(CART_CALLS.listingDuplicateCheck, listing));
      setOutcome(result);
      if (result === 'approved') await onAdd(listing);
    } catch {
      setOutcome('failed');
      useAppStore.getState().showGlobalError(ERROR_MESSAGES.technicalIssue);
    } finally {
      setSending(false);
    }
  };

  const message = outcome ? listingOutcomeMessage(outcome) : null;
  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <h4>{t('listing.title')}</h4>
      <ErrorSummary title={t('form.problem')} errors={e.errors} attempt={e.attempt} />
      <TextField
        id="bl-name"
        label={t('listing.businessName')}
        value={v.businessName}
        error={e.of('bl-name')}
        onChange={(x) => setV({ ...v, businessName: x.target.value })}
      />
      <div className={styles.field}>
        <label htmlFor="bl-category">{t('listing.businessCategory')}</label>
        {e.of('bl-category') && (
          <p id="bl-category-error" className={styles.error}>
            {e.of('bl-category')}
          </p>
        )}
        <select
          id="bl-category"
          value={v.businessCategory}
          aria-describedby={e.of('bl-category') ? 'bl-category-error' : undefined}
          onChange={(x) => {
            const c = categories.data?.find((cat) => cat.id === x.target.value);
            setV({ ...v, businessCategory: x.target.value, categoryName: c?.name ?? '' });
          }}
        >
          <option value="">{t('listing.chooseCategory')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <RadioGroup
        id="bl-billing"
        className={styles.choice}
        value={v.isBillingPhoneRequired}
        onChange={(x) =>
          setV({ ...v, isBillingPhoneRequired: x as BusinessListing['isBillingPhoneRequired'] })
        }
        isInvalid={Boolean(e.of('bl-billing'))}
      >
        <Label className={styles.choiceLabel}>{t('listing.billingPhone')}</Label>
        {e.of('bl-billing') && <p className={styles.error}>{e.of('bl-billing')}</p>}
        <Radio value="Yes" className={styles.radio}>
          {t('listing.yes')}
        </Radio>
        <Radio value="No" className={styles.radio}>
          {t('listing.no')}
        </Radio>
      </RadioGroup>
      {v.isBillingPhoneRequired === 'No' && (
        <TextField
          id="bl-phone"
          label={t('listing.businessPhone')}
          value={v.businessPhone}
          error={e.of('bl-phone')}
          inputMode="tel"
          onChange={(x) => setV({ ...v, businessPhone: x.target.value })}
        />
      )}
      <div role="status">{message && <p className={styles.done}>{message}</p>}</div>
      <Button type="submit" className="btn btn-primary" isDisabled={sending || added}>
        {added ? t('listing.added') : t('listing.add')}
      </Button>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------

interface DirectoryListingFormProps {
  initial: DirectoryListingInfo | null;
  onSave: (info: DirectoryListingInfo) => Promise<boolean>;
}

const EMPTY_LISTING: DirectoryListingInfo = {
  CompanyName: '',
  FirstName: '',
  LastName: '',
  MidName: '',
  Degree: '',
  Designation: '',
  PhoneNo: '',
  Street: '',
  City: '',
  YellowPageHeading: '',
};

/** Directory listing (001 §3, non-BDV): company or person, address and a yellow-page heading. */
export function DirectoryListingForm({ initial, onSave }: DirectoryListingFormProps) {
  const { t } = useTranslation('customize');
  const [v, setV] = useState<DirectoryListingInfo>(initial ?? EMPTY_LISTING);
  const [saved, setSaved] = useState(initial !== null && initial.CompanyName !== '');
  const headings = useYellowPageHeadings(v.YellowPageHeading);
  const e = useErrors();
  const set = (k: keyof DirectoryListingInfo) => (x: { target: { value: string } }) => {
    setSaved(false);
    setV({ ...v, [k]: x.target.value });
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const list: SummaryError[] = [];
    if (!v.CompanyName.trim() && !(v.FirstName.trim() && v.LastName.trim()))
      list.push({ fieldId: 'dl-company', message: t('directory.nameRequired') });
    if (v.PhoneNo.trim()) {
      const phone = validatePhone(v.PhoneNo);
      if (phone) list.push({ fieldId: 'dl-phone', message: phone });
    }
    if (e.fail(list)) return;
    const ok = await onSave({ ...v, PhoneNo: stripDashes(v.PhoneNo.trim()) });
    setSaved(ok);
  };

  const fields: [keyof DirectoryListingInfo, string][] = [
    ['CompanyName', 'dl-company'],
    ['FirstName', 'dl-first'],
    ['MidName', 'dl-mid'],
    ['LastName', 'dl-last'],
    ['Degree', 'dl-degree'],
    ['Designation', 'dl-designation'],
    ['PhoneNo', 'dl-phone'],
    ['Street', 'dl-street'],
    ['City', 'dl-city'],
  ];
  return (
    <form className={styles.form} onSubmit={(ev) => void submit(ev)} noValidate>
      <h4>{t('directory.title')}</h4>
      <ErrorSummary title={t('form.problem')} errors={e.errors} attempt={e.attempt} />
      {fields.map(([k, id]) => (
        <TextField
          key={k}
          id={id}
          label={t(`directory.${k}`)}
          value={v[k]}
          error={e.of(id)}
          onChange={set(k)}
        />
      ))}
      <TextField
        id="dl-yph"
        label={t('directory.YellowPageHeading')}
        value={v.YellowPageHeading}
        onChange={set('YellowPageHeading')}
        list="dl-yph-list"
      />
      <datalist id="dl-yph-list">
        {(headings.data ?? []).map((h) => (
          <option key={h} value={h} />
        ))}
      </datalist>
      {saved && (
        <p className={styles.done} role="status">
          {t('directory.saved')}
        </p>
      )}
      <Button type="submit" className="btn btn-primary">
        {t('directory.save')}
      </Button>
    </form>
  );
}
