/** The wire answer of a priced cart: dollars as text, plus the
 * labeled figures every view shows (`pricedCart`, issue 10). */
import { CONTRACT } from '../constants';
import type { PlanDetails, PricedCartSummary } from '../wire/cart';
import { formatCents as $, sumCents } from './money';
import { orderItemsOf } from './order-items';
import { orderContentsOf } from './order-lines';
import { paymentTimelineOf } from './payment-timeline';
import type { PriceCartInput, PricedCart } from './price-cart';

/** The labeled figures: each one a subtotal of the priced cart, none computed by a view. */
function pricedCartSummaryOf(priced: PricedCart): PricedCartSummary {
  const figures = pricedFiguresOf(priced);
  return { ...figures, timeline: paymentTimelineOf(figures) };
}

function pricedFiguresOf(priced: PricedCart): Omit<PricedCartSummary, 'timeline'> {
  const st = priced.subtotals;
  return {
    services: $(st.servicesCents),
    otherServices: $(st.otherServicesCents),
    monthlyBeforeSavings: $(st.beforeOffersCents),
    savings: $(st.offersCents),
    monthly: $(st.monthlyCents),
    taxes: $(st.taxCents),
    estimatedMonthly: $(st.totalCents),
    oneTimeCharges: $(st.oneTimeAllCents),
    paidInInstallments: $(-st.inInstallmentsCents),
    oneTimeDueNow: $(st.oneTimeCents),
    installments: priced.oneTime
      .filter((o) => o.installments > 0)
      .map((o) => ({
        name: o.name,
        total: $(o.cents),
        months: o.installments,
        monthly: $(o.monthlyCents),
        last: $(o.lastCents),
        text: o.installmentText,
      })),
    installmentsMonthly: $(st.installmentsMonthlyCents),
  };
}

export function planDetailsOf(priced: PricedCart, input: PriceCartInput): PlanDetails {
  const st = priced.subtotals;
  const headerInfo: PlanDetails['headerInfo'] = {
    selectedService: priced.selectedService,
    Ftype: priced.ftype,
    Title: priced.title,
    DataTitle: priced.internetPlan?.name ?? '',
    TvTitle: priced.tvPlan?.name ?? '',
    Price: $(st.monthlyCents),
    BundlePrice: $(st.beforeOffersCents),
    ServiceType: priced.serviceType,
    contract: priced.contract,
    isStandalone: priced.services.length === 1 ? 'Y' : 'N',
    Term: priced.contract === CONTRACT.twoYears ? '24' : '0',
    FneDisc: $(priced.flexDiscountCents),
    PGDiscount: $(0),
    PGTerm: '',
  };
  const voice = priced.voice;
  return {
    headerInfo,
    dataInfo: {
      planName: priced.internetPlan?.name ?? '',
      planPrice: $(priced.internetPlan?.cents ?? 0),
    },
    phoneInfo: {
      planName: voice?.planName ?? '',
      planPrice: $(sumCents(voice?.lines.map((l) => l.cents) ?? [])),
      noOfLines: voice?.lines.length ?? 0,
      lines: (voice?.lines ?? []).map((l) => ({
        TN: l.tn,
        planName: l.planName,
        total: $(l.cents),
      })),
      FaxLine: priced.faxLines.map((f) => ({ keyWord: 'FAX', prdName: f.name, Price: $(f.cents) })),
      phoneServices: priced.phoneServices.map((s) => ({ Name: s.name, Rc: $(s.cents) })),
    },
    tvInfo: {
      planName: priced.tvPlan?.name ?? '',
      planPrice: $(priced.tvPlan?.cents ?? 0),
      tvServices: priced.tvServices.map((s) => ({ prdName: s.name, Price: $(s.cents) })),
      MovieChannelsPack: (priced.movieChannelsPack?.channels ?? []).map((channelName) => ({
        channelName,
      })),
      MoviechannelsPackPrice: $(priced.movieChannelsPack?.cents ?? 0),
      subTotalTvServices: $(
        sumCents(priced.tvServices.map((s) => s.cents)) + (priced.movieChannelsPack?.cents ?? 0),
      ),
    },
    otherServices: priced.otherServices.map((s) => ({
      Product: s.name,
      ProdOfferDesc: s.description,
      price: $(s.cents),
    })),
    offerInfo: priced.offers.map((o) => ({
      planName: o.name,
      planPrice: $(o.cents),
      otheroffer: '',
      otherofferPrice: $(0),
    })),
    equipmentAndOnetimeCharges: priced.oneTime.map((o) => ({
      offerName: o.name,
      price: $(o.cents),
      installmentOption: o.installments > 0 ? String(o.installments) : '',
      wavied: 'N',
      type: o.type,
      installmentText: o.installmentText,
    })),
    equipmentAndOnetimeChargesTotal: $(st.oneTimeCents),
    taxAndOtherCharges: {
      taxAndotherCharges: 'Taxes and other charges',
      Tax: priced.taxes.map((t) => ({ Name: t.name, price: $(t.cents) })),
      subTotalTaxCharges: $(st.taxCents),
    },
    subTotals: {
      services: { Name: 'Services', price: $(st.servicesCents) },
      otherServices: { Name: 'Other services', price: $(st.otherServicesCents) },
      Totalmonthlycharges: { Name: 'Total monthly charges', price: $(st.monthlyCents) },
      Totalmonthlychargesprice: { Name: 'Estimated monthly charges', price: $(st.totalCents) },
    },
    isSavedCartOfferApplied: input.savedCartOfferApplied ? 'Y' : 'N',
    RentRouterInclude: priced.rentRouterIncluded ? 'Y' : 'N',
    pricedCart: pricedCartSummaryOf(priced),
    // The same list an order's pages and e-mails show (a saved cart's e-mail reads it), from the
    // items the order would be made of: a number the customer moves in is kept, any other new.
    contents: orderContentsOf({
      items: orderItemsOf({
        priced,
        selections: input.selections,
        catalogue: input.catalogue,
        poolNumbers: [],
        loa: null,
      }),
      contract: priced.contract,
    }),
  };
}
