/**
 * Offers run on the days the catalogue gives them: an offer that has ended (or not
 * started) is in no answer: not in {api}/offers (address page promotions), not in the
 * qualification's or the customise page's joint offer, and no credit is taken for it.
 */
import fs from 'node:fs';
import { expect, it } from 'vitest';
import { fromRepoRoot } from '../../paths';
import { describeEachDialect, Visitor } from '../../../test/support';
import { withEntryFixtures } from '../../../test/suite-start';
import { importCatalogue } from './service';

const demoText = fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8');
const imagesDir = fromRepoRoot('data/catalogue/images');

/** The demo catalogue with the joint offer and the prepaid card ending on `endsOn`. */
function withOffersEnding(endsOn: string, version: string): string {
  const doc = JSON.parse(demoText);
  doc.version = version;
  for (const o of doc.offers) {
    if (o.kind !== 'bundlePromo') {
      o.startsOn = '2022-01-01';
      o.endsOn = endsOn;
    }
  }
  return JSON.stringify(doc);
}

describeEachDialect('offers run on their days', (server) => {
  withEntryFixtures(server);

  const qualifiedVisitor = async () => {
    const v = new Visitor(server());
    await v.signIn();
    const lq = await v.json('POST', '/Qualify/CheckAvailability', {
      zipCode: '02110',
      AddressID: '2100001',
    });
    expect(lq.status).toBe(200);
    return { v, lq: lq.body };
  };

  it('running offers: in /offers, the qualification and the customise answer', async () => {
    await importCatalogue({ db: server().ctx.db, imagesDir }, demoText);
    const offers = await fetch(server().api('/offers'));
    expect(offers.status).toBe(200);
    expect(offers.headers.get('cache-control')).toBe('no-cache');
    expect(((await offers.json()) as { offers: { kind: string }[] }).offers).toEqual([
      expect.objectContaining({
        kind: 'bundlePromo',
        endsOn: '2027-06-30',
        endsOnText: '06.30.27',
      }),
      expect.objectContaining({
        kind: 'prepaidCard',
        terms: expect.objectContaining({ maxCents: 50000 }),
      }),
      expect.objectContaining({
        kind: 'jointOffer',
        terms: {
          monthlyCreditWithProCents: 8000,
          monthlyCreditOtherwiseCents: 4000,
          appearsWithinBillingCycles: '1-2',
        },
      }),
    ]);
    const { v, lq } = await qualifiedVisitor();
    expect(lq.jointoffer).toMatchObject({
      JointOfferStatus: 'Y',
      JointOfferPrice: '-40.00',
      OneGigSpeedPrice: '-80.00',
    });
    const products = await v.json('GET', '/PrdSelection/GetCustomizeProductsNew');
    expect(products.body.jointOfferAvailResponse).toMatchObject({ JointofferStatus: 'Y' });
  });

  it('an offer that ended (11.14.22) is in no answer', async () => {
    await importCatalogue(
      { db: server().ctx.db, imagesDir },
      withOffersEnding('2022-11-14', '2026-11 ended offers'),
    );
    const offers = await fetch(server().api('/offers'));
    const body = (await offers.json()) as { offers: { kind: string; endsOnText: string }[] };
    expect(body.offers.map((o) => o.kind)).toEqual(['bundlePromo']);
    expect(JSON.stringify(body)).not.toContain('11.14.22');

    const { v, lq } = await qualifiedVisitor();
    expect(lq.jointoffer).toEqual({
      JointOfferPrice: '',
      OneGigSpeedPrice: '',
      JointOfferStatus: 'Not Eligible',
      jointOfferPreSelected: 'N',
    });
    const joint = await v.json('GET', '/Qualify/GetJointOffer?BTNumber=2015550123');
    expect(joint.body).toMatchObject({ JointOfferStatus: 'Not Eligible', JointOfferPrice: '' });
    const products = await v.json('GET', '/PrdSelection/GetCustomizeProductsNew');
    expect(products.body.jointOfferAvailResponse).toEqual({
      JointofferStatus: 'Not Eligible',
      OneGigSpeedPrice: '',
      JointOfferPrice: '',
    });
    const tiles = products.body.DataInfo.Plans as { JointOfferPrice: string }[];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((p) => p.JointOfferPrice === '')).toBe(true);
  });

  it("plan offers and the joint offer's credits are the catalogue's: a new file changes them", async () => {
    const plans = await fetch(server().api('/plan-offers'));
    expect(plans.status).toBe(200);
    const body = (await plans.json()) as {
      fourG: { speedMbps: number; monthlyCents: number }[];
      fiveG: { speedMbps: number; install: { cband: string } }[];
      lteMonthlyDataGb: number;
      hsiDownMbps: number[];
    };
    expect(body.fourG.map((p) => [p.speedMbps, p.monthlyCents])).toEqual([
      [10, 6900],
      [25, 9900],
      [50, 19900],
    ]);
    expect(body.fiveG.map((t) => [t.speedMbps, t.install.cband])).toEqual([
      [100, 'diy'],
      [200, 'diy'],
      [400, 'professional'],
    ]);
    expect(body.lteMonthlyDataGb).toBe(300);
    expect(body.hsiDownMbps).toEqual([10, 15]);

    const doc = JSON.parse(demoText);
    doc.version = '2026-11 new prices';
    doc.wireless.fourG[0].monthlyCents = 7400;
    doc.offers.find(
      (o: { kind: string }) => o.kind === 'jointOffer',
    ).terms.monthlyCreditOtherwiseCents = 2500;
    await importCatalogue({ db: server().ctx.db, imagesDir }, JSON.stringify(doc));
    const changed = (await (await fetch(server().api('/plan-offers'))).json()) as typeof body;
    expect(changed.fourG[0]).toMatchObject({ speedMbps: 10, monthlyCents: 7400 });
    const { lq } = await qualifiedVisitor();
    expect(lq.jointoffer).toMatchObject({ JointOfferPrice: '-25.00', OneGigSpeedPrice: '-80.00' });
    await importCatalogue({ db: server().ctx.db, imagesDir }, demoText);
  });

  it('an offer that has not started yet is not shown either', async () => {
    const doc = JSON.parse(demoText);
    doc.version = '2026-11 future offers';
    for (const o of doc.offers) {
      o.startsOn = '2099-01-01';
      o.endsOn = '2099-12-31';
    }
    await importCatalogue({ db: server().ctx.db, imagesDir }, JSON.stringify(doc));
    const body = (await (await fetch(server().api('/offers'))).json()) as { offers: unknown[] };
    expect(body.offers).toEqual([]);
    // Back to the demo for the other suites of this server.
    await importCatalogue({ db: server().ctx.db, imagesDir }, demoText);
  });
});
