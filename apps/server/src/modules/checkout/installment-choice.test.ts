/**
 * The checkout's installment choice flows into the priced cart: NextButtonIPM
 * stores the months with the cart, so the floating cart, the installment lines, the order's
 * confirmation and its e-mail all show the months the customer chose; months not offered are
 * refused.
 */
import { expect, it } from 'vitest';
import { floatingCartResponse } from '@bizline/domain/wire/cart';
import { describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import {
  BEFORE_INSTALLATION,
  checkoutVisitor,
  slotsOf,
  submitOrder,
} from '../../../test/checkout-ready';
import { outboxMessages } from '../../../test/outbox';

const bank = {
  paymentMethod: 'BankAccount',
  bank: { routingNumber: '011000015', accountNumber: '000123456789' },
};
const ROUTER_24 = '24 monthly payments of $12.50 (last payment $12.49)';

describeEachDialect('installment choice', (server) => {
  withEntryFixtures(server);

  it('the months chosen at checkout are the priced cart, the confirmation and the e-mail', async () => {
    const { v } = await checkoutVisitor(server(), { ...BEFORE_INSTALLATION, terms: 'Y' });
    const router = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { RouterSelection: { OldID: '', NewID: 'RTR-FIOS-BUY' } },
    });
    expect(router.status).toBe(200);
    const read = async () =>
      floatingCartResponse.parse((await v.json('GET', '/Cart/GetFloatingCart')).body).planDetails
        .pricedCart;
    const before = await read();
    expect(before.installments).toContainEqual(
      expect.objectContaining({ total: '299.99', months: 12, monthly: '25.00' }),
    );

    // Not offered: refused, nothing changes.
    const bad = await v.json('POST', '/Checkout/NextButtonIPM', {
      ...bank,
      routerInstallments: 30,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('routerInstallments');
    expect(await read()).toEqual(before);

    const ipm = await v.json('POST', '/Checkout/NextButtonIPM', {
      ...bank,
      oneTimeInstallments: 3,
      equipmentInstallments: 12,
      routerInstallments: 24,
    });
    expect(ipm.status).toBe(200);
    const after = await read();
    expect(after.installments).toContainEqual(
      expect.objectContaining({ total: '299.99', months: 24, monthly: '12.50', text: ROUTER_24 }),
    );
    expect(after.monthly).not.toBe(before.monthly);
    const lines = (await v.json('GET', '/Checkout/GetInstallments')).body;
    expect(lines.routerInstallments).toMatchObject({ months: 24, price: '12.50' });
    const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
    expect(details.installments.routerInstallments.months).toBe(24);

    const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
    await v.json('POST', '/Checkout/SetDueDate', { dueDate: slot.date, timeSlotCode: slot.code });
    const orderNo = await submitOrder(v);
    const confirm = await v.json('GET', `/OrderStatus/Confirm?orderNo=${orderNo}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body.pricedCart).toEqual(after);
    const mails = await outboxMessages(server().ctx, `order:${orderNo}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain(ROUTER_24);
  });
});
