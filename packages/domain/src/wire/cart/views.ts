/**
 * Cart wire contract: the priced cart and the floating cart.
 */
import { z } from 'zod';
import { yesNo } from '../entry/blocks';
import { money, contract } from './selections';
import { tnList } from './updates';
import { orderContents } from '../order-contents';

// ---------------------------------------------------------------------------------------------
// Floating cart
// ---------------------------------------------------------------------------------------------

const nameRc = z.object({ Name: z.string(), Rc: money });
const namePrice = z.object({ Name: z.string(), price: money });

/**
 * What is paid when (pricing/payment-timeline.ts): due today, the first bill and the installment
 * payments it includes, each run of months with the same total monthly charges (the last one open:
 * `toMonth` null, the regular monthly), before taxes.
 */
const paymentTimeline = z.object({
  /** One-time charges due today (= oneTimeDueNow). */
  dueToday: money,
  /** Total monthly charges of the first bill. */
  firstBill: money,
  /** The first payment of each charge in installments the first bill includes. */
  firstBillIncludes: z.array(
    z.object({ name: z.string(), amount: money, months: z.number().int() }),
  ),
  /** Months with the same total monthly charges, in order; the last one has no end. */
  phases: z.array(
    z.object({
      fromMonth: z.number().int(),
      toMonth: z.number().int().nullable(),
      monthly: money,
    }),
  ),
  /** The monthly once every installment is paid, and the month it starts. */
  regularMonthly: money,
  regularFromMonth: z.number().int(),
});
export type PaymentTimeline = z.infer<typeof paymentTimeline>;

/**
 * The priced cart's labeled figures (issue 10 "one price truth"), dollars as text, made by the
 * same pricing function as the rest of the answer. Views format these; they never add or
 * subtract. Every list adds up: services + otherServices = monthlyBeforeSavings;
 * monthlyBeforeSavings + savings = monthly; monthly + taxes = estimatedMonthly; oneTimeCharges +
 * paidInInstallments = oneTimeDueNow.
 */
export const pricedCartSummary = z.object({
  /** Services subtotal (the plans). */
  services: money,
  /** Other services subtotal (extras, rentals, installment payments, TV and phone services). */
  otherServices: money,
  /** Monthly charges before discounts (= headerInfo.BundlePrice). */
  monthlyBeforeSavings: money,
  /** The offers together, '0.00' or negative ('-25.00'). */
  savings: money,
  /** Total monthly charges (= headerInfo.Price = subTotals.Totalmonthlycharges). */
  monthly: money,
  /** Taxes and other charges. */
  taxes: money,
  /** Estimated monthly charges with taxes (= subTotals.Totalmonthlychargesprice). */
  estimatedMonthly: money,
  /** Every equipment and one-time charge at full price. */
  oneTimeCharges: money,
  /** The full prices paid in monthly installments, '0.00' or negative. */
  paidInInstallments: money,
  /** One-time charges due now (= equipmentAndOnetimeChargesTotal). */
  oneTimeDueNow: money,
  /** The charges paid in installments, each with its monthly payments. */
  installments: z.array(
    z.object({
      name: z.string(),
      total: money,
      months: z.number().int(),
      monthly: money,
      last: money,
      /** '12 monthly payments of $25.00' (with the last payment when it differs). */
      text: z.string(),
    }),
  ),
  /** The monthly installment payments together (part of otherServices). */
  installmentsMonthly: money,
  /** What is paid when; orders placed before it was added have none. */
  timeline: paymentTimeline.optional(),
});
export type PricedCartSummary = z.infer<typeof pricedCartSummary>;

