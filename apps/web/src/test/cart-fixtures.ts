import type { FloatingCartResponse, PlanDetails } from '@bizline/domain/wire/cart';

/** A priced cart as Cart/GetFloatingCart answers it (tests only): fiber + BDV + TV. */
export function samplePlanDetails(over: Partial<PlanDetails> = {}): PlanDetails {
  const headerInfo: PlanDetails['headerInfo'] = {
    selectedService: 'TV',
    Ftype: 'triple',
    Title: 'Fiber, Business Digital Voice and TV',
    DataTitle: 'Fiber 500',
    TvTitle: 'Custom TV',
    Price: '129.99',
    BundlePrice: '144.99',
    ServiceType: 'FIOS',
    contract: 'TwoYears',
    isStandalone: 'N',
    Term: '24',
    FneDisc: '0.00',
    PGDiscount: '0.00',
    PGTerm: '0',
  };
  return {
    headerInfo,
    dataInfo: { planName: 'Fiber 500 Mbps', planPrice: '69.99' },
    phoneInfo: {
      planName: 'Business Digital Voice',
      planPrice: '40.00',
      noOfLines: 2,
      lines: [
        { TN: '2015550123', planName: 'Unlimited', total: '20.00' },
        { TN: '2015550188', planName: 'Unlimited', total: '20.00' },
      ],
      FaxLine: [{ keyWord: 'FAX', prdName: 'Fax line', Price: '10.00' }],
      phoneServices: [{ Name: 'Voicemail to e-mail', Rc: '5.00' }],
    },
    tvInfo: {
      planName: 'Custom TV',
      planPrice: '35.00',
      tvServices: [{ prdName: 'HD set-top box', Price: '12.00' }],
      MovieChannelsPack: [{ channelName: 'HBO' }, { channelName: 'Cinemax' }],
      MoviechannelsPackPrice: '15.00',
      subTotalTvServices: '27.00',
    },
    otherServices: [{ Product: 'Cloud storage', ProdOfferDesc: '1 TB', price: '9.99' }],
    offerInfo: [
      {
        planName: 'Bundle savings|For 24 months',
        planPrice: '-15.00',
        otheroffer: '',
        otherofferPrice: '',
      },
    ],
    equipmentAndOnetimeCharges: [
      {
        offerName: '10-line cordless base',
        price: '299.99',
        installmentOption: '12',
        wavied: 'N',
        type: 'equipment',
        installmentText: '12 monthly payments of $25.00 (last payment $24.99)',
      },
      {
        offerName: 'Installation',
        price: '99.00',
        installmentOption: '',
        wavied: 'Y',
        type: 'installation',
      },
    ],
    equipmentAndOnetimeChargesTotal: '299.99',
    taxAndOtherCharges: {
      taxAndotherCharges: 'Estimated taxes and fees',
      Tax: [{ Name: 'State sales tax', price: '7.42' }],
      subTotalTaxCharges: '7.42',
    },
    subTotals: {
      services: { Name: 'Services subtotal', price: '144.99' },
      otherServices: { Name: 'Other services subtotal', price: '36.99' },
      Totalmonthlycharges: { Name: 'Total monthly charges', price: '129.99' },
      Totalmonthlychargesprice: { Name: 'Monthly total', price: '129.99' },
    },
    isSavedCartOfferApplied: 'N',
    RentRouterInclude: 'N',
    // The labeled figures; they add up among themselves.
    pricedCart: {
      services: '144.99',
      otherServices: '0.00',
      monthlyBeforeSavings: '144.99',
      savings: '-15.00',
      monthly: '129.99',
      taxes: '7.42',
      estimatedMonthly: '137.41',
      oneTimeCharges: '398.99',
      paidInInstallments: '-299.99',
      oneTimeDueNow: '99.00',
      installments: [
        {
          name: '10-line cordless base',
          total: '299.99',
          months: 12,
          monthly: '25.00',
          last: '24.99',
          text: '12 monthly payments of $25.00 (last payment $24.99)',
        },
      ],
      installmentsMonthly: '25.00',
    },
    ...over,
  };
}

export function sampleFloatingCart(over: Partial<PlanDetails> = {}): FloatingCartResponse {
  const planDetails = samplePlanDetails(over);
  return {
    planDetails,
    HeaderInfo: planDetails.headerInfo,
    isSavedCartOfferApplied: planDetails.isSavedCartOfferApplied,
    equipmentAndOnetimeCharges: planDetails.equipmentAndOnetimeCharges,
  };
}
