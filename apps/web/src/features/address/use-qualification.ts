import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { validateStreet } from '@bizline/domain/validators/address';
import type { AddressSuggestion, AvailabilityRequest } from '@bizline/domain/wire/entry';
import { ENTRY_CALLS } from '@bizline/domain/wire/entry/calls';
import { logEvent, pushPageData } from '../../shared/analytics/analytics';
import { api } from '../../shared/api/client';
import { useAppStore } from '../../shared/store/app-store';
import { doLoopQualification } from './api/do-loop-qualification';
import { preValidateEmail } from './api/email-pre-validation';
import { buildAvailabilityBody, unitText } from './availability-body';
import { runQualification } from './qualify';
import { reSearchAddress } from './re-search';
import type { AddressForm } from './use-address-form';

export type AddressDialog = null | 'tips' | 'multiple' | 'pending' | 'active';

interface QualificationOptions {
  form: AddressForm;
  /** The address chosen (or found again by the re-search). */
  selectAddress: (a: AddressSuggestion) => void;
  /** The only street suggestion: Check availability takes it when no address was chosen. */
  onlySuggestion: AddressSuggestion | null;
  /** The qualification rejected the unit: it is cleared. */
  clearUnit: () => void;
}

/**
 * Check availability: the form checked, the e-mail pre-validated, the qualification run (with
 * its do-loop) and its outcome followed (packages/domain qualification-routing): a route, a
 * dialog, a unit or street error, or Check availability blocked.
 */
export function useQualification({
  form,
  selectAddress,
  onlySuggestion,
  clearUnit,
}: QualificationOptions) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AddressDialog>(null);
  const { setBusy, setErrors } = form;

  const qualify = async (a: AddressSuggestion, extra: Partial<AvailabilityRequest> = {}) => {
    setBusy(true);
    setErrors({});
    try {
      const body = { ...buildAvailabilityBody(a), ...extra };
      const hadPriorAddress = useAppStore.getState().selectedAddress !== null;
      // The outcome rules load while the qualification runs: the entry route does not carry them.
      const routing = import('@bizline/domain/qualification-routing');
      void routing.catch(() => undefined);
      const result = await runQualification(body, {
        hasPendingOrder: (b) => api.call(ENTRY_CALLS.hasPendingOrder, b),
        doLoopQualification,
      });
      const st = useAppStore.getState();
      const r = result.availability;
      if (!r) {
        setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
        return;
      }
      if (r.LQPost.EPSessionID) st.setCartId(r.LQPost.EPSessionID);
      st.setAvailability(r);
      st.setPendingOrder(result.pendingOrder);
      if (result.exhausted) {
        // After 5 Retry answers: load the customise products with what the server has.
        if (r.LQPost.EPSessionID) {
          void navigate('/customize-order', { state: { prevPage: 'LQ' } });
        } else {
          setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
        }
        return;
      }
      const { routeQualification } = await routing;
      const decision = routeQualification(result.pendingOrder, r, {
        unit: unitText(st.unit),
        fourGRedirect: r.Qualified_4g === 'true' || r.Qualified4GHome === 'true',
        alreadyRedirected: st.wirelessRedirectDone,
        cmp: st.wirelessCmp,
        hasAddressId: Boolean(body.AddressID || body.BaseAddressID),
        hasPriorAddress: hadPriorAddress,
      });
      st.setExistingCustomer(decision.derived.existingCustomer);
      pushPageData({
        pageName: 'LQ',
        events: decision.events,
        sectionName: 'LQ',
        qualificationFlags: decision.flags,
      });
      void logEvent({
        eventType: 'Qualification',
        eventName: decision.events[decision.events.length - 1] ?? 'LQ_Attempts',
        sectionName: 'LQ',
        logs: decision.flags as unknown as Record<string, unknown>,
      });
      if (decision.markRedirectDone) st.setWirelessRedirectDone(true);
      if (decision.disableCheckAvailability)
        form.setBlocked(decision.outcome.kind === 'active-service' ? 'active' : 'pending');
      const o = decision.outcome;
      switch (o.kind) {
        case 'unit-error':
          form.setBaseUnitProblem(true);
          st.setUnit(null);
          clearUnit();
          setErrors({ unit: o.message });
          return;
        case 're-search': {
          // 000 §4: the service address is searched again from LQPost.Address.
          const found = await reSearchAddress(o.addressText);
          if (found.kind === 'selected') selectAddress(found.address);
          else setErrors({ street: found.message });
          return;
        }
        case 'navigate':
          void navigate(o.to, o.state ? { state: o.state } : undefined);
          return;
        case 'wireless':
          if (o.fullRedirect) window.location.assign(o.url);
          else void navigate(o.page, { state: { redirectUrl: o.url, prevPage: 'LQ' } });
          return;
        case 'active-service':
          setDialog('active');
          return;
        case 'multiple-address':
          st.setAddressChoices(o.addresses);
          setDialog('multiple');
          return;
        case 'pending-order-question':
          setDialog('pending');
          return;
      }
    } catch {
      setErrors({ form: ERROR_MESSAGES.addressQualificationFailed });
    } finally {
      setBusy(false);
    }
  };

  /** E-mail pre-validation before the qualification; a failed call does not block. */
  const checkEmailThenQualify = async (a: AddressSuggestion) => {
    setBusy(true);
    const verdict = await preValidateEmail(useAppStore.getState().email);
    setBusy(false);
    if (verdict === 'invalid') {
      setErrors({ email: ERROR_MESSAGES.emailInvalid });
      form.focusSummary();
      return;
    }
    await qualify(a);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const st = useAppStore.getState();
    let a = st.selectedAddress;
    if (!a && !validateStreet(st.streetText) && onlySuggestion) {
      a = onlySuggestion;
      selectAddress(a);
    }
    if (form.check(a, st.streetText)) void checkEmailThenQualify(a);
  };

  /** One of several addresses chosen in the dialog: it is qualified by its ids. */
  const qualifyChoice = (a: AddressSuggestion) =>
    qualify(a, { AddressID: a.AddressId, BaseAddressID: a.BaseAddressId });

  /** 'The pending order is not mine': on to customising, as a success. */
  const pendingNotMine = () => {
    void logEvent({
      eventType: 'Qualification',
      eventName: 'LQ_Success',
      sectionName: 'LQ',
      logs: 'pending order: not mine',
    });
    pushPageData({ pageName: 'LQ', events: ['LQ_Success'], sectionName: 'LQ' });
    void navigate('/customize-order', { state: { prevPage: 'LQ' } });
  };

  return {
    dialog,
    setDialog,
    onSubmit,
    qualifyChoice,
    pendingMine: () => void navigate('/pending-order'),
    pendingNotMine,
  };
}
