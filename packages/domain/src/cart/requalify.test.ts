import { describe, expect, it } from 'vitest';
import { emptySelections } from '../pricing/selections';
import { cartLookup } from './catalogue-index';
import { requalifySelections } from './requalify';
import { demoDoc as doc, demoLookup as lookup, everywhere, ok, updatesAt } from './test-kit';

const { data, tv, voice } = updatesAt(everywhere);

/** Fiber 500, then TV, then standard phone: a triple built the usual way. */
function triple() {
  let s = ok(data(emptySelections(), { DataPlanSelection: { NewID: 'FIOS-500' } }));
  s = ok(voice(s, { BundleSelection: { NewID: 'PH-UNLIMITED' } }));
  s = ok(tv(s, { PlanSelection: { OldID: '', NewID: 'TV-LOCAL' } }));
  return s;
}

describe('requalifySelections', () => {
  it('keeps a cart the address still gets, unchanged', () => {
    const s = triple();
    expect(s.services).toBe('phone+data+video');
    const r = requalifySelections(s, everywhere, lookup);
    expect(r.removed).toEqual([]);
    expect(r.selections).toBe(s);
  });

  it('takes TV out when the address no longer gets TV, and recomputes the services', () => {
    const s = triple();
    const r = requalifySelections(s, { ...everywhere, tv: false }, lookup);
    expect(r.removed).toEqual([
      {
        service: 'tv',
        name: 'TV',
        planId: 'TV-LOCAL',
        planName: 'Business TV Local',
        reason: 'notAvailable',
      },
    ]);
    expect(r.selections.tv).toBeNull();
    expect(r.selections.services).toBe('phone+data');
    // The rest of the cart stands.
    expect(r.selections.internet).toEqual(s.internet);
    expect(r.selections.phone).toEqual(s.phone);
  });

  it('takes out fiber internet without fiber, and voice without phone, in cart order', () => {
    const r = requalifySelections(triple(), { ...everywhere, fiber: false, phone: false }, lookup);
    expect(r.removed.map((x) => [x.service, x.name, x.planName])).toEqual([
      ['data', 'Fiber internet', 'Business Fiber 500 Mbps'],
      ['phone', 'Standard phone', 'Business Unlimited Calling'],
    ]);
    expect(r.selections.services).toBe('video');
    expect(r.selections.tv?.planId).toBe('TV-LOCAL');
  });

  it('takes a DSL plan out when the address no longer gets HSI, but not for lack of fiber', () => {
    const dsl = ok(
      data(emptySelections(), { DataPlanSelection: { NewID: 'HSI-15' } }, everywhere, 'DSL'),
    );
    expect(requalifySelections(dsl, { ...everywhere, fiber: false }, lookup).removed).toEqual([]);
    const r = requalifySelections(dsl, { ...everywhere, hsi: false }, lookup);
    expect(r.removed).toMatchObject([
      {
        service: 'hsi',
        name: 'High speed internet (DSL)',
        planName: 'High Speed Internet up to 15 Mbps',
      },
    ]);
    expect(r.selections).toMatchObject({ internet: null, services: '' });
  });

  it('takes out a service whose plan the catalogue no longer has', () => {
    const s = triple();
    const withdrawn = cartLookup({
      ...doc,
      tv: { ...doc.tv, plans: doc.tv.plans.filter((p) => p.id !== 'TV-LOCAL') },
    });
    const r = requalifySelections(s, everywhere, withdrawn);
    expect(r.removed).toEqual([
      { service: 'tv', name: 'TV', planId: 'TV-LOCAL', planName: '', reason: 'notSold' },
    ]);
    expect(r.selections).toMatchObject({ tv: null, services: 'phone+data' });
  });
});
