import { describe, expect, it } from 'vitest';
import { emptySelections } from '../pricing/selections';
import type { CartAvailability } from './apply';
import {
  bdvAdminFlag,
  bundleNumbers,
  changeOf,
  cleanPhone,
  equipmentQuantity,
  isNonPublishedListing,
  isNoneTvEquipment,
} from './rules';
import { err, ok, updatesAt } from './test-kit';

const fiberAddress: CartAvailability = {
  fiber: true,
  hsi: false,
  tv: true,
  phone: true,
  bdv: true,
};
const dslAddress: CartAvailability = {
  fiber: false,
  hsi: true,
  tv: false,
  phone: true,
  bdv: false,
};

const { data, tv, voice, bdv } = updatesAt(fiberAddress);

const withFiber = () => ok(data(emptySelections(), { DataPlanSelection: { NewID: 'FIOS-500' } }));

describe('small 001 §5 rules', () => {
  it('strips dashes from phone numbers', () => {
    expect(cleanPhone('617-555-0100')).toBe('6175550100');
    expect(cleanPhone('(617) 555.0100')).toBe('6175550100');
  });
  it("treats TV equipment '000' as none", () => {
    expect(isNoneTvEquipment('000')).toBe(true);
    expect(isNoneTvEquipment('TVE-STB')).toBe(false);
  });
  it('equipment quantity 1 with the update flag Y becomes 0', () => {
    expect(equipmentQuantity(1, 'Y')).toBe(0);
    expect(equipmentQuantity(1, 'N')).toBe(1);
    expect(equipmentQuantity(2, 'Y')).toBe(2);
    expect(equipmentQuantity(1, undefined)).toBe(1);
  });
  it('non-published listings, equal old/new ids, first number only, admin on line 1', () => {
    expect(isNonPublishedListing('Non-published number')).toBe(true);
    expect(isNonPublishedListing('Listed number')).toBe(false);
    expect(changeOf({ OldID: 'A', NewID: 'A' })).toBeNull();
    expect(changeOf({ OldID: 'A', NewID: 'B' })).toBe('B');
    expect(changeOf({ OldID: 'A', NewID: '' })).toBe('');
    expect(bundleNumbers(['6175550100', '6175550101'])).toEqual(['6175550100']);
    expect([0, 1, 2].map(bdvAdminFlag)).toEqual(['Y', 'N', 'N']);
  });
});

describe('refusals (001 §5): the first check that fails, its field and why', () => {
  const none = emptySelections;
  it.each([
    [
      'an unknown id',
      () => data(none(), { DataPlanSelection: { NewID: 'NOPE' } }),
      "DataPlanSelection.NewID: 'NOPE' is not a product of the catalogue",
    ],
    [
      'an id of another list',
      () => data(withFiber(), { RouterSelection: { NewID: 'TV-LOCAL' } }),
      "RouterSelection.NewID: 'TV-LOCAL' is not a router",
    ],
    [
      'a DSL plan on a fiber address',
      () => data(none(), { DataPlanSelection: { NewID: 'HSI-10' } }),
      "DataPlanSelection.NewID: 'HSI-10' is not sold at this address",
    ],
    [
      'fiber where the address has none',
      () => data(none(), { DataPlanSelection: { NewID: 'FIOS-300' } }, dslAddress),
      'ProductType: Fiber internet is not sold at this address',
    ],
    [
      'a DSL router with fiber',
      () => data(withFiber(), { RouterSelection: { NewID: 'RTR-DSL-RENT' } }),
      "RouterSelection.NewID: 'RTR-DSL-RENT' is not sold with fiber internet",
    ],
    [
      'a quantity above the maximum',
      () => data(withFiber(), { ExtenderSelection: [{ PrdID: 'EXT-WIFI', Quantity: 6 }] }),
      'ExtenderSelection.0.Quantity: must be at most 5',
    ],
    [
      'extras before a plan',
      () => data(none(), { RouterSelection: { NewID: 'RTR-FIOS-RENT' } }),
      'DataPlanSelection.NewID: choose an internet plan first',
    ],
    [
      'TV where the address has none',
      () => tv(none(), { PlanSelection: { NewID: 'TV-LOCAL' } }, dslAddress),
      'ProductType: TV is not sold at this address',
    ],
    [
      'a router id as a TV plan',
      () => tv(none(), { PlanSelection: { NewID: 'RTR-FIOS-RENT' } }),
      "PlanSelection.NewID: 'RTR-FIOS-RENT' is not a TV plan",
    ],
    [
      'BDV where the address has none',
      () => bdv(none(), { BdvBundleSelection: { NewID: 'BDV-UNLIMITED' } }, dslAddress),
      'ProductType: Business Digital Voice is not sold at this address',
    ],
  ])('refuses %s', (_what, update, refusal) => {
    const { field, message } = err(update());
    expect(`${field}: ${message}`).toBe(refusal);
  });
});

