/** Realistic customise-stage answers for tests (tests only). */
import {
  EMPTY_CUSTOMIZE_PLAN,
  EMPTY_CUSTOMIZE_PRODUCT,
  noPhoneProducts,
} from '@bizline/domain/catalogue/customize-empty';
import { emptySelections, newBdv, newInternet } from '@bizline/domain/pricing/selections';
import type {
  CartSelections,
  CustomizePlan,
  CustomizeProduct,
  CustomizeProductsResponse,
  SelectedProductsResponse,
} from '@bizline/domain/wire/cart';
import { demoLabel } from './plan-offers';

function plan(over: Partial<CustomizePlan> = {}): CustomizePlan {
  return {
    ...EMPTY_CUSTOMIZE_PLAN,
    ProductId: 'P300',
    PackageId: 'PK1',
    DataProductId: 'P300',
    DataPackageId: 'PK1',
    BundleId: 'B300',
    Contract: 'TwoYears',
    Price: '69.00',
    PriceMonthToMonth: '89.00',
    PriceTwoYears: '69.00',
    ServiceType: 'FIOS',
    Flowtype: 'standalone',
    IPType: 'Dynamic',
    ProductName: 'Business Fios 300 Mbps',
    SpeedMbps: 300,
    UpSpeedMbps: 300,
    BestForPlan: 'Up to 10 devices',
    PlanIncluded: [{ Name: 'Wi-Fi 6 router', toolTip: 'Rent included with your plan' }],
    // The demo catalogue's label of its 300 Mbps plan on the two-year agreement.
    fccLabel: demoLabel('F0000012345FIB3002Y'),
    ...over,
  };
}

function product(over: Partial<CustomizeProduct> = {}): CustomizeProduct {
  return {
    ...EMPTY_CUSTOMIZE_PRODUCT,
    PrdID: 'X1',
    PrdName: 'Product',
    Price: '10.00',
    PriceType: 'monthly',
    MaxQuantity: 5,
    ...over,
  };
}

const internetProducts = () => ({
  extenders: [product({ PrdID: 'EXT', PrdName: 'Wi-Fi extender', Price: '10.00' })],
  additionalRouters: [],
  installation: [
    product({ PrdID: 'INS-SELF', PrdName: 'Self install', Price: '0.00', PriceType: 'oneTime' }),
  ],
  staticIp: [
    product({ PrdID: 'SIP1', PrdName: 'Static IP Single', Price: '15.00' }),
    product({ PrdID: 'SIP5', PrdName: 'Static IP Block of 5', Price: '45.00' }),
  ],
  techTeam: [product({ PrdID: 'TT', PrdName: 'Tech team', Price: '14.99' })],
  cloudStorage: [],
  videoMeeting: [],
  localListing: [product({ PrdID: 'LBL', PrdName: 'Local business listing', Price: '5.00' })],
  premiumSupport: [],
});

/** Ten desk-phone catalogue items of 001 §2 (a few are enough for tests). */
const bdvEquipment = () => [
  product({
    PrdID: 'D4',
    PrdName: '4-line desk phone',
    Price: '240.00',
    PriceType: 'oneTime',
    MonthlyPrice: '20.00',
    PrdSubCat: 'desktop',
    ProductSubChoice: 'BDVIPPHONE',
    Features: ['4 lines', 'Speakerphone'],
  }),
  product({
    PrdID: 'C10',
    PrdName: '10-line cordless',
    Price: '180.00',
    PriceType: 'oneTime',
    MonthlyPrice: '15.00',
    PrdSubCat: 'codless',
  }),
  product({
    PrdID: 'A2',
    PrdName: '2-port analog converter',
    Price: '96.00',
    PriceType: 'oneTime',
    MonthlyPrice: '8.00',
    PrdSubCat: 'accessories',
  }),
];

