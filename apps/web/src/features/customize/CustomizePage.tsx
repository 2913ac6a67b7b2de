import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  ANALYTICS_EVENTS,
  CONTRACT_LABEL_NO_ANNUAL,
  DEFAULT_CONTRACT_LABEL,
  NOTIFICATION_SCROLL_DELAY_MS,
  YES,
} from '@bizline/domain/constants';
import {
  customizeGate,
  type CustomizeGateInput,
  type GateNotification,
  type GateSection,
} from '@bizline/domain/customize-gate';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { lostBusinessPath } from '@bizline/domain/routes';
import { contractFromLabel } from '@bizline/domain/validators/forms-001';
import type { CartSelections, CustomizeProductsResponse } from '@bizline/domain/wire/cart';
import { logEvent, pushPageData } from '../../shared/analytics/analytics';
import { ApiError } from '../../shared/api/api-error';
import { FloatingCart } from '../../shared/cart/FloatingCart';
import { isReferralMode, referralCartProps } from '../../shared/referral/referral-mode';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { PlacedOrderNotice } from '../../shared/ui/PlacedOrderNotice';
import { SaveCartLink } from '../../shared/ui/SaveCartLink';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { useCartDetails } from './api/get-cart-details';
import { useCustomizeProducts } from './api/get-customize-products';
import { BdvSection } from './BdvSection';
import { InternetSections } from './InternetSection';
import { GateNoticeContext } from './parts';
import { PhoneSection, isNonPublished } from './PhoneSection';
import { SavedCartOffer } from './SavedCartOffer';
import { TvSection } from './TvSection';
import { useCustomizeActions } from './use-customize-actions';
import styles from './CustomizePage.module.css';
import { NothingHere } from '../../shared/ui/NothingHere';
import { useFocusAfterSelect } from '../../shared/ui/use-focus-after-select';

type SectionId = 'internet' | 'internetExtras' | 'tv' | 'phone' | 'bdv';

/** What the Continue gate needs, read from the cart's selections and the page's flags. */
function gateInput(
  data: CustomizeProductsResponse,
  s: CartSelections,
  flags: { featuresVisited: boolean; digitalLink: boolean },
): CustomizeGateInput {
  const info = data.Availability.fiber === YES ? data.DataInfo : data.HSIBundleInfo;
  const router = info.Routers.find((r) => r.PrdID === s.internet?.routerId);
  const plan = info.Plans.find((p) => p.ProductId === s.internet?.planId);
  const phoneListing = data.PhoneInfo.Products.directoryListing.find(
    (p) => p.PrdID === s.phone?.directoryListingId,
  );
  const listingAdded = !s.internet?.localListingId || s.internet.businessListing !== null;
  return {
    internet: s.internet && {
      equipmentIncluded: plan?.RentRouterInclude === YES,
      routerType: router?.RouterType ?? '',
    },
    phone: s.phone && {
      planChosen: s.phone.planId !== '',
      lineCount: s.phone.lines.length,
      linesNumbered: s.phone.lines.every((l) => l.tn !== ''),
      listingFormHandled:
        listingAdded &&
        (!phoneListing ||
          isNonPublished(phoneListing) ||
          Boolean(s.phone.listingInfo?.CompanyName || s.phone.listingInfo?.LastName)),
    },
    bdv: s.bdv && {
      planChosen: s.bdv.planId !== '',
      lineCount: s.bdv.lines.length,
      linesNumbered: s.bdv.lines.every((l) => l.tn !== ''),
      listingFormHandled: listingAdded,
      equipmentCount: s.bdv.equipment.reduce((n, e) => n + Math.max(0, e.quantity), 0),
      featuresVisited: flags.featuresVisited,
    },
    tv: s.tv && {
      planChosen: s.tv.planId !== '',
      viewingOptionChosen: s.tv.viewingOptionId !== '',
    },
    digitalLink: flags.digitalLink,
  };
}

