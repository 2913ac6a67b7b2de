import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument } from '../catalogue/schema';
import type { CartSelections } from '../wire/cart';
import { orderItemsOf } from './order-items';
import { priceCart } from './price-cart';
import { emptySelections, newBdv, newInternet, newPhone, newTv } from './selections';

const catalogue = catalogueDocument.parse(demo);
const ids = new Set(
  [catalogue.internet, catalogue.tv, catalogue.phone, catalogue.bdv].flatMap((s) =>
    Object.values(s).flatMap((v) => (Array.isArray(v) ? v : v ? [v] : []).map((i) => i.id)),
  ),
);

function itemsOf(selections: Partial<CartSelections>, poolNumbers: string[] = []) {
  const sel = { ...emptySelections(), ...selections };
  const priced = priceCart({
    catalogue,
    selections: sel,
    state: 'MA',
    jointOffer: { status: 'Y', creditCents: 1000 },
  });
  const items = orderItemsOf({ priced, selections: sel, catalogue, poolNumbers, loa: null });
  return { priced, items };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('orderItemsOf', () => {
  it('lists every product once, with its catalogue id, adding up to the totals', () => {
    const { priced, items } = itemsOf({
      services: 'bdv+data+video',
      internet: newInternet('FIOS-500', {
        routerId: 'RTR-FIOS-BUY',
        extenders: [{ id: 'EXT-WIFI', quantity: 2 }],
        installationId: 'INST-PRO',
        staticIpId: 'SIP-BLOCK5',
        jointOffer: true,
      }),
      tv: newTv('TV-PREFERRED', {
        equipment: [{ id: 'TVE-STB', quantity: 2 }],
        premiumChannelIds: ['PC-SPORTS'],
      }),
      bdv: newBdv('BDV-UNLIMITED', {
        lines: [0, 1].map((i) => ({
          lineNo: i + 1,
          tn: `617555010${i}`,
          planId: '',
          subscriberType: 'desktop',
          email: '',
          isAdmin: (i === 0 ? 'Y' : 'N') as 'Y' | 'N',
        })),
        equipment: [{ id: 'BDV-EQ-4LINE', quantity: 2, addlHandset: 0 }],
        featureIds: ['BDVF-HUNT'],
        faxLines: 2,
      }),
      installments: { oneTime: 3, equipment: 0, router: 12 },
    });
    for (const i of items) expect(ids.has(i.offeringId), i.offeringId).toBe(true);
    const monthly = sum(items.map((i) => i.monthlyCents + sum(i.credits.map((c) => c.cents))));
    expect(monthly).toBe(priced.subtotals.monthlyCents);
    expect(sum(items.map((i) => i.oneTimeCents))).toBe(priced.subtotals.oneTimeCents);
    const byId = (id: string) => items.find((i) => i.offeringId === id)!;
    expect(byId('RTR-FIOS-BUY').characteristics).toContainEqual({
      name: 'routerAcquisition',
      valueType: 'string',
      value: 'buy',
    });
    expect(byId('RTR-FIOS-BUY').installments?.months).toBe(12);
    expect(byId('RTR-FIOS-BUY').reliesOn).toEqual([byId('FIOS-500').id]);
    expect(byId('EXT-WIFI')).toMatchObject({ quantity: 2 });
    expect(byId('BDV-FAX')).toMatchObject({ quantity: 2 });
    const lines = items.filter((i) => i.offeringId === 'BDV-UNLIMITED');
    expect(lines).toHaveLength(2);
    expect(byId('BDV-EQ-4LINE').reliesOn).toEqual(lines.map((l) => l.id));
    expect(byId('FIOS-500').credits.length).toBeGreaterThan(0);
    expect(byId('FIOS-500').characteristics).toContainEqual({
      name: 'staticIpBlock',
      valueType: 'string',
      value: 'Static IP Block of 5',
    });
  });

  it("keeps a customer's own router as an item at no charge, and a phone line's number", () => {
    const { items } = itemsOf(
      {
        services: 'data+phone',
        internet: newInternet('FIOS-300', { routerId: 'RTR-OWN' }),
        phone: newPhone('PH-UNLIMITED', {
          lines: [
            { lineNo: 1, tn: '6175550100', planId: '', moved: true },
            { lineNo: 2, tn: '6175550101', planId: '' },
          ],
        }),
      },
      ['6175550101'],
    );
    expect(items.find((i) => i.offeringId === 'RTR-OWN')).toMatchObject({
      monthlyCents: 0,
      oneTimeCents: 0,
    });
    const numbers = items
      .filter((i) => i.offeringId === 'PH-UNLIMITED')
      .map((i) =>
        Object.fromEntries(
          i.characteristics
            .filter((c) => c.name === 'telephoneNumber' || c.name === 'numberType')
            .map((c) => [c.name, c.value]),
        ),
      );
    expect(numbers).toEqual([
      { telephoneNumber: '6175550100', numberType: 'kept' },
      { telephoneNumber: '6175550101', numberType: 'new' },
    ]);
  });
});
