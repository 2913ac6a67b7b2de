import { expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { SESSION_COOKIE, hashSessionSecret } from './service';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber

/** The session cookie's value in a Set-Cookie list, with its attributes. */
const sessionCookieOf = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describeEachDialect('ending the session (MicroBiz/EndSession)', (server) => {
  withEntryFixtures(server);

  it('deletes the session, clears the cookie and keeps the cart; the next token starts afresh', async () => {
    const { ctx } = server();
    const v = new Visitor(server());
    await v.signIn();
    const q = await v.json('POST', '/Qualify/CheckAvailability', FIBER);
    expect(q.status).toBe(200);
    const bundle = await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data' });
    expect(bundle.body.data).toBe('SUCCESS');
    const cartId = (await v.json('GET', '/PrdSelection/GetSelectedProducts')).body
      .EPSessionID as string;
    const oldCookie = v.cookieHeader();
    const oldSecret = oldCookie.slice(`${SESSION_COOKIE}=`.length);
    const oldToken = v.token;

    const end = await v.json('POST', '/MicroBiz/EndSession');
    expect(end.status).toBe(204);
    const cleared = sessionCookieOf(end.res);
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/Path=\//);

    const row = await ctx.db.kysely
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', '=', hashSessionSecret(oldSecret))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The cart stays: it may be a saved cart.
    const cart = await ctx.db.kysely
      .selectFrom('carts')
      .select('cart_id')
      .where('cart_id', '=', cartId)
      .executeTakeFirst();
    expect(cart?.cart_id).toBe(cartId);

    // The old cookie and token no longer reach anything.
    const replay = await fetch(server().api('/Cart/GetFloatingCart'), {
      headers: { cookie: oldCookie, authorization: `Bearer ${oldToken}` },
    });
    expect(replay.status).toBe(401);

    // A new token gives a new session with no cart.
    await v.signIn();
    expect(v.cookieHeader()).not.toBe(oldCookie);
    const fresh = await v.json('GET', '/Cart/GetFloatingCart');
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe('No cart: qualify an address first');
  });

  it('answers 204 without a session too, and needs no token', async () => {
    const anonymous = new Visitor(server());
    const res = await anonymous.json('POST', '/MicroBiz/EndSession');
    expect(res.status).toBe(204);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const unknown = await fetch(server().api('/MicroBiz/EndSession'), {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA` },
    });
    expect(unknown.status).toBe(204);
  });
});
