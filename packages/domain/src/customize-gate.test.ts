import { describe, expect, it } from 'vitest';
import { customizeGate, isInternetReady, type CustomizeGateInput } from './customize-gate';

const readyVoice = {
  planChosen: true,
  lineCount: 1,
  linesNumbered: true,
  listingFormHandled: true,
};
const readyBdv = { ...readyVoice, equipmentCount: 1, featuresVisited: true };

function input(over: Partial<CustomizeGateInput> = {}): CustomizeGateInput {
  return { internet: null, phone: null, bdv: null, tv: null, digitalLink: false, ...over };
}

describe('customizeGate (001 §4)', () => {
  it('an empty cart cannot continue', () => {
    expect(customizeGate(input())).toEqual({
      kind: 'notify',
      notification: 'noService',
      section: 'internet',
    });
  });

  it('internet needs equipment, a rented router or a selected router', () => {
    const none = { equipmentIncluded: false, routerType: '' as const };
    expect(isInternetReady(none)).toBe(false);
    expect(isInternetReady({ ...none, equipmentIncluded: true })).toBe(true);
    expect(isInternetReady({ ...none, routerType: 'rent' })).toBe(true);
    expect(isInternetReady({ ...none, routerType: 'own' })).toBe(true);
    expect(customizeGate(input({ internet: none }))).toMatchObject({
      notification: 'routerNotChosen',
      section: 'internetExtras',
    });
  });

  it('notifications come in the spec order: router, phone, equipment, features', () => {
    const all: CustomizeGateInput = input({
      internet: { equipmentIncluded: false, routerType: '' },
      bdv: { ...readyBdv, linesNumbered: false, equipmentCount: 0, featuresVisited: false },
    });
    const seen: string[] = [];
    let current = all;
    for (;;) {
      const r = customizeGate(current);
      if (r.kind === 'continue') break;
      seen.push(r.notification);
      if (r.notification === 'routerNotChosen')
        current = { ...current, internet: { equipmentIncluded: false, routerType: 'buy' } };
      else if (r.notification === 'phoneIncomplete')
        current = { ...current, bdv: { ...current.bdv!, linesNumbered: true } };
      else if (r.notification === 'equipmentNotAdded')
        current = { ...current, bdv: { ...current.bdv!, equipmentCount: 2 } };
      else if (r.notification === 'featureSectionNotVisited')
        current = { ...current, bdv: { ...current.bdv!, featuresVisited: true } };
      else throw new Error(`unexpected ${r.notification}`);
    }
    expect(seen).toEqual([
      'routerNotChosen',
      'phoneIncomplete',
      'equipmentNotAdded',
      'featureSectionNotVisited',
    ]);
  });

  it('standard phone needs the flow complete and the listing form handled', () => {
    expect(customizeGate(input({ phone: { ...readyVoice, listingFormHandled: false } }))).toEqual({
      kind: 'notify',
      notification: 'phoneIncomplete',
      section: 'phone',
    });
    expect(customizeGate(input({ phone: { ...readyVoice, lineCount: 0 } }))).toMatchObject({
      notification: 'phoneIncomplete',
    });
    expect(customizeGate(input({ phone: readyVoice }))).toMatchObject({ kind: 'continue' });
  });

  it('TV needs TV complete', () => {
    expect(
      customizeGate(input({ tv: { planChosen: true, viewingOptionChosen: false } })),
    ).toMatchObject({ notification: 'tvIncomplete', section: 'tv' });
    expect(
      customizeGate(input({ tv: { planChosen: true, viewingOptionChosen: true } })),
    ).toMatchObject({ kind: 'continue' });
  });

  it('a ready cart goes to /checkout and resets checkout progress', () => {
    const ready = input({ internet: { equipmentIncluded: true, routerType: '' }, bdv: readyBdv });
    expect(customizeGate(ready)).toEqual({
      kind: 'continue',
      path: '/checkout',
      resetCheckoutProgress: true,
    });
  });

  it('the digital-link flow goes to /save-cart and keeps checkout progress', () => {
    const ready = input({
      internet: { equipmentIncluded: false, routerType: 'rent' },
      digitalLink: true,
    });
    expect(customizeGate(ready)).toEqual({
      kind: 'continue',
      path: '/save-cart',
      resetCheckoutProgress: false,
    });
  });
});