export function customizeProducts(
  over: Partial<CustomizeProductsResponse> = {},
): CustomizeProductsResponse {
  return {
    Status: 'SUCCESS',
    EPSessionID: 'EP1',
    Contract: 'TwoYears',
    Availability: { fiber: 'Y', hsi: 'N', tv: 'N', phone: 'N', bdv: 'Y' },
    jointOfferAvailResponse: { JointofferStatus: 'N', OneGigSpeedPrice: '', JointOfferPrice: '' },
    DataInfo: {
      Plans: [
        plan(),
        plan({
          ProductId: 'P940',
          BundleId: 'B940',
          ProductName: 'Business Fios 1 Gig',
          Price: '129.00',
          PriceTwoYears: '129.00',
          PriceMonthToMonth: '149.00',
          IsOneGig: 'Y',
          Badge: '1 Gig',
          PrepaidCardOffer: 'Y',
          RentRouterInclude: 'Y',
        }),
      ],
      Routers: [
        {
          PrdID: 'R-RENT',
          PrdName: 'Business router|rent',
          IsRecomd: 'Y',
          IsSelected: 'N',
          Price: '15.00',
          RouterType: 'rent',
          MonthlyPrice: '15.00',
          LastPrice: '15.00',
        },
        {
          PrdID: 'R-BUY',
          PrdName: 'Business router|buy',
          IsRecomd: 'N',
          IsSelected: 'N',
          Price: '299.99',
          RouterType: 'buy',
          MonthlyPrice: '25.00',
          LastPrice: '24.99',
        },
        {
          PrdID: 'R-OWN',
          PrdName: 'Business router|own',
          IsRecomd: 'N',
          IsSelected: 'N',
          Price: '0.00',
          RouterType: 'own',
          MonthlyPrice: '0.00',
          LastPrice: '0.00',
        },
      ],
      Products: internetProducts(),
    },
    HSIBundleInfo: { Plans: [], Routers: [], Products: internetProducts() },
    FiosTVInfo: {
      Plans: [],
      Routers: [],
      Products: {
        viewingOptions: [],
        equipment: [],
        premiumChannels: [],
        movieChannelsPack: [],
        recording: [],
      },
    },
    PhoneInfo: { Plans: [], Routers: [], Products: noPhoneProducts() },
    BDVInfo: {
      Plans: [
        plan({
          ProductId: 'BDV1',
          BundleId: 'BB1',
          ProductName: 'Business Digital Voice',
          Price: '59.00',
          PriceTwoYears: '59.00',
          PriceMonthToMonth: '59.00',
          ServiceType: 'BDV',
          fccLabel: null,
          PlanIncluded: [],
          MaxLines: 10,
        }),
      ],
      Routers: [],
      Products: {
        equipment: bdvEquipment(),
        features: [product({ PrdID: 'F-VM', PrdName: 'Voicemail to email', Price: '0.00' })],
        faxLine: [],
        directoryListing: [],
        maintenance: [],
        videoMeeting: [],
      },
    },
    FlexInfo: { Bundles: [], FlexDiscount: '0,10' },
    BDVFIOSDP: { Bundles: [] },
    BDVFIOSTP: { Bundles: [] },
    Bundles: [],
    ...over,
  };
}

export function selections(over: Partial<CartSelections> = {}): CartSelections {
  return { ...emptySelections(), ...over };
}

export function internetSel(
  over: Partial<NonNullable<CartSelections['internet']>> = {},
): NonNullable<CartSelections['internet']> {
  return newInternet('P300', over);
}

export function bdvSel(
  over: Partial<NonNullable<CartSelections['bdv']>> = {},
): NonNullable<CartSelections['bdv']> {
  const lines = [
    {
      lineNo: 1,
      tn: '2015550123',
      planId: 'BDV1',
      subscriberType: 'desktop',
      email: '',
      isAdmin: 'Y' as const,
    },
  ];
  return newBdv('BDV1', { lines, ...over });
}

/** A successful bundle answer (PrdSelection/GetSelectedBundleInfo) with these services. */
export function bundleInfo(ServicesInCart: string, EnabledFIOSBDVFailed: 'Y' | 'N' = 'N') {
  return {
    data: 'SUCCESS',
    planDetails: {},
    TNList: { TNObject: [] },
    Routers: [],
    EnabledFIOSBDVFailed,
    ServicesInCart,
  };
}

export function cartDetails(sel: CartSelections): SelectedProductsResponse {
  return { Status: 'SUCCESS', EPSessionID: 'EP1', selections: sel, heldTNs: [] };
}