describe('applyDataModel', () => {
  it('selects a fiber plan with the default installation and makes the services data', () => {
    const s = withFiber();
    expect(s.services).toBe('data');
    expect(s.internet).toMatchObject({ planId: 'FIOS-500', installationId: 'INST-SELF' });
  });

  it('sells DSL plans and routers on an HSI address', () => {
    const s = ok(
      data(
        emptySelections(),
        { DataPlanSelection: { NewID: 'HSI-15' }, RouterSelection: { NewID: 'RTR-DSL-RENT' } },
        dslAddress,
        'DSL',
      ),
    );
    expect(s.services).toBe('hsi');
    expect(s.internet?.routerId).toBe('RTR-DSL-RENT');
  });

  it('drops quantity 0', () => {
    const s = ok(
      data(withFiber(), {
        ExtenderSelection: [
          { PrdID: 'EXT-WIFI', Quantity: 2 },
          { PrdID: 'EXT-WIFI', Quantity: 0 },
        ],
        AddlRouterSelection: [{ PrdID: 'ADDL-RTR', Quantity: 1 }],
      }),
    );
    expect(s.internet?.extenders).toEqual([]);
    expect(s.internet?.additionalRouters).toEqual([{ id: 'ADDL-RTR', quantity: 1 }]);
  });

  it('old and new router ids equal: no change', () => {
    const s = ok(data(withFiber(), { RouterSelection: { NewID: 'RTR-FIOS-BUY' } }));
    const same = ok(
      data(s, { RouterSelection: { OldID: 'RTR-FIOS-RENT', NewID: 'RTR-FIOS-RENT' } }),
    );
    expect(same.internet?.routerId).toBe('RTR-FIOS-BUY');
  });

  it('static IP: a Static IP product or Dynamic (empty)', () => {
    const s = ok(data(withFiber(), { DataSelection: { NewID: 'SIP-BLOCK5' } }));
    expect(s.internet?.staticIpId).toBe('SIP-BLOCK5');
    expect(ok(data(s, { DataSelection: { NewID: '' } })).internet?.staticIpId).toBe('');
  });

  it('value-added services, video meeting licenses and the tech team user', () => {
    const s = ok(
      data(withFiber(), {
        SelectedVASPlans: [
          { PkgID: 'TechTeam', PPPID: 'TT-STD' },
          { PkgID: 'CloudStorage', PPPID: 'CS-1TB' },
        ],
        SelectedPPS: [{ PrdCat: 'VideoMeeting', PPPID: 'VM-PRO', Quantity: 3 }],
        TechTeamUser: { FirstName: 'Ada', LastName: 'Lovelace', Phone: '617-555-0142', Email: '' },
      }),
    );
    expect(s.internet).toMatchObject({
      techTeamId: 'TT-STD',
      cloudStorageId: 'CS-1TB',
      videoMeeting: { id: 'VM-PRO', licenses: 3 },
      techTeamUser: { FirstName: 'Ada', Phone: '6175550142' },
    });
    expect(
      err(
        data(withFiber(), {
          TechTeamUser: { FirstName: 'A', LastName: 'Lovelace', Phone: '6175550142', Email: '' },
        }),
      ).field,
    ).toBe('TechTeamUser.FirstName');
    expect(
      err(data(withFiber(), { SelectedVASPlans: [{ PkgID: 'TechTeam', PPPID: 'CS-1TB' }] })).field,
    ).toBe('SelectedVASPlans.0.PPPID');
  });

  it('an empty plan id removes internet and goes back in the services', () => {
    const s = ok(voice(withFiber(), { BundleSelection: { NewID: 'PH-UNLIMITED' } }));
    expect(s.services).toBe('data+phone');
    const removed = ok(data(s, { DataPlanSelection: { NewID: '' } }));
    expect(removed.internet).toBeNull();
    expect(removed.services).toBe('phone');
  });
});

describe('applyTvModel', () => {
  it('adds TV to data (flex), treats equipment 000 as none, and removal clears TV', () => {
    const s = ok(
      tv(withFiber(), {
        PlanSelection: { NewID: 'TV-PREFERRED' },
        SelectedEquipments: [
          { PrdID: 'TVE-NONE', Quantity: 1 },
          { PrdID: '000', Quantity: 1 },
          { PrdID: 'TVE-STB', Quantity: 2 },
        ],
        MovieSelection: ['PC-EPIC'],
        RecordShow: { NewID: 'REC-CLOUD' },
      }),
    );
    expect(s.services).toBe('flex');
    expect(s.tv).toMatchObject({
      planId: 'TV-PREFERRED',
      equipment: [{ id: 'TVE-STB', quantity: 2 }],
      premiumChannelIds: ['PC-EPIC'],
      recordingId: 'REC-CLOUD',
      channelType: 'Local TV',
    });
    const removed = ok(tv(s, { PlanSelection: { OldID: 'TV-PREFERRED', NewID: '' } }));
    expect(removed.tv).toBeNull();
    expect(removed.services).toBe('data');
  });
});