export const planDetails = z.object({
  headerInfo: z.object({
    /** 'TV', 'BDV' or 'VOICE' (the last service added that is not internet), '' for none. */
    selectedService: z.string(),
    /** Flow type: standalone, double, triple, doubleFlex. */
    Ftype: z.string(),
    Title: z.string(),
    DataTitle: z.string(),
    TvTitle: z.string(),
    /** Monthly total (what '{price}/mo' shows), e.g. '129.99'. */
    Price: money,
    BundlePrice: money,
    ServiceType: z.string(),
    contract,
    isStandalone: yesNo,
    /** Term in months: 24 for TwoYears, 0 for MonthToMonth. */
    Term: z.string(),
    /** Flex discount applied, dollars ('0.00' when none). */
    FneDisc: money,
    /** Price-guarantee discount and term (dollars, months). */
    PGDiscount: money,
    PGTerm: z.string(),
  }),
  dataInfo: z.object({ planName: z.string(), planPrice: money }),
  phoneInfo: z.object({
    /** 'Business Digital Voice' or 'Standard phone' plan name, '' when none. */
    planName: z.string(),
    planPrice: money,
    noOfLines: z.number().int(),
    lines: z.array(z.object({ TN: z.string(), planName: z.string(), total: money })),
    FaxLine: z.array(z.object({ keyWord: z.string(), prdName: z.string(), Price: money })),
    phoneServices: z.array(nameRc),
  }),
  tvInfo: z.object({
    planName: z.string(),
    planPrice: money,
    tvServices: z.array(z.object({ prdName: z.string(), Price: money })),
    MovieChannelsPack: z.array(z.object({ channelName: z.string() })),
    MoviechannelsPackPrice: money,
    subTotalTvServices: money,
  }),
  otherServices: z.array(
    z.object({ Product: z.string(), ProdOfferDesc: z.string(), price: money }),
  ),
  /** planName 'Title|Detail'; planPrice negative for credits ('-15.00'). */
  offerInfo: z.array(
    z.object({
      planName: z.string(),
      planPrice: money,
      otheroffer: z.string(),
      otherofferPrice: money,
    }),
  ),
  equipmentAndOnetimeCharges: z.array(
    z.object({
      offerName: z.string(),
      price: money,
      /** Months when paid in installments, '' when paid at once. */
      installmentOption: z.string(),
      /** 'Y' when the charge is waived. */
      wavied: yesNo,
      /** 'equipment', 'router', 'installation', 'oneTime'. */
      type: z.string(),
      /** '12 monthly payments of $25.00' when in installments, '' otherwise. */
      installmentText: z.string().optional(),
    }),
  ),
  equipmentAndOnetimeChargesTotal: money,
  taxAndOtherCharges: z.object({
    taxAndotherCharges: z.string(),
    Tax: z.array(z.object({ Name: z.string(), price: money })),
    subTotalTaxCharges: money,
  }),
  subTotals: z.object({
    services: namePrice,
    otherServices: namePrice,
    Totalmonthlycharges: namePrice,
    Totalmonthlychargesprice: namePrice,
  }),
  isSavedCartOfferApplied: yesNo,
  RentRouterInclude: yesNo,
  /** The labeled figures every view shows. */
  pricedCart: pricedCartSummary,
  /** What the cart holds, as the customer reads it; carts priced before it existed have none. */
  contents: orderContents.optional(),
});
export type PlanDetails = z.infer<typeof planDetails>;

/** GET Cart/GetFloatingCart */
/** The cart's service address as the server keeps it (issue 10 §4: the browser only caches it). */
const cartServiceAddress = z.object({
  /** House number and street ('60 State St'). */
  street: z.string(),
  /** The unit ('STE 700'), '' when none. */
  unit: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type CartServiceAddress = z.infer<typeof cartServiceAddress>;

export const floatingCartResponse = z.object({
  planDetails,
  HeaderInfo: planDetails.shape.headerInfo,
  isSavedCartOfferApplied: yesNo,
  equipmentAndOnetimeCharges: planDetails.shape.equipmentAndOnetimeCharges,
  /** The cart's service address (added to the spec's fields): what the floating cart shows. */
  serviceAddress: cartServiceAddress.optional(),
});
export type FloatingCartResponse = z.infer<typeof floatingCartResponse>;

/** TN calls: TNList.TNObject[] and APIstatus ('Success', 'BDVTNFail', 'RequestTNFail'). */
export const tnResponse = z.object({
  TNList: tnList,
  APIstatus: z.enum(['Success', 'BDVTNFail', 'RequestTNFail']),
  planDetails: planDetails.optional(),
});
export type TnResponse = z.infer<typeof tnResponse>;
