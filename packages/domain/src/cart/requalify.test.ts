import { describe, expect, it } from 'vitest';
import demo from '../../../../data/catalogue/demo.json';
import { catalogueDocument } from '../catalogue/schema';
import { emptySelections } from '../pricing/selections';
import { dataModelPost, tvModelPost, voiceModelPost, type CartSelections } from '../wire/cart';
import {
  applyDataModel,
  applyTvModel,
  applyVoiceModel,
  type CartAvailability,
  type CartRuleResult,
} from './apply';
import { cartLookup } from './catalogue-index';
import { requalifySelections } from './requalify';

const doc = catalogueDocument.parse(demo);
const lookup = cartLookup(doc);
const everything: CartAvailability = { fiber: true, hsi: true, tv: true, phone: true, bdv: true };

const ok = (r: CartRuleResult): CartSelections => {
  if (!r.ok) throw new Error(`${r.error.field}: ${r.error.message}`);
  return r.selections;
};

/** Fiber 500, then TV, then standard phone: a triple built the usual way. */
function triple(): CartSelections {
  let s = ok(
    applyDataModel(
      emptySelections(),
      dataModelPost.parse({ DataPlanSelection: { NewID: 'FIOS-500' } }),
      lookup,
      'FIOS',
      everything,
    ),
  );
  s = ok(
    applyVoiceModel(
      s,
      voiceModelPost.parse({ BundleSelection: { NewID: 'PH-UNLIMITED' } }),
      lookup,
      everything,
    ),
  );
  s = ok(
    applyTvModel(
      s,
      tvModelPost.parse({ PlanSelection: { OldID: '', NewID: 'TV-LOCAL' } }),
      lookup,
      everything,
    ),
  );
  return s;
}

describe('requalifySelections', () => {
  it('keeps a cart the address still gets, unchanged', () => {
    const s = triple();
    expect(s.services).toBe('phone+data+video');
    const r = requalifySelections(s, everything, lookup);
    expect(r.removed).toEqual([]);
    expect(r.selections).toBe(s);
  });

  it('takes TV out when the address no longer gets TV, and recomputes the services', () => {
    const s = triple();
    const r = requalifySelections(s, { ...everything, tv: false }, lookup);
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
    const r = requalifySelections(triple(), { ...everything, fiber: false, phone: false }, lookup);
    expect(r.removed.map((x) => [x.service, x.name, x.planName])).toEqual([
      ['data', 'Fiber internet', 'Business Fiber 500 Mbps'],
      ['phone', 'Standard phone', 'Business Unlimited Calling'],
    ]);
    expect(r.selections.services).toBe('video');
    expect(r.selections.tv?.planId).toBe('TV-LOCAL');
  });

  it('takes a DSL plan out when the address no longer gets HSI, but not for lack of fiber', () => {
    const dsl = ok(
      applyDataModel(
        emptySelections(),
        dataModelPost.parse({ DataPlanSelection: { NewID: 'HSI-15' } }),
        lookup,
        'DSL',
        everything,
      ),
    );
    expect(requalifySelections(dsl, { ...everything, fiber: false }, lookup).removed).toEqual([]);
    const r = requalifySelections(dsl, { ...everything, hsi: false }, lookup);
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
    const r = requalifySelections(s, everything, withdrawn);
    expect(r.removed).toEqual([
      { service: 'tv', name: 'TV', planId: 'TV-LOCAL', planName: '', reason: 'notSold' },
    ]);
    expect(r.selections).toMatchObject({ tv: null, services: 'phone+data' });
  });
});
