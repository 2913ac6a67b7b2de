/**
 * The server's state is what the customer sees: the cart answer carries the service
 * address (a fresh browser has nothing else), and a placed order's checkout says so and refuses
 * edits that the order would silently ignore.
 */
import { expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '@bizline/domain/errors';
import { describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import {
  checkoutVisitor,
  submitOrder,
  BEFORE_INSTALLATION,
  FIBER,
  slotsOf,
} from '../../../test/checkout-ready';

describeEachDialect('server state', (server) => {
  withEntryFixtures(server);

  it('the floating cart carries the service address the server keeps', async () => {
    const { v } = await checkoutVisitor(server());
    const a = await server()
      .ctx.db.kysely.selectFrom('footprint_addresses')
      .selectAll()
      .where('address_id', '=', FIBER.AddressID)
      .executeTakeFirstOrThrow();
    const cart = await v.json('GET', '/Cart/GetFloatingCart');
    expect(cart.status).toBe(200);
    expect(cart.body.serviceAddress).toEqual({
      street: `${a.house_number} ${a.street_name}`,
      unit: a.unit ?? '',
      city: a.city,
      state: a.state,
      zip: a.zip,
    });
    expect(cart.body.serviceAddress.street).not.toBe('');
  });

  it('a placed order: the checkout names it and refuses changes', async () => {
    const { v } = await checkoutVisitor(server(), { ...BEFORE_INSTALLATION, terms: 'Y' });
    const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
    await v.json('POST', '/Checkout/SetDueDate', { dueDate: slot.date, timeSlotCode: slot.code });
    const before = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
    expect(before.placedOrderNo).toBe('');

    const orderNo = await submitOrder(v);
    const after = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
    expect(after.placedOrderNo).toBe(orderNo);

    const terms = await v.json('POST', '/Checkout/AcceptTerms', { tosCheck: 'Y' });
    expect(terms.status).toBe(409);
    expect(terms.body).toMatchObject({
      message: CUSTOMER_MESSAGES.orderAlreadyPlaced,
      field: 'order',
    });
    const install = await v.json('POST', '/Checkout/GenerateSelfInstallment', {
      isSelfInstall: 'Y',
      isTechInstall: 'N',
    });
    expect(install.status).toBe(409);
    const selections = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections;
    expect(selections.internet.installationId).toBe('INST-PRO');
  });
});
