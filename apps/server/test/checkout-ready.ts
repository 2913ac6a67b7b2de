/**
 * Test helper: a visitor whose checkout is ready for installation (or for submit). The cart is
 * real (qualified address, an internet plan); the earlier sections are marked done through the
 * checkout service's updateCheckout, as their own tests cover them.
 */
import { expect } from 'vitest';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import type { TestServer, Visitor } from './support';
import { FIBER, postSubmitOrder, qualifiedVisitor } from './support-visitors';
import { updateCheckout } from '../src/modules/checkout/service';

export { FIBER };

export const BEFORE_INSTALLATION: Partial<CheckoutProgress> = {
  personalInfo: 'Y',
  creditCheck: 'Y',
  otpVerified: 'Y',
  CreditCheckStatus: 'SUCCESS',
  installments: 'Y',
};

export const CONTACT = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '6175550100',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  unit: '',
  unitType: '',
  businessName: 'Analytical Engines LLC',
  selectedMailType: 'E' as const,
};

/**
 * A visitor with a fiber cart at checkout. `installationId` is the cart's installation (the one
 * choice the checkout schedules): professional (a technician) unless told; `address`
 * the footprint address qualified (100 Summer St, Boston unless told).
 */
export async function checkoutVisitor(
  server: TestServer,
  progress: Partial<CheckoutProgress> = BEFORE_INSTALLATION,
  installationId = 'INST-PRO',
  address: { zipCode: string; AddressID: string } = FIBER,
): Promise<{ v: Visitor; cartId: string }> {
  const v = await qualifiedVisitor(server, address);
  const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', {
    ptype: 'data',
    planId: 'FIOS-500',
  });
  expect(bundle.status).toBe(200);
  const install = await v.json('POST', '/PrdConfig/UpdateCart', {
    ProductType: 'FIOSDATA',
    fiOSDataModelPost: { InstallationSelection: { NewID: installationId } },
  });
  expect(install.status).toBe(200);
  expect((await v.json('GET', '/Checkout/CheckOutDetails')).status).toBe(200);
  const cartId = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body
    .EPSessionID as string;
  await updateCheckout(server.ctx, cartId, (c) => ({
    progress: { ...c.progress, ...progress },
    answers: {
      ...c.answers,
      contact: CONTACT,
      payment: { method: 'Card', token: 'tok_test_abc', last4: '4242', brand: 'VISA' },
    },
  }));
  return { v, cartId };
}

/** The bookable slots of an answer: [date, code, interval, available][]. */
export function slotsOf(answer: { DueDateIntervals: string }) {
  const intervals = JSON.parse(answer.DueDateIntervals) as Record<
    string,
    { code: string; interval: string; available: number }[]
  >;
  return Object.entries(intervals).flatMap(([date, list]) => list.map((i) => ({ date, ...i })));
}

/** POST Checkout/SubmitOrder with a fresh idempotency key; answers the order number. */
export async function submitOrder(v: Visitor): Promise<string> {
  const res = await postSubmitOrder(v);
  expect(res.status).toBe(200);
  return ((await res.json()) as { svc_orderNo: string }).svc_orderNo;
}
