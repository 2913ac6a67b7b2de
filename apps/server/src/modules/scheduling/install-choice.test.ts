/**
 * One installation choice: the cart's installationId is what the checkout's
 * Installation section shows and changes; the one-time charges, the order record and the
 * e-mail follow it, whichever side changed it last.
 */
import { expect, it } from 'vitest';
import { dueDateAnswer } from '@bizline/domain/wire/checkout';
import { describeEachDialect, type TestServer, type Visitor } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { loadCheckoutRow, orderOfCart } from '../../../test/checkout-row';
import {
  BEFORE_INSTALLATION,
  checkoutVisitor,
  slotsOf,
  submitOrder,
} from '../../../test/checkout-ready';
import { outboxMessages } from '../../../test/outbox';

const installationOf = async (v: Visitor) =>
  (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body.selections?.internet
    ?.installationId as string | undefined;

const oneTimeNames = async (v: Visitor) =>
  (
    (await v.json('GET', '/Cart/GetFloatingCart')).body.equipmentAndOnetimeCharges as {
      offerName: string;
      price: string;
    }[]
  ).map((c) => `${c.offerName} ${c.price}`);

const heldCount = async (server: TestServer, cartId: string) =>
  (
    await server.ctx.db.kysely
      .selectFrom('slot_holds')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('status', '=', 'held')
      .execute()
  ).length;

describeEachDialect('one installation choice', (server) => {
  withEntryFixtures(server);

  it('the checkout shows the installation chosen on customise, named and priced', async () => {
    const self = await checkoutVisitor(server(), BEFORE_INSTALLATION, 'INST-SELF');
    const a = dueDateAnswer.parse((await self.v.json('GET', '/Checkout/GetDueDateDetails')).body);
    expect(a.SIselected).toBe('self');
    expect(a.ShowSelfTechInstall).toBe('Y');
    expect(a.techOptionFields).toEqual([
      { code: 'self', description: 'Self installation', price: '0.00' },
      { code: 'tech', description: 'Professional installation', price: '99.00' },
    ]);
    const pro = await checkoutVisitor(server(), BEFORE_INSTALLATION, 'INST-PRO');
    expect((await pro.v.json('GET', '/Checkout/GetDueDateDetails')).body.SIselected).toBe('tech');
  });

  it('choosing at checkout changes the cart and its one-time charges', async () => {
    const { v } = await checkoutVisitor(server(), BEFORE_INSTALLATION, 'INST-SELF');
    expect(await oneTimeNames(v)).not.toContain('Professional installation 99.00');
    const tech = await v.json('POST', '/Checkout/GenerateSelfInstallment', {
      isSelfInstall: 'N',
      isTechInstall: 'Y',
    });
    expect(tech.status).toBe(200);
    expect(tech.body.SIselected).toBe('tech');
    expect(await installationOf(v)).toBe('INST-PRO');
    expect(await oneTimeNames(v)).toContain('Professional installation 99.00');

    const back = await v.json('POST', '/Checkout/GenerateSelfInstallment', {
      isSelfInstall: 'Y',
      isTechInstall: 'N',
    });
    expect(back.body.SIselected).toBe('self');
    expect(await installationOf(v)).toBe('INST-SELF');
    expect(await oneTimeNames(v)).not.toContain('Professional installation 99.00');
  });

  it('a change on customise after a slot was held gives the slot back and asks again', async () => {
    const { v, cartId } = await checkoutVisitor(server(), BEFORE_INSTALLATION, 'INST-PRO');
    const slot = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body)[0]!;
    const held = await v.json('POST', '/Checkout/SetDueDate', {
      dueDate: slot.date,
      timeSlotCode: slot.code,
    });
    expect(held.body.Status).toBe('SUCCESS');
    expect(await heldCount(server(), cartId)).toBe(1);

    const customise = await v.json('POST', '/PrdConfig/UpdateCart', {
      ProductType: 'FIOSDATA',
      fiOSDataModelPost: { InstallationSelection: { NewID: 'INST-SELF' } },
    });
    expect(customise.status).toBe(200);
    const details = (await v.json('GET', '/Checkout/CheckOutDetails')).body;
    expect(details.progress.installation).toBe('N');
    expect(details.installation).toMatchObject({ type: 'self', dueDate: '', holdId: null });
    expect(await heldCount(server(), cartId)).toBe(0);
    expect((await v.json('GET', '/Checkout/GetDueDateDetails')).body.SIselected).toBe('self');
  });

  it('the order and its e-mail carry the cart installation and its charge', async () => {
    const { v, cartId } = await checkoutVisitor(
      server(),
      { ...BEFORE_INSTALLATION, terms: 'Y' },
      'INST-SELF',
    );
    // The type sent with the date is a choice too: the cart follows it.
    const list = slotsOf(
      (
        await v.json('POST', '/Checkout/GenerateSelfInstallment', {
          isSelfInstall: 'N',
          isTechInstall: 'Y',
        })
      ).body,
    );
    const held = await v.json('POST', '/Checkout/SetDueDate', {
      dueDate: list[0]!.date,
      timeSlotCode: list[0]!.code,
      SIselected: 'tech',
    });
    expect(held.body.Status).toBe('SUCCESS');
    expect((await loadCheckoutRow(server(), cartId)).answers.installation?.type).toBe('tech');
    await submitOrder(v);
    const order = await orderOfCart(server(), cartId);
    expect(JSON.parse(order.installation).type).toBe('tech');
    const snapshot = JSON.parse(order.snapshot);
    expect(snapshot.selections.internet.installationId).toBe('INST-PRO');
    const charges = snapshot.planDetails.equipmentAndOnetimeCharges.map(
      (c: { offerName: string }) => c.offerName,
    );
    expect(charges).toContain('Professional installation');
    const mail = (await outboxMessages(server().ctx, `order:${order.order_no}`))[0];
    expect(JSON.stringify(mail)).toMatch(/Technician visit/);
    expect(JSON.stringify(mail)).toMatch(/Professional installation/);
  });
});
