/**
 * Built-in offer data the qualification answers with until the catalogue exists (issue 4
 * replaces it with the provider's catalogue). Data only: no logic reads a price or a tier from
 * anywhere else. Prices are bizline's demo values, not the spec's (the spec shows none for fiber
 * or HSI plans); wireless tiers of 000 §9 belong to the storefront's wireless pages.
 *
 * - INTERNET_PLANS: what DataInfo.Plans lists, per service type: fiber tiers (ServiceType
 *   'FIOS') for an address with fiber, HSI tiers ('DSL') for an address with HSI only. A tier
 *   faster than the address's speed type (footprint `speed_type`, e.g. '1G', '15M') is left out.
 * - ROUTERS: DataInfo.Routers per service type ('Name|rent', '|buy', '|own': 001 §3).
 * - PHONE_BUNDLE: PhoneInfo when phone or business digital voice is available.
 * - JOINT_OFFER: the joint offer (000 §9: $80/mo credit combining gigabit with the Pro wireless
 *   plan, else $40/mo), for fiber addresses. Credits carry a minus sign (000 §5).
 * - WIRELESS_OFFERS: Checkout/GetVZWOfferEligibility's offers (payload not shown: decision 008).
 * - WIRELESS_PATHS: paths under brand.wirelessSiteUrl for the LTE and 5G redirect URLs.
 * - BALTIMORE_DC_ZIP3: ZIP prefixes of the Baltimore and Washington DC areas
 *   (LQPost.Is_BaltimoreDCzipcode).
 */
import type { Plan, Router } from '@bizline/domain/wire/entry';

export type InternetServiceType = 'FIOS' | 'DSL';

const plan = (
  serviceType: InternetServiceType,
  id: string,
  name: string,
  speedMbps: number,
  price: string,
): Plan => ({
  ProductId: id,
  PackageId: `${id}-PKG`,
  BundleId: `${id}-BNDL`,
  Contract: 'TwoYears',
  Price: price,
  ServiceType: serviceType,
  Flowtype: 'NEW',
  IPType: 'Dynamic',
  LineType: serviceType === 'FIOS' ? 'FIBER' : 'COPPER',
  IsSelected: 'N',
  ProductName: name,
  BDVId: '',
  SpeedMbps: speedMbps,
});

export const INTERNET_PLANS: Readonly<Record<InternetServiceType, readonly Plan[]>> = {
  FIOS: [
    plan('FIOS', 'FIOS-300', 'Business Fiber 300 Mbps', 300, '69.00'),
    plan('FIOS', 'FIOS-500', 'Business Fiber 500 Mbps', 500, '99.00'),
    plan('FIOS', 'FIOS-1G', 'Business Fiber 1 Gig', 1000, '129.00'),
    plan('FIOS', 'FIOS-2G', 'Business Fiber 2 Gig', 2000, '249.00'),
  ],
  DSL: [
    plan('DSL', 'HSI-10', 'High Speed Internet up to 10 Mbps', 10, '49.99'),
    plan('DSL', 'HSI-15', 'High Speed Internet up to 15 Mbps', 15, '59.99'),
  ],
};

const router = (id: string, name: string, price: string, recommended = false): Router => ({
  PrdID: id,
  PrdName: name,
  IsRecomd: recommended ? 'Y' : 'N',
  IsSelected: 'N',
  Price: price,
});

export const ROUTERS: Readonly<Record<InternetServiceType, readonly Router[]>> = {
  FIOS: [
    router('RTR-FIOS-RENT', 'Business Fiber Router|rent', '15.00', true),
    router('RTR-FIOS-BUY', 'Business Fiber Router|buy', '299.99'),
    router('RTR-OWN', 'Use my own router|own', '0.00'),
  ],
  DSL: [
    router('RTR-DSL-RENT', 'Business DSL Modem Router|rent', '10.00', true),
    router('RTR-DSL-BUY', 'Business DSL Modem Router|buy', '149.99'),
    router('RTR-OWN', 'Use my own router|own', '0.00'),
  ],
};

export const PHONE_BUNDLE = { BID: 'BDV-1LINE', BundleRC: '30.00' } as const;

export const JOINT_OFFER = {
  JointOfferPrice: '-40.00',
  OneGigSpeedPrice: '-80.00',
  jointOfferPreSelected: 'N',
} as const;

export const WIRELESS_OFFERS = [
  {
    OfferId: 'JOINT-GIG-PRO',
    Description: 'Gigabit fiber with the Pro wireless plan',
    MonthlyCredit: '80.00',
  },
  {
    OfferId: 'JOINT-FIBER',
    Description: 'Fiber with a business wireless plan',
    MonthlyCredit: '40.00',
  },
] as const;

export const WIRELESS_PATHS = {
  lte: '4g-lte-business-internet',
  fiveG: '5g-business-internet',
} as const;

export const BALTIMORE_DC_ZIP3 = [
  // Washington DC
  '200',
  '202',
  '203',
  '204',
  '205',
  // Baltimore area
  '210',
  '211',
  '212',
] as const;
