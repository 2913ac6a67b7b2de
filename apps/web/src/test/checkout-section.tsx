/** Renders one checkout section over a routed fetch stub (tests only). */
import type { ComponentType, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { beforeEach, vi } from 'vitest';
import { useLocation } from 'react-router';
import { initialProgress } from '@bizline/domain/checkout/sequence';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import { useAppStore } from '../shared/store/app-store';
import { renderRoutes, stubFetch } from './render-routes';
import type { CheckoutDetails } from '../features/checkout/api/get-checkout-details';

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

export function progressWith(over: Partial<CheckoutProgress>): CheckoutProgress {
  return { ...initialProgress(), ...over };
}

/** Progress with personal info, credit check and the one-time code done, plus `over`. */
export function creditDoneWith(over: Partial<CheckoutProgress> = {}): CheckoutProgress {
  return progressWith({
    personalInfo: 'Y',
    creditCheck: 'Y',
    otpVerified: 'Y',
    CreditCheckStatus: 'SUCCESS',
    ...over,
  });
}

/** The contact the checkout fixtures use. */
export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '2015550123',
  businessName: 'Engines LLC',
};

export function details(over: Partial<CheckoutDetails> = {}): CheckoutDetails {
  return {
    progress: creditDoneWith(),
    contactInfo: CONTACT,
    serviceAddress: { address: '100 Summer St', city: 'Boston', state: 'MA', zipCode: '02110' },
    businessInfo: { selected: 'Y', address: '', city: '', state: '', zipCode: '' },
    customerType: 'SoleOwner',
    ...over,
  };
}

/** A server answering CheckOutDetails with `d` plus the given handlers; every call recorded. */
export function stubServer(d: CheckoutDetails, handlers: Record<string, Handler> = {}) {
  return stubFetch({ 'Checkout/CheckOutDetails': () => d, ...handlers });
}

export const jsonBody = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;
export const formBody = (init: RequestInit | undefined) =>
  Object.fromEntries(new URLSearchParams(String(init?.body)));

function Where() {
  const location = useLocation();
  return (
    <p>
      at {location.pathname}
      {location.search} state {JSON.stringify(location.state)}
    </p>
  );
}

/** The section at /checkout; the pages it may go to print where they are. */
export function renderSection(section: ReactNode) {
  const { router, client } = renderRoutes(
    [
      { path: '/checkout', element: section },
      { path: '*', Component: Where },
    ],
    { initialEntries: ['/checkout'] },
  );
  return { router, client };
}

/** A section at /checkout with a spy for its onSaved and a user-event session. */
export function openSection(Section: ComponentType<{ onSaved: () => void }>) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  return { onSaved, user, ...renderSection(<Section onSaved={onSaved} />) };
}

/** What every section test file sets up: time to type on a busy machine, a clear store per test. */
export function setupSectionTests() {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });
}
