/**
 * Helpers of the console's order tests: a signed-in staff visitor, a real order placed through
 * the checkout (from the web, a kiosk or with an agent signed in), the list call.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { orderListAnswer } from '@bizline/domain/wire/console/orders';
import type { StaffRole } from '@bizline/domain/wire/staff';
import { createStaff } from '../src/modules/staff/service';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from './checkout-ready';
import { Visitor, type TestServer } from './support';

export const PASSWORD = 'correct horse battery';

export async function staffVisitor(server: TestServer, email: string, role: StaffRole) {
  await createStaff(server.ctx.db, {
    email,
    firstName: 'Order',
    lastName: 'Desk',
    role,
    password: PASSWORD,
  });
  const v = new Visitor(server);
  expect((await v.json('POST', '/Staff/SignIn', { email, password: PASSWORD })).status).toBe(200);
  return v;
}

/** A real order placed through the checkout, with a technician slot; its number and slot. */
export async function placeOrder(
  server: TestServer,
  via: { kiosk?: boolean; agentEmail?: string } = {},
) {
  const { v, cartId } = await checkoutVisitor(server, { ...BEFORE_INSTALLATION, terms: 'Y' });
  const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  // An agent signed in on the customer's visit (digital agent mode).
  if (via.agentEmail) {
    const signIn = await v.json('POST', '/Staff/SignIn', {
      email: via.agentEmail,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(200);
  }
  // A referral kiosk's storefront names its cart in X-Cart-Id on every call.
  const res = await v.fetch(v.server.api('/Checkout/SubmitOrder'), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${v.token}`,
      'idempotency-key': randomUUID(),
      'content-type': 'application/x-www-form-urlencoded',
      ...(via.kiosk ? { 'x-cart-id': cartId } : {}),
    },
    body: '',
  });
  expect(res.status).toBe(200);
  const { svc_orderNo } = (await res.json()) as { svc_orderNo: string };
  return { orderNo: svc_orderNo, slot };
}

export const list = async (v: Visitor, query: string) => {
  const res = await v.json('GET', `/Console/Orders?${query}`);
  expect(res.status).toBe(200);
  return orderListAnswer.parse(res.body);
};
