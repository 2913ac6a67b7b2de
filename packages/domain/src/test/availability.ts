/** Availability answers for domain tests: a fiber address by default, any field overridden. */
import type { AvailabilityResponse, Plan } from '../wire/entry';

export const plan = (ServiceType = 'FIOS'): Plan => ({
  ProductId: 'p1',
  PackageId: 'k1',
  BundleId: 'b1',
  Contract: 'TwoYears',
  Price: '99.99',
  ServiceType,
  Flowtype: '',
  IPType: 'Dynamic',
  LineType: '',
  IsSelected: 'N',
  ProductName: 'Fiber 500',
  BDVId: '',
  SpeedMbps: 500,
});

type Overrides = Partial<Omit<AvailabilityResponse, 'LQPost'>> & {
  LQPost?: Partial<AvailabilityResponse['LQPost']>;
};

export function response(o: Overrides = {}): AvailabilityResponse {
  const { LQPost, ...rest } = o;
  return {
    Qualified: 'false',
    QualifiedCBand: 'false',
    Qualified_4g: 'false',
    Qualified4GHome: 'false',
    HasMultipleAddress: 'N',
    RedirectToNextPage: 'Y',
    HasExistingService: 'N',
    HasPendingOrder: 'N',
    BaseAddressBlocked: 'N',
    IsETFBuyOutQualified: 'N',
    OOF: 'N',
    HasError: 'N',
    DefaultReg: 'N',
    AddressList: [],
    sessionId: 'S-1',
    GUISessionId: '',
    LTERedirectUrl: 'https://w.example/lte',
    FiveGRedirectUrl: 'https://w.example/5g',
    LQPost: {
      FiOSDataStatus: 'Y',
      HSIStatus: 'N',
      S2SLBO: 'N',
      bdvStatus: 'N',
      PhoneStatus: 'N',
      FiOSTVStatus: 'N',
      INGPON2ONT: 'N',
      SpeedType: '',
      IsShowLiveChat: 'Y',
      Is_BaltimoreDCzipcode: 'N',
      EPSessionID: 'EP-1',
      GUISessionID: '',
      Address: '100 Summer St, Boston, MA 02110',
      ...LQPost,
    },
    DataInfo: { Plans: [plan()], Routers: [] },
    PhoneInfo: { BID: '', BundleRC: '', TNList: [] },
    VBMQuotes: 'N',
    quoteResultsField: { priceQuotesSetField: [] },
    jointoffer: {
      JointOfferPrice: '',
      JointOfferStatus: 'N',
      OneGigSpeedPrice: '',
      jointOfferPreSelected: 'N',
    },
    Retry: 'N',
    ...rest,
  };
}
