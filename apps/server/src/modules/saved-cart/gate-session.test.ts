/**
 * Passing the saved-cart gate gives the session someone's cart, a change of privilege like a
 * staff sign-in: the session goes on under a new cookie secret, so a cookie planted in the
 * visitor's browser before the gate (session fixation) reaches nothing afterwards.
 */
import { expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { savePatsCart, solvedCaptcha } from '../../../test/support-visitors';
import { SESSION_COOKIE } from '../session/service';

const FIBER = { zipCode: '02110', AddressID: '2100001' }; // Boston, fiber

describeEachDialect('saved-cart gate and session fixation', (server) => {
  withEntryFixtures(server);

  it('answers the gate under a new cookie: the planted cookie cannot open the cart', async () => {
    const owner = new Visitor(server());
    await owner.signIn();
    expect((await owner.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
    const plan = { ptype: 'data', planId: 'FIOS-500' };
    expect((await owner.json('POST', '/PrdSelection/GetSelectedBundleInfo', plan)).status).toBe(
      200,
    );
    const cartId = await savePatsCart(owner);

    // The attacker opens a session and plants its cookie in the victim's browser.
    const victim = new Visitor(server());
    const attackerToken = await victim.signIn();
    const planted = victim.cookieHeader();
    expect(planted).toMatch(new RegExp(`^${SESSION_COOKIE}=`));

    const ok = await victim.json('POST', '/SaveOrder/VerifySavedCart', {
      email: 'pat@example.com',
      sessionId: cartId,
      altcha: await solvedCaptcha(victim),
    });
    expect(ok.status).toBe(200);
    expect(victim.cookieHeader()).not.toBe(planted);

    const retrieve = (cookie: string) =>
      fetch(server().api(`/SaveOrder/GetRetrievedOrder?scartid=${cartId}&source=email`), {
        headers: { cookie, authorization: `Bearer ${attackerToken}` },
      }).then((r) => r.status);
    // The victim's browser (new cookie) opens the cart; the attacker's copy of the old one
    // reaches no session at all.
    expect(await retrieve(victim.cookieHeader())).toBe(200);
    expect(await retrieve(planted)).toBe(401);
  });
});
