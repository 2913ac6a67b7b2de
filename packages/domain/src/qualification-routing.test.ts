import { describe, expect, it } from 'vitest';
import {
  addressOutcome,
  bulkPlanList,
  deriveQualification,
  routeQualification,
  wirelessQualified,
  wirelessRedirectUrl,
  type RoutingContext,
} from './qualification-routing';
import type { AvailabilityResponse } from './wire/entry';
import { plan, response } from './test/availability';

const ctx = (o: Partial<RoutingContext> = {}): RoutingContext => ({
  fourGRedirect: false,
  alreadyRedirected: false,
  hasAddressId: true,
  hasPriorAddress: true,
  ...o,
});

const noWireline = { LQPost: { FiOSDataStatus: 'N', HSIStatus: 'N' } } as const;

describe('routeQualification: priority list of 000 §4', () => {
  it('1. S2SLBO Y goes to the special redirect page, before everything else', () => {
    const d = routeQualification(
      'Y',
      response({ LQPost: { S2SLBO: 'Y' }, HasError: 'Y', OOF: 'Y' }),
      ctx(),
    );
    expect(d.outcome).toMatchObject({ kind: 'navigate', reason: 'S2SLBO' });
  });

  it('2. HasError goes to the redirection handler (out of franchise)', () => {
    const d = routeQualification('N', response({ HasError: 'Y', VBMQuotes: 'Y' }), ctx());
    expect(d.outcome).toMatchObject({ kind: 'navigate', to: '/out-of-franchise' });
    expect(d.flags.HasErrorOrOOF).toBe('Y');
  });

  it('3. neither fiber nor broadband (no wireless) goes to the redirection handler', () => {
    const d = routeQualification('N', response(noWireline), ctx());
    expect(d.outcome).toMatchObject({
      kind: 'navigate',
      to: '/out-of-franchise',
      reason: 'NoService',
    });
  });

  it('4. broadband only with Qualified not true goes to /internet-options', () => {
    const r = response({ LQPost: { FiOSDataStatus: 'N', HSIStatus: 'Y' } });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ to: '/internet-options' });
  });

  it('4. broadband only with Qualified true goes on (HSI qualifies)', () => {
    const r = response({
      Qualified: 'true',
      LQPost: { FiOSDataStatus: 'N', HSIStatus: 'Y' },
      DataInfo: { Plans: [plan('DSL')], Routers: [] },
    });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ to: '/customize-order' });
  });

  it('5. existing quotes go to /ExistingService (prevPage ExS), before OOF', () => {
    const r = response({
      VBMQuotes: 'Y',
      OOF: 'Y',
      quoteResultsField: { priceQuotesSetField: [{ quoteNumberField: 'Q1', monField: 'M1' }] },
    });
    const d = routeQualification('N', r, ctx());
    expect(d.outcome).toEqual({
      kind: 'navigate',
      to: '/ExistingService',
      reason: 'ExistingQuotes',
      state: { prevPage: 'ExS' },
    });
  });

  it('6. OOF goes to the redirection handler, before existing service', () => {
    const d = routeQualification('N', response({ OOF: 'Y', HasExistingService: 'Y' }), ctx());
    expect(d.outcome).toMatchObject({ to: '/out-of-franchise', reason: 'OOF' });
  });

  it('7. HasExistingService goes to /ExistingService, before multiple addresses', () => {
    const d = routeQualification(
      'N',
      response({ HasExistingService: 'Y', HasMultipleAddress: 'Y' }),
      ctx(),
    );
    expect(d.outcome).toMatchObject({ to: '/ExistingService', state: { prevPage: 'ExS' } });
  });

  it('8. HasMultipleAddress opens the multiple-address chooser, before the pending order', () => {
    const list = [{ AddressId: 'a' }, { AddressId: 'b' }] as AvailabilityResponse['AddressList'];
    const d = routeQualification(
      'Y',
      response({ HasMultipleAddress: 'Y', AddressList: list }),
      ctx(),
    );
    expect(d.outcome).toEqual({ kind: 'multiple-address', addresses: list });
  });

  it('9. a pending order asks the question and disables Check availability', () => {
    const d = routeQualification('Y', response(), ctx());
    expect(d.outcome).toEqual({ kind: 'pending-order-question' });
    expect(d.disableCheckAvailability).toBe(true);
    expect(routeQualification('N', response({ HasPendingOrder: 'Y' }), ctx()).outcome.kind).toBe(
      'pending-order-question',
    );
  });

  it('10. otherwise /customize-order with prevPage LQ, and LQ_Success', () => {
    const d = routeQualification('N', response({ RedirectToNextPage: 'N' }), ctx());
    expect(d.outcome).toEqual({
      kind: 'navigate',
      to: '/customize-order',
      reason: 'Qualified',
      state: { prevPage: 'LQ' },
    });
    expect(d.events).toEqual(['LQ_Attempts', 'LQ_Success']);
    expect(d.disableCheckAvailability).toBe(false);
  });

  it('a missing pending-order answer counts as no pending order', () => {
    expect(routeQualification(null, response(), ctx()).outcome).toMatchObject({
      to: '/customize-order',
    });
  });
});

