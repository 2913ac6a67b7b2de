/**
 * What every plan and product of the customise answer (GET PrdSelection/GetCustomizeProductsNew)
 * starts from before the catalogue fills it in: no package, bundle, speeds, extras or choice. The
 * server builds its answer on these and tests build their realistic answers on the same ones.
 */
import { PLAN_PRICE_FINE_PRINT } from '../constants';
import type { CustomizePlan, CustomizeProduct, CustomizeProductsResponse } from '../wire/cart';

export const EMPTY_CUSTOMIZE_PLAN: Omit<
  CustomizePlan,
  'ProductId' | 'ProductName' | 'Price' | 'Contract'
> = {
  PackageId: '',
  DataProductId: '',
  DataPackageId: '',
  BundleId: '',
  PriceMonthToMonth: '0.00',
  PriceTwoYears: '0.00',
  ServiceType: '',
  Flowtype: 'NEW',
  IPType: '',
  LineType: '',
  IsSelected: 'N',
  BDVId: '',
  TVPackageId: '',
  TVProductId: '',
  Description: '',
  SpeedMbps: 0,
  UpSpeedMbps: 0,
  BestForPlan: '',
  PlanIncluded: [],
  APPFBPriceText: PLAN_PRICE_FINE_PRINT,
  fccLabel: null,
  JointOfferPrice: '',
  PrepaidCardOffer: 'N',
  RentRouterInclude: 'N',
  IsOneGig: 'N',
  MaxLines: 0,
  TVKeywords: [],
  TVPlanType: '',
};

export const EMPTY_CUSTOMIZE_PRODUCT: Omit<
  CustomizeProduct,
  'PrdID' | 'PrdName' | 'Price' | 'PriceType'
> = {
  Description: '',
  MonthlyPrice: '',
  Installments: 0,
  MaxQuantity: 1,
  IsSelected: 'N',
  Quantity: 0,
  PrdSubCat: '',
  ProductSubChoice: '',
  Image: '',
  Features: [],
  Code: '',
  IsDefault: 'N',
};

/** The phone section's products where the address cannot get phone service: every list empty. */
export const noPhoneProducts = (): CustomizeProductsResponse['PhoneInfo']['Products'] => ({
  equipment: [],
  directoryListing: [],
  powerReserve: [],
  battery: [],
  maintenance: [],
  faxLine: [],
  premiumSupport: [],
});