/** /customize-order: plan customisation with the floating cart. */
export function CustomizePage() {
  const t = usePageCopy('customize');
  const navigate = useNavigate();
  const products = useCustomizeProducts();
  const details = useCartDetails();
  const selections = details.data?.selections;
  const actions = useCustomizeActions(selections);
  const contractLabel = useAppStore((s) => s.contractLabel);
  const featuresVisited = useAppStore((s) => s.bdvVisited.features);
  const digitalLink = useAppStore((s) => s.digitalLinkFlow);
  const bdvFailed = useAppStore((s) => s.bdvFailedFallback) === YES;
  // The cart's order is placed: a refused change says so, or the server's cart details do.
  const placedOrderNo = useAppStore((s) => s.placedOrderNo) ?? details.data?.placedOrderNo;
  const [open, setOpen] = useState<Record<SectionId, boolean>>({
    internet: true,
    internetExtras: false,
    tv: false,
    phone: false,
    bdv: false,
  });
  const [notice, setNotice] = useState<{
    key: GateNotification;
    section: GateSection | null;
  } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contract = contractFromLabel(contractLabel);

  // 409: this visitor has no cart yet (no qualified address): not a failure, a first step.
  const noCart = [details.error, products.error].some(
    (e) => e instanceof ApiError && e.status === 409,
  );
  useEffect(() => {
    if (details.isError && !noCart) void navigate(lostBusinessPath('NTE_PC_GETCARTDETAILS'));
  }, [details.isError, noCart, navigate]);
  useEffect(() => {
    // Generic failure: the server's message when it sent one, else the default.
    if (products.isError && !noCart)
      useAppStore
        .getState()
        .showGlobalError(products.error instanceof ApiError ? products.error.message : null);
  }, [products.isError, products.error, noCart]);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  // The placed-order notice belongs to this visit of the page.
  useEffect(() => () => useAppStore.getState().showPlacedOrder(null), []);

  // A change was refused: the cart's order is placed.
  if (placedOrderNo) return <PlacedOrderNotice orderNo={placedOrderNo} />;

  if (noCart)
    return (
      <NothingHere heading={t('heading')} text={t('noCart.text')} link={t('noCart.link')} to="/" />
    );
  if (products.isError || !products.data || !selections)
    return (
      <div className="page">
        <h1>{t('heading')}</h1>
        {!products.isError && <PageLoading />}
      </div>
    );
  const data = products.data;
  const av = data.Availability;
  const onOpen = (id: SectionId, o: boolean) => setOpen((s) => ({ ...s, [id]: o }));

  const onContinue = () => {
    const result = customizeGate(gateInput(data, selections, { featuresVisited, digitalLink }));
    if (result.kind === 'notify') {
      const section = result.section;
      setNotice({ key: result.notification, section });
      if (section) onOpen(section, true);
      clearTimeout(scrollTimer.current);
      // Scrolling after a notification is delayed 800 ms; the message, shown at the top
      // of its section, then takes the focus, so it is read and the visitor is where to act.
      scrollTimer.current = setTimeout(() => {
        if (section)
          document
            .getElementById(section)
            ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        noticeRef.current?.focus({ preventScroll: section !== null });
      }, NOTIFICATION_SCROLL_DELAY_MS);
      return;
    }
    setNotice(null);
    const st = useAppStore.getState();
    st.setContractLabel(contractLabel);
    pushPageData({
      pageName: 'customize-order',
      events: [ANALYTICS_EVENTS.checkoutProducts],
      products: selections,
      contract,
    });
    void logEvent({
      eventType: 'Analytics',
      eventName: ANALYTICS_EVENTS.checkoutButtonClick,
      sectionName: 'customize',
      logs: { services: selections.services, contract },
    });
    void navigate(result.path);
  };

  const noticeMessage = notice && (
    <p role="alert" tabIndex={-1} ref={noticeRef} className={styles.notice}>
      {t(`notifications.${notice.key}`)}
    </p>
  );
  const props = { data, selections, contract, actions };
  const showInternet = av.fiber === YES || av.hsi === YES;
  return (
    <div className={`page ${styles.layout}`}>
      <div className={styles.main}>
        <h1>{t('heading')}</h1>
        <SaveCartLink />
        <SavedCartOffer
          planName={
            data.DataInfo.Plans.find((p) => p.ProductId === selections.internet?.planId)
              ?.ProductName ?? ''
          }
        />
        <ContractSwitch
          label={contractLabel}
          disabled={actions.busy !== null}
          onChange={(label) => void actions.switchContract(label)}
        />
        <p className={styles.fine}>{t('contract.autoRenew')}</p>
        {bdvFailed && (
          <p role="status" className={styles.notice}>
            {ERROR_MESSAGES.telephoneNumberFail}
          </p>
        )}
        {notice && notice.section === null && noticeMessage}
        <div aria-live="polite" className="visually-hidden">
          {actions.busy !== null ? t('updating') : ''}
        </div>
        <GateNoticeContext.Provider
          value={{ section: notice?.section ?? null, message: noticeMessage }}
        >
          {showInternet && (
            <InternetSections
              {...props}
              openInternet={open.internet}
              openExtras={open.internetExtras}
              onOpen={onOpen}
            />
          )}
          {av.tv === YES && (
            <TvSection {...props} open={open.tv} onOpenChange={(o) => onOpen('tv', o)} />
          )}
          {av.phone === YES && (
            <PhoneSection {...props} open={open.phone} onOpenChange={(o) => onOpen('phone', o)} />
          )}
          {av.bdv === YES && !bdvFailed && (
            <BdvSection {...props} open={open.bdv} onOpenChange={(o) => onOpen('bdv', o)} />
          )}
        </GateNoticeContext.Provider>
      </div>
      <aside className={styles.cart}>
        <FloatingCart
          onContinue={onContinue}
          hidePromo={open.phone}
          {...referralCartProps(isReferralMode())}
          {...(digitalLink ? { hideChangeLink: true, hidePrint: true } : {})}
        />
      </aside>
    </div>
  );
}

/** The contract switch. It is disabled while the cart changes; the focus then returns to the
 * checked radio (useFocusAfterSelect), so a keyboard user stays where they were. */
function ContractSwitch(props: {
  label: string;
  disabled: boolean;
  onChange: (label: string) => void;
}) {
  const { t } = useTranslation('customize');
  const value =
    props.label === CONTRACT_LABEL_NO_ANNUAL ? CONTRACT_LABEL_NO_ANNUAL : DEFAULT_CONTRACT_LABEL;
  const { heading: checked, press } = useFocusAfterSelect<HTMLInputElement>(true, props.disabled);
  const inputRef = (label: string) => (label === value ? checked : undefined);
  return (
    <RadioGroup
      className={styles.contract}
      value={value}
      orientation="horizontal"
      isDisabled={props.disabled}
      onChange={(label) => {
        press();
        props.onChange(label);
      }}
    >
      <Label className={styles.choiceLabel}>{t('contract.label')}</Label>
      <Radio
        value={CONTRACT_LABEL_NO_ANNUAL}
        className={styles.radio}
        inputRef={inputRef(CONTRACT_LABEL_NO_ANNUAL)}
      >
        {t('contract.noAnnual')}
      </Radio>
      <Radio
        value={DEFAULT_CONTRACT_LABEL}
        className={styles.radio}
        inputRef={inputRef(DEFAULT_CONTRACT_LABEL)}
      >
        {t('contract.twoYear')}
      </Radio>
    </RadioGroup>
  );
}
