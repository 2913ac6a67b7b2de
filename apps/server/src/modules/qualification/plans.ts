/**
 * Built-in data of the qualification that is not the provider's catalogue. Internet plans,
 * routers, the voice bundle, the joint offer's credits and the wireless plans come from the
 * active catalogue (modules/catalogue).
 *
 * - WIRELESS_OFFERS: Checkout/GetVZWOfferEligibility's offers (payload not shown: decision 008).
 * - WIRELESS_PATHS: paths under brand.wirelessSiteUrl for the LTE and 5G redirect URLs.
 * - BALTIMORE_DC_ZIP3: ZIP prefixes of the Baltimore and Washington DC areas
 *   (LQPost.Is_BaltimoreDCzipcode).
 */
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