describe('routeQualification: the detailed reading of 000 §4', () => {
  it('no fiber/HSI and the 4G redirect flag on: the 4G/LTE page', () => {
    const d = routeQualification('N', response(noWireline), ctx({ fourGRedirect: true }));
    expect(d.outcome).toMatchObject({ kind: 'wireless', wireless: '4G', page: '/4g-plan' });
    expect(d.events).toEqual(['LQ_Attempts', 'LQ_Success_4G', '4G_Redirection']);
  });

  it('Qualified true with no fiber/HSI and no multiple address: the 5G page', () => {
    const d = routeQualification('N', response({ ...noWireline, Qualified: 'true' }), ctx());
    expect(d.outcome).toMatchObject({ kind: 'wireless', wireless: '5G', page: '/5g-plan' });
    expect(d.events).toEqual(['LQ_Attempts', 'LQ_Success_5G', '5G_Redirection']);
    expect(d.markRedirectDone).toBe(true);
  });

  it('QualifiedCBand true (Qualified false): the 5G outcome on the C-band page', () => {
    const d = routeQualification('N', response({ ...noWireline, QualifiedCBand: 'true' }), ctx());
    expect(d.outcome).toMatchObject({ kind: 'wireless', wireless: '5G', page: '/cband-plan' });
  });

  it('5G qualified but multiple addresses: otherwise 4G', () => {
    const r = response({ ...noWireline, Qualified: 'true', HasMultipleAddress: 'Y' });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ wireless: '4G' });
  });

  it('5G wins over the 4G redirect flag', () => {
    const r = response({ ...noWireline, Qualified: 'true' });
    expect(routeQualification('N', r, ctx({ fourGRedirect: true })).outcome).toMatchObject({
      wireless: '5G',
    });
  });

  it('redirect URLs get redirectedFrom=GBCOM, lqsessionId and cmp', () => {
    const r = response({ ...noWireline, Qualified: 'true', sessionId: 'LQ 9' });
    const d = routeQualification('N', r, ctx({ cmp: 'W5G', wirelessMode: 'redirect' }));
    expect(d.outcome).toMatchObject({
      url: 'https://w.example/5g?redirectedFrom=GBCOM&lqsessionId=LQ%209&cmp=W5G',
      fullRedirect: true,
    });
    expect(wirelessRedirectUrl('https://x/y?a=1#f', '', null)).toBe(
      'https://x/y?a=1&redirectedFrom=GBCOM#f',
    );
    expect(wirelessRedirectUrl('', 's', 'c')).toBe('');
  });

  it('the context URLs and session id override the response', () => {
    const r = response({ ...noWireline, Qualified_4g: 'true' });
    const d = routeQualification(
      'N',
      r,
      ctx({ fourGRedirect: true, lteUrl: 'https://lte.example', sessionId: 'X' }),
    );
    expect(d.outcome).toMatchObject({
      url: 'https://lte.example?redirectedFrom=GBCOM&lqsessionId=X',
    });
  });

  it('redirection happens only once', () => {
    const r = response({ ...noWireline, Qualified: 'true' });
    const d = routeQualification(
      'N',
      r,
      ctx({ wirelessMode: 'redirect', alreadyRedirected: true }),
    );
    expect(d.outcome).toMatchObject({ kind: 'wireless', fullRedirect: false, page: '/5g-plan' });
    expect(d.markRedirectDone).toBe(false);
    expect(d.events).toEqual(['LQ_Attempts', 'LQ_Success_5G']);
  });

  it('in page mode the wireless outcome shows the storefront page', () => {
    const r = response({ ...noWireline, Qualified: 'true' });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ fullRedirect: false });
  });

  it('fiber and HSI both Y: HSI is set to N', () => {
    const d = deriveQualification(response({ LQPost: { HSIStatus: 'Y' } }));
    expect(d).toMatchObject({ fiber: true, hsi: false });
    // ...so a fiber+HSI address without Qualified is not "broadband only".
    const r = response({ LQPost: { HSIStatus: 'Y' } });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ to: '/customize-order' });
  });

  it('fiber or HSI Y with no plans: 4G', () => {
    const r = response({ DataInfo: { Plans: [], Routers: [] } });
    expect(routeQualification('N', r, ctx()).outcome).toMatchObject({ wireless: '4G' });
  });

  it("BaseAddressBlocked Y with 'I don't live in a unit': errors set, flags reset", () => {
    const r = response({ BaseAddressBlocked: 'Y' });
    const d = routeQualification('N', r, ctx({ unit: "i don't live in a unit" }));
    expect(d.outcome).toEqual({
      kind: 'unit-error',
      message: 'Please select valid Unit #',
      resetFlags: true,
    });
    expect(routeQualification('N', r, ctx({ unit: 'FL 10' })).outcome.kind).toBe('navigate');
    expect(
      routeQualification('N', response(), ctx({ unit: "I don't live in a unit" })).outcome.kind,
    ).toBe('navigate');
  });

  it('no address id and no prior address: re-search from LQPost.Address', () => {
    const d = routeQualification(
      'N',
      response(),
      ctx({ hasAddressId: false, hasPriorAddress: false }),
    );
    expect(d.outcome).toEqual({
      kind: 're-search',
      addressText: '100 Summer St, Boston, MA 02110',
    });
    expect(routeQualification('N', response(), ctx({ hasAddressId: false })).outcome.kind).toBe(
      'navigate',
    );
  });

  it('the catalogue loads after fiber or HSI without OOF, multiple address, error or DefaultReg', () => {
    expect(deriveQualification(response()).loadCatalogue).toBe(true);
    for (const bad of [
      { OOF: 'Y' },
      { HasMultipleAddress: 'Y' },
      { HasError: 'Y' },
      { DefaultReg: 'Y' },
    ] as const) {
      expect(deriveQualification(response(bad)).loadCatalogue).toBe(false);
    }
    expect(deriveQualification(response(noWireline)).loadCatalogue).toBe(false);
  });

  it('the existing-customer flag is set when existing service or quotes are found', () => {
    expect(deriveQualification(response()).existingCustomer).toBe(false);
    expect(deriveQualification(response({ HasExistingService: 'Y' })).existingCustomer).toBe(true);
    expect(deriveQualification(response({ VBMQuotes: 'Y' })).existingCustomer).toBe(true);
  });

  it('INGPON2ONT Y opens the active-service modal and disables Check availability', () => {
    const d = routeQualification('N', response({ LQPost: { INGPON2ONT: 'Y' } }), ctx());
    expect(d.outcome).toEqual({ kind: 'active-service' });
    expect(d.disableCheckAvailability).toBe(true);
  });

  it('outcome flags of 002 §9', () => {
    const d = routeQualification('Y', response({ RedirectToNextPage: 'N' }), ctx());
    expect(d.flags).toEqual({
      HasErrorOrOOF: 'N',
      RedirectToNextPage: 'N',
      HasExistingService: 'N',
      HasPendingOrder: 'Y',
      HasMultipleAddress: 'N',
    });
  });
});