describe('applyVoiceModel', () => {
  it('lines with dashes stripped, jacks with the update flag, non-published listing', () => {
    let s = ok(voice(withFiber(), { BundleSelection: { NewID: 'PH-UNLIMITED' } }));
    s = ok(
      voice(s, {
        PhoneLines: [
          { LineNO: 2, NewTN: '617-555-0102' },
          { LineNO: 1, NewTN: '617-555-0101' },
        ],
        Jacks: [
          { PrdID: 'PH-JACK', CountInCart: 1, UpdateCart: 'Y' },
          { PrdID: 'PH-DESKPHONE', CountInCart: 2 },
        ],
        DirListing: { NewID: 'DL-LISTED' },
        ListingInfo: { CompanyName: 'Acme', PhoneNo: '617-555-0101' },
      }),
    );
    expect(s.phone?.lines).toEqual([
      { lineNo: 1, tn: '6175550101', planId: 'PH-UNLIMITED' },
      { lineNo: 2, tn: '6175550102', planId: 'PH-UNLIMITED' },
    ]);
    expect(s.phone?.equipment).toEqual([{ id: 'PH-DESKPHONE', quantity: 2 }]);
    expect(s.phone?.listingInfo).toMatchObject({ CompanyName: 'Acme', PhoneNo: '6175550101' });
    const unpublished = ok(voice(s, { DirListing: { NewID: 'DL-NONPUB' } }));
    expect(unpublished.phone?.listingInfo).toBeNull();
    const stillNone = ok(voice(unpublished, { ListingInfo: { CompanyName: 'Acme' } }));
    expect(stillNone.phone?.listingInfo).toBeNull();
  });

  it('refuses more lines than the plan allows and too many fax lines', () => {
    const s = ok(voice(withFiber(), { BundleSelection: { NewID: 'PH-UNLIMITED' } }));
    const lines = Array.from({ length: 9 }, (_, i) => ({ LineNO: i + 1 }));
    expect(err(voice(s, { PhoneLines: lines }))).toEqual({
      field: 'PhoneLines',
      message: 'must be at most 8 lines',
    });
    expect(err(voice(s, { FaxLines: 5 })).field).toBe('FaxLines');
  });
});

describe('applyBdvModel', () => {
  it('starts with one admin line; admin only on line 1; NoEquipment stores no equipment', () => {
    let s = ok(bdv(withFiber(), { BdvBundleSelection: { NewID: 'BDV-UNLIMITED' } }));
    expect(s.services).toBe('data+bdv');
    expect(s.bdv?.lines).toHaveLength(1);
    expect(s.bdv?.lines[0]?.isAdmin).toBe('Y');
    s = ok(
      bdv(s, {
        BdvPhoneLines: [
          { LineNO: 1, NewTN: '617-555-0101', SubscriberInfo: { IsBDVWAdmin: 'N' } },
          {
            LineNO: 2,
            NewTN: '6175550102',
            SubscriberInfo: { IsBDVWAdmin: 'Y', Email: 'b@example.com' },
          },
        ],
        EquipMapping: [{ EqpID: 'NoEquipment', TNs: [] }],
      }),
    );
    expect(s.bdv?.lines.map((l) => [l.tn, l.isAdmin, l.email])).toEqual([
      ['6175550101', 'Y', ''],
      ['6175550102', 'N', 'b@example.com'],
    ]);
    expect(s.bdv?.equipment).toEqual([]);
  });

  it('equipment with quantity, the update flag, maximum and wrong ids', () => {
    const s = ok(bdv(withFiber(), { BdvBundleSelection: { NewID: 'BDV-UNLIMITED' } }));
    const withEq = ok(
      bdv(s, {
        EquipMapping: [
          { EqpID: 'BDV-EQ-4LINE', Quantity: 2, AddlHandset: 1, TNs: ['617-555-0101'] },
          { EqpID: 'BDV-EQ-BT', Quantity: 1, UpdateCart: 'Y' },
        ],
      }),
    );
    expect(withEq.bdv?.equipment).toEqual([{ id: 'BDV-EQ-4LINE', quantity: 2, addlHandset: 1 }]);
    expect(err(bdv(s, { EquipMapping: [{ EqpID: 'BDV-EQ-4LINE', Quantity: 21 }] })).field).toBe(
      'EquipMapping.0.Quantity',
    );
    expect(err(bdv(s, { EquipMapping: [{ EqpID: 'PH-JACK' }] })).message).toBe(
      "'PH-JACK' is not one of bdv.equipment",
    );
    expect(err(bdv(s, { BdvFeatures: ['BDVF-HUNT', 'NOPE'] })).field).toBe('BdvFeatures.1');
  });

  it('a BDV to a phone cart replaces phone', () => {
    const phone = ok(voice(withFiber(), { BundleSelection: { NewID: 'PH-UNLIMITED' } }));
    expect(ok(bdv(phone, { BdvBundleSelection: { NewID: 'BDV-UNLIMITED' } })).services).toBe(
      'data+bdv',
    );
  });
});
