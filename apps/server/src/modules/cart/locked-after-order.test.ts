/**
 * A cart is locked once its order is placed: the order keeps the cart as it was
 * submitted, so every change call of the customise page is refused with 409 ORDER_PLACED, the
 * catalogue's sentence and the order's number, and the stored cart stays as it was.
 */
import { beforeAll, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, ORDER_PLACED_CODE } from '@bizline/domain/errors';
import { describeEachDialect } from '../../../test/support';
import { findCart, updateCart } from './repo';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import {
  BEFORE_INSTALLATION,
  checkoutVisitor,
  slotsOf,
  submitOrder,
} from '../../../test/checkout-ready';

/** One call of each kind the customise page makes: plan, router, installation, contract, TV,
 * voice lines, BDV, other services, numbers. */
const CHANGES: [path: string, body: Record<string, unknown>][] = [
  ['/PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: 'FIOS-1G' }],
  [
    '/PrdSelection/GetSelectedBundleInfo',
    { ptype: 'data', planId: 'FIOS-500', contract: 'MonthToMonth' },
  ],
  [
    '/PrdConfig/UpdateCart',
    {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } },
    },
  ],
  [
    '/PrdConfig/UpdateCart',
    {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { InstallationSelection: { NewID: 'INST-SELF' } },
    },
  ],
  ['/PrdSelection/FlexSelection', { tvID: 'TV-LOCAL' }],
  ['/PrdSelection/GetSelectedBundleInfo', { ptype: 'phone', planId: 'FIOS-500', nLines: 2 }],
  ['/PrdSelection/GetBDVBundleInfo', { planId: 'FIOS-500', nLines: 1 }],
  ['/PrdConfig/UpdateNonBundle', { DataSelection: { NewID: 'SIP-SINGLE' } }],
  ['/PrdSelection/RequestTNs', { tnCount: 1 }],
];

describeEachDialect('a placed order locks its cart', (server) => {
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx, { bostonNumbers: 10, bostonPrefix: '61755504' });
  });

  it('every cart change after submit answers 409 with the sentence and leaves the cart', async () => {
    const { v } = await checkoutVisitor(server(), { ...BEFORE_INSTALLATION, terms: 'Y' });
    // Before submit a change is accepted (the refusal below is the lock, not a bad request).
    const before = await v.json('POST', '/PrdConfig/UpdateNonBundle', {
      DataSelection: { NewID: 'SIP-SINGLE' },
    });
    expect(before.status).toBe(200);
    const undo = await v.json('POST', '/PrdConfig/UpdateNonBundle', {
      DataSelection: { OldID: 'SIP-SINGLE', NewID: '' },
    });
    expect(undo.status).toBe(200);
    const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
    await v.json('POST', '/Checkout/SetDueDate', { dueDate: slot.date, timeSlotCode: slot.code });

    expect((await v.json('GET', '/Cart/GetCartDetails')).body.placedOrderNo).toBeUndefined();
    const cartId = (await v.json('GET', '/Cart/GetCartDetails')).body.EPSessionID as string;
    const kysely = server().ctx.db.kysely;
    const readBefore = (await findCart(kysely, cartId))!;
    expect(readBefore.locked_by).toBeNull();
    const orderNo = await submitOrder(v);
    // A change that read the cart before the order was placed: its write does not go through
    // (the caller reads the cart again and sees the order).
    const late = { selections: '{}', updated_at: readBefore.updated_at, expires_at: 'x' };
    expect(await updateCart(kysely, cartId, readBefore.version, late)).toBe(false);
    expect((await findCart(kysely, cartId))!.locked_by).toBe(orderNo);
    // Customise opened afterwards learns it from the cart details, before any change.
    expect((await v.json('GET', '/Cart/GetCartDetails')).body.placedOrderNo).toBe(orderNo);
    const stored = async () => (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body;
    const cart = await stored();
    const floating = (await v.json('GET', '/Cart/GetFloatingCart')).body;

    for (const [path, body] of CHANGES) {
      const refused = await v.json('POST', path, body);
      expect(refused.status, `${path} ${JSON.stringify(refused.body)}`).toBe(409);
      expect(refused.body, path).toMatchObject({
        Status: 'FAILURE',
        message: CUSTOMER_MESSAGES.cartLocked,
        code: ORDER_PLACED_CODE,
        field: 'order',
        orderNo,
      });
    }
    expect(await stored()).toEqual(cart);
    expect((await v.json('GET', '/Cart/GetFloatingCart')).body).toEqual(floating);
    expect(cart.selections.internet).toMatchObject({
      planId: 'FIOS-500',
      installationId: 'INST-PRO',
    });

    // The checkout's own writes are refused too.
    const terms = await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' });
    expect(terms.status).toBe(409);
    expect(terms.body.message).toBe(CUSTOMER_MESSAGES.orderAlreadyPlaced);
  });
});