describe('bulkPlanList (000 §2)', () => {
  it.each([
    [{ Qualified4G: 'Y', QualifiedCBand: 'N', Qualified5G: 'N' }, { list: '4G' }],
    [
      { Qualified4G: 'N', QualifiedCBand: 'Y', Qualified5G: 'Y' },
      { list: '5G', fiveGQualified: true },
    ],
    [{ Qualified4G: 'Y', QualifiedCBand: 'N', Qualified5G: 'Y' }, { list: '5G-only' }],
    [
      { Qualified4G: 'N', QualifiedCBand: 'Y', Qualified5G: 'N' },
      { list: '5G', fiveGQualified: false },
    ],
    [{ Qualified4G: 'N', QualifiedCBand: 'N', Qualified5G: 'N' }, { list: '4G' }],
    [null, { list: '4G' }],
  ] as const)('%j -> %j', (flags, expected) => {
    expect(bulkPlanList(flags)).toEqual(expected);
  });
});

describe('addressOutcome: what the bulk tool shows (issue 10 §6)', () => {
  it('a fiber address with 4G too leads to customise, not to the LTE page', () => {
    const r = response({ Qualified_4g: 'true', Qualified4GHome: 'true' });
    expect(addressOutcome(r)).toEqual({ kind: 'customize', page: '/customize-order' });
  });
  it('follows the same routing as the address page for the other outcomes', () => {
    const noWire = { FiOSDataStatus: 'N' as const, HSIStatus: 'N' as const };
    expect(addressOutcome(response({ LQPost: noWire, Qualified_4g: 'true' }))).toEqual({
      kind: 'wireless',
      page: '/4g-plan',
      wireless: '4G',
    });
    expect(addressOutcome(response({ LQPost: noWire, Qualified: 'true' }))).toMatchObject({
      kind: 'wireless',
      page: '/5g-plan',
    });
    expect(addressOutcome(response({ LQPost: noWire }))).toEqual({
      kind: 'out-of-franchise',
      page: '/out-of-franchise',
    });
    expect(addressOutcome(response({ HasExistingService: 'Y' }))).toEqual({
      kind: 'existing-service',
      page: '/ExistingService',
    });
    expect(addressOutcome(response({ LQPost: { INGPON2ONT: 'Y' } }))).toEqual({
      kind: 'active-service',
      page: null,
    });
    expect(addressOutcome(response({ HasPendingOrder: 'Y' }))).toEqual({
      kind: 'pending-order',
      page: null,
    });
  });
});

describe('wirelessQualified (what the out-of-franchise page may claim)', () => {
  it('is true only when the qualification found 5G, C-band or 4G', () => {
    expect(wirelessQualified(response({}))).toBe(false);
    expect(wirelessQualified(null)).toBe(false);
    for (const flag of [
      'Qualified',
      'QualifiedCBand',
      'Qualified_4g',
      'Qualified4GHome',
    ] as const) {
      expect(wirelessQualified(response({ [flag]: 'true' })), flag).toBe(true);
    }
  });
});
