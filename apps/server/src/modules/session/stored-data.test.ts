import { expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { SESSION_COOKIE, hashSessionSecret } from './service';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber

describeEachDialect('a stored session bag that no longer fits its shape', (server) => {
  withEntryFixtures(server);

  async function damage(v: Visitor, data: string): Promise<void> {
    await server()
      .ctx.db.kysely.updateTable('sessions')
      .set({ data })
      .where('id_hash', '=', hashSessionSecret(v.cookieHeader().slice(`${SESSION_COOKIE}=`.length)))
      .execute();
  }

  it('reads a value that does not fit as absent: no cart, not a crash', async () => {
    const v = new Visitor(server());
    await v.signIn();
    expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
    expect((await v.json('GET', '/Cart/GetFloatingCart')).status).toBe(200);

    await damage(v, JSON.stringify({ cartId: 42, cartAddressId: ['no'] }));
    const cart = await v.json('GET', '/Cart/GetFloatingCart');
    expect(cart.status).toBe(409);
    expect(cart.body.message).toBe('No cart: qualify an address first');

    // Qualifying again writes a well-formed bag: the cart is back.
    expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
    expect((await v.json('GET', '/Cart/GetFloatingCart')).status).toBe(200);
  });

  it('reads a bag that is not JSON as empty', async () => {
    const v = new Visitor(server());
    await v.signIn();
    await damage(v, '{not json');
    const cart = await v.json('GET', '/Cart/GetFloatingCart');
    expect(cart.status).toBe(409);
    expect(cart.body.message).toBe('No cart: qualify an address first');
  });
});
