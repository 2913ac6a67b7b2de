import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueDocument } from '@bizline/domain/catalogue/schema';
import { availabilityResponse } from '@bizline/domain/wire/entry';
import { fromRepoRoot } from '../../paths';
import type { FootprintAddress } from '../address/service';
import {
  buildAvailability,
  isBaltimoreDcZip,
  outcomeEvents,
  outcomeFlags,
  phoneInfoFor,
  plansFor,
  speedTypeMbps,
  wirelessUrl,
  type OutcomeInput,
} from './outcome';

const address = (over: Partial<FootprintAddress> = {}): FootprintAddress => ({
  address_id: 'A1',
  base_address_id: 'A1',
  house_number: '100',
  street_name: 'Summer St',
  unit: null,
  city: 'Boston',
  state: 'MA',
  zip: '02110',
  latitude: null,
  longitude: null,
  fiber: 'N',
  hsi: 'N',
  phone: 'N',
  bdv: 'N',
  tv: 'N',
  ingpon2ont: 'N',
  s2slbo: 'N',
  base_address_blocked: 'N',
  qualified_4g: 'N',
  qualified_cband: 'N',
  qualified_5g: 'N',
  oof: 'N',
  existing_service: 'N',
  pending_order: 'N',
  speed_type: null,
  building_name: null,
  zip4: null,
  search_key: '100 SUMMER ST BOSTON MA 02110',
  search_key_alt: null,
  street_key: '100 SUMMER ST',
  unit_norm: '',
  unit_sort: '',
  imported_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const demo = catalogueDocument.parse(
  JSON.parse(fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8')),
);

const input = (
  target: FootprintAddress | null,
  over: Partial<OutcomeInput> = {},
): OutcomeInput => ({
  catalogue: demo,
  target,
  building: target,
  addressText: 'x',
  addressList: [],
  quotes: [],
  cartId: target ? 'cart' : '',
  attemptId: 'att',
  guid: '',
  wirelessSiteUrl: 'https://w.example/biz/',
  skipPendingOrder: false,
  ...over,
});

describe('buildAvailability', () => {
  it('answers every field of the schema', () => {
    const r = buildAvailability(input(address({ fiber: 'Y' })));
    expect(availabilityResponse.parse(r)).toEqual(r);
  });

  it('answers HSI N when fiber and HSI are both Y, with fiber plans', () => {
    const r = buildAvailability(input(address({ fiber: 'Y', hsi: 'Y' })));
    expect(r.LQPost).toMatchObject({ FiOSDataStatus: 'Y', HSIStatus: 'N' });
    expect(r.DataInfo.Plans.every((p) => p.ServiceType === 'FIOS')).toBe(true);
    expect(r.RedirectToNextPage).toBe('Y');
  });

  it('takes BaseAddressBlocked from the building and redirects only a unit of it', () => {
    const building = address({ fiber: 'Y', base_address_blocked: 'Y' });
    const unit = address({ address_id: 'U1', unit: 'FL 1', fiber: 'Y' });
    expect(buildAvailability(input(building)).RedirectToNextPage).toBe('N');
    const r = buildAvailability(input(unit, { building }));
    expect(r).toMatchObject({ BaseAddressBlocked: 'Y', RedirectToNextPage: 'Y' });
  });

  it.each([
    [{ oof: 'Y' }],
    [{ existing_service: 'Y' }],
    [{ pending_order: 'Y' }],
    [{ s2slbo: 'Y' }],
    [{ ingpon2ont: 'Y' }],
  ] as const)('does not redirect with %j', (flags) => {
    expect(buildAvailability(input(address({ fiber: 'Y', ...flags }))).RedirectToNextPage).toBe(
      'N',
    );
  });

  it('does not redirect with quotes, several addresses or no plans', () => {
    const fiber = address({ fiber: 'Y' });
    expect(
      buildAvailability(input(fiber, { quotes: [{ quoteNumber: 'Q', mon: 'M' }] }))
        .RedirectToNextPage,
    ).toBe('N');
    const list = [1, 2].map(() => ({}) as never);
    expect(buildAvailability(input(fiber, { addressList: list })).HasMultipleAddress).toBe('Y');
    expect(buildAvailability(input(address({ qualified_5g: 'Y' }))).RedirectToNextPage).toBe('N');
  });

  it('answers an address outside the footprint with DefaultReg Y and no flags', () => {
    const r = buildAvailability(input(null));
    expect(r).toMatchObject({ DefaultReg: 'Y', RedirectToNextPage: 'N', Qualified: 'false' });
    expect(r.LQPost.EPSessionID).toBe('');
  });

  it('builds the wireless redirect URLs from the brand site', () => {
    const r = buildAvailability(input(address({ qualified_4g: 'Y', qualified_cband: 'Y' })));
    expect(r.LTERedirectUrl).toBe('https://w.example/biz/4g-lte-business-internet');
    expect(r.FiveGRedirectUrl).toBe('https://w.example/biz/5g-business-internet');
    expect(wirelessUrl('https://x', 'p')).toBe('https://x/p');
  });

  it('hides the pending order when the visitor already answered the question', () => {
    const a = address({ fiber: 'Y', pending_order: 'Y' });
    expect(buildAvailability(input(a, { skipPendingOrder: true })).HasPendingOrder).toBe('N');
  });
});

describe('plans', () => {
  it('reads speed types', () => {
    expect(speedTypeMbps('2G')).toBe(2000);
    expect(speedTypeMbps('15M')).toBe(15);
    expect(speedTypeMbps('1.5g')).toBe(1500);
    expect(speedTypeMbps('fast')).toBeNull();
    expect(speedTypeMbps(null)).toBeNull();
  });

  it('lists tiers up to the speed type, at least the slowest', () => {
    expect(plansFor(demo, 'FIOS', '500M').map((p) => p.SpeedMbps)).toEqual([300, 500]);
    expect(plansFor(demo, 'FIOS', null)).toHaveLength(4);
    expect(plansFor(demo, 'DSL', '5M').map((p) => p.SpeedMbps)).toEqual([10]);
    expect(plansFor(demo, null, '2G')).toEqual([]);
  });

  it('lists the catalogue plans at their two-year price with the single-service bundle', () => {
    const [gig] = plansFor(demo, 'FIOS', '1G').slice(-1);
    expect(gig).toMatchObject({
      ProductId: 'FIOS-1G',
      ProductName: 'Business Fiber 1 Gig',
      Price: '129.00',
      Contract: 'TwoYears',
      BundleId: 'BND-DATA-2Y',
      ServiceType: 'FIOS',
      LineType: 'FIBER',
    });
    expect(plansFor(demo, 'DSL', null)[0]).toMatchObject({
      Price: '49.99',
      BundleId: 'BND-HSI-2Y',
    });
  });

  it('routers per service type, priced rent monthly and buy once', () => {
    const r = buildAvailability(input(address({ hsi: 'Y' })));
    expect(r.DataInfo.Routers.map((x) => [x.PrdID, x.Price])).toEqual([
      ['RTR-DSL-RENT', '10.00'],
      ['RTR-DSL-BUY', '149.99'],
      ['RTR-OWN', '0.00'],
    ]);
  });

  it('picks the voice bundle from the catalogue: paired with the internet, BDV first', () => {
    expect(phoneInfoFor(demo, { internet: 'data', bdv: true, phone: true })).toEqual({
      BID: 'BND-DATA-BDV-2Y',
      BundleRC: '10.00',
      TNList: [],
    });
    expect(phoneInfoFor(demo, { internet: 'hsi', bdv: false, phone: true }).BID).toBe(
      'BND-HSI-PHONE-2Y',
    );
    expect(phoneInfoFor(demo, { internet: null, bdv: true, phone: false }).BID).toBe('BND-BDV-2Y');
    expect(phoneInfoFor(demo, { internet: null, bdv: false, phone: false }).BID).toBe('');
  });

  it('knows Baltimore and DC ZIPs', () => {
    expect(isBaltimoreDcZip('20005')).toBe(true);
    expect(isBaltimoreDcZip('21202')).toBe(true);
    expect(isBaltimoreDcZip('21401')).toBe(false);
  });
});

describe('analytics', () => {
  const r = (a: FootprintAddress | null) => buildAvailability(input(a));
  it('records LQ_Attempts and one success event per outcome', () => {
    expect(outcomeEvents(r(address({ fiber: 'Y', qualified_4g: 'Y' })), true)).toEqual([
      'LQ_Attempts',
      'LQ_Success',
    ]);
    expect(outcomeEvents(r(address({ qualified_cband: 'Y', qualified_4g: 'Y' })), true)).toEqual([
      'LQ_Attempts',
      'LQ_Success_5G',
    ]);
    expect(outcomeEvents(r(address({ qualified_4g: 'Y' })), true)).toEqual([
      'LQ_Attempts',
      'LQ_Success_4G',
    ]);
    expect(outcomeEvents(r(address({ fiber: 'Y', oof: 'Y' })), true)).toEqual(['LQ_Attempts']);
    expect(outcomeEvents(r(null), false)).toEqual(['LQ_Attempts']);
  });

  it('reports the 002 §9 outcome flags', () => {
    expect(outcomeFlags(r(address({ oof: 'Y' })))).toEqual({
      HasErrorOrOOF: 'Y',
      RedirectToNextPage: 'N',
      HasExistingService: 'N',
      HasPendingOrder: 'N',
      HasMultipleAddress: 'N',
    });
  });
});
