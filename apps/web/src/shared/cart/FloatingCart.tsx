import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useLocation } from 'react-router';
import { isCardPromoShown } from '@bizline/domain/cart-promo';
import {
  CARD_PROMO_CREDIT_CENTS,
  CART_PANEL_HEIGHT_OFFSET_PX,
  MOBILE_BREAKPOINT_PX,
  STICKY_HEADER_OFFSET_PX,
} from '@bizline/domain/constants';
import { pushPageData } from '../analytics/analytics';
import { fromCartAddress, useServiceAddress } from '../entry/service-address';
import { useAppStore } from '../store/app-store';
import { CartDetailPanel } from './CartDetailPanel';
import { ChangeAddressDialog } from './ChangeAddressDialog';
import { cordlessFlags } from './cart-load-rules';
import { useFloatingCart } from './floating-cart-query';
import { dollars, monthlyPriceText } from './money';
import { PrintableCart } from './PrintableCart';
import { SupportDialog } from './SupportDialog';
import { TvRemovalDialog } from './TvRemovalDialog';
import { useIsMobile } from './use-is-mobile';
import styles from './FloatingCart.module.css';

export interface FloatingCartProps {
  /** Shown as 'Continue' only on a customise path. */
  onContinue?: () => void;
  /** Shown as 'Submit order' when given. */
  onSubmit?: () => void;
  /** 'Submit order' disabled (the no-SSN box is checked). */
  submitDisabled?: boolean;
  /** Why 'Submit order' is disabled: shown under it and tied to it. */
  submitDisabledReason?: string;
  /** Open on first render (desktop only): checkout, and save-cart in the digital-link flow. */
  defaultOpen?: boolean;
  /** Fiber referral, digital-link and digital-agent retrieve flows. */
  hideChangeLink?: boolean;
  /** Agents and fiber-referral users. */
  hidePrint?: boolean;
  /** 'Fios Support' in the fiber referral flow. */
  showSupport?: boolean;
  /** The phone tab: no promotional banner. */
  hidePromo?: boolean;
}

type OpenDialog = 'address' | 'support' | 'tv' | null;

/**
 * Keeps the bar's height in `--cart-bar-height` while the cart is a bar at the bottom of a phone's
 * screen: the page keeps that much room below its content and stops anything scrolled into view
 * (a focused field, a link to an id) above the bar, however many lines the address takes.
 */
function useBarRoom(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const el = bar.current;
    if (!active || !el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--cart-bar-height', `${Math.ceil(el.getBoundingClientRect().height)}px`),
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--cart-bar-height');
    };
  }, [bar, active]);
}

/** The $75 of the card promotion, written from its constant. */
const PROMO_AMOUNT = `$${Math.round(CARD_PROMO_CREDIT_CENTS / 100)}`;

/**
 * The floating cart: service address with its Change link, '{price}/mo', the price
 * breakdown panel, and the page's action buttons. Every figure is the server's
 * (Cart/GetFloatingCart). It also renders the printable cart for the print stylesheet.
 */
export function FloatingCart({
  onContinue,
  onSubmit,
  submitDisabled = false,
  submitDisabledReason,
  defaultOpen = false,
  hideChangeLink = false,
  hidePrint = false,
  showSupport = false,
  hidePromo = false,
}: FloatingCartProps) {
  const { t } = useTranslation('cart');
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const storedAddress = useServiceAddress();
  const savedCartError = useAppStore((s) => s.savedCartError);
  const campaignCode = useAppStore((s) => s.fiberCmp);
  const email = useAppStore((s) => s.email);
  const phone = useAppStore((s) => s.phone);
  const setCordlessFlags = useAppStore((s) => s.setCordlessFlags);
  const { data, isFetching } = useFloatingCart();
  // The server's address first: the browser's copy is only a cache.
  const address = fromCartAddress(data?.serviceAddress) ?? storedAddress;
  const details = data?.planDetails ?? null;
  const timeline = details?.pricedCart.timeline;
  const panelId = useId();
  const [open, setOpen] = useState(
    () => defaultOpen && typeof window !== 'undefined' && window.innerWidth >= MOBILE_BREAKPOINT_PX,
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // Cart load rules.
  const charges = details?.equipmentAndOnetimeCharges;
  useEffect(() => {
    if (charges) setCordlessFlags(cordlessFlags(charges));
  }, [charges, setCordlessFlags]);

  const priceText = monthlyPriceText(details?.headerInfo.Price);
  // Announce a changed price politely; the first price is not news.
  const [announcement, setAnnouncement] = useState('');
  const lastPrice = useRef<string | null>(null);
  useEffect(() => {
    if (!details) return;
    if (lastPrice.current !== null && lastPrice.current !== priceText)
      setAnnouncement(t('priceAnnouncement', { price: priceText.replace(/\/mo$/, '') }));
    lastPrice.current = priceText;
  }, [details, priceText, t]);

  const toggle = () => {
    const next = !open;
    setOpen(next);
    // Closing refreshes the page's analytics data.
    if (!next)
      pushPageData({ pageName: pathname, events: ['cartClose'], sectionName: 'floating cart' });
  };

  const onCheckout = pathname.includes('/checkout');
  const showContinue = Boolean(onContinue) && pathname.includes('customize');
  const removeDisabled = onCheckout || pathname.includes('/save-cart');
  const promoShown = isCardPromoShown({
    campaignCode,
    onPhoneTab: hidePromo,
    onCheckout,
    cart: details,
  });
  const top = isMobile ? STICKY_HEADER_OFFSET_PX.mobile : STICKY_HEADER_OFFSET_PX.desktop;
  const bar = useRef<HTMLDivElement>(null);
  useBarRoom(bar, showContinue);

  return (
    <section
      className={styles.cart}
      // A cart that stays on screen (beside the page, or the phone's bottom bar) fits between the
      // sticky site header and the bottom of the screen, its bar and the open breakdown, which
      // scrolls inside it (the window height minus the offset). On a phone elsewhere the cart
      // sits in the page's flow and its breakdown scrolls with the page.
      style={{
        top,
        maxHeight:
          !isMobile || showContinue
            ? `calc(100dvh - ${isMobile ? top : CART_PANEL_HEIGHT_OFFSET_PX}px)`
            : undefined,
      }}
      aria-label={t('regionLabel')}
      // On a phone the customise page's cart is a bar at the bottom of the screen: the monthly
      // total and Continue stay in reach (FloatingCart.module.css).
      data-bottom-bar={showContinue || undefined}
    >
      <div className={styles.bar} ref={bar}>
        <div className={styles.address}>
          <span className={styles.label}>{t('serviceAddress')}</span>
          {address &&
            (isMobile ? (
              <span className={styles.addressText}>
                <span className={styles.addressLine}>{address.streetLine}</span>
                <span className={styles.addressLine}>{address.cityLine}</span>
              </span>
            ) : (
              <span className={styles.addressText}>
                {[address.streetLine, address.cityLine].filter(Boolean).join(', ')}
              </span>
            ))}
          {!hideChangeLink && (
            <Button
              className={styles.linkButton}
              aria-label={t('changeLabel')}
              onPress={() => setDialog('address')}
            >
              {t('change')}
            </Button>
          )}
        </div>
        <div className={styles.price}>
          {!savedCartError && (
            <p className={styles.priceTitle} aria-busy={isFetching} data-testid="cart-header-price">
              {priceText}
            </p>
          )}
          {!savedCartError && timeline && timeline.phases.length > 1 && (
            // The monthly drops once the installments are paid: said beside the price.
            <p className={styles.priceNext} data-testid="cart-header-regular">
              {t('timeline.afterInstallments', {
                amount: dollars(timeline.regularMonthly),
                from: timeline.regularFromMonth,
              })}
            </p>
          )}
          <Button
            className={styles.linkButton}
            aria-expanded={open}
            aria-controls={panelId}
            onPress={toggle}
          >
            {t('viewBreakdown')}
          </Button>
        </div>
        <div className={styles.actions}>
          {showSupport && (
            <Button className="btn btn-secondary" onPress={() => setDialog('support')}>
              {t('support')}
            </Button>
          )}
          {showContinue && (
            <Button className="btn btn-primary" onPress={onContinue}>
              {t('continue')}
            </Button>
          )}
          {onSubmit && (
            <Button
              className="btn btn-primary"
              onPress={onSubmit}
              isDisabled={submitDisabled}
              aria-describedby={
                submitDisabled && submitDisabledReason ? `${panelId}-submit-reason` : undefined
              }
            >
              {t('submitOrder')}
            </Button>
          )}
          {onSubmit && submitDisabled && submitDisabledReason && (
            <p id={`${panelId}-submit-reason`} className={styles.submitReason}>
              {submitDisabledReason}
            </p>
          )}
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <div id={panelId} hidden={!open} className={styles.panelWrap}>
        {open &&
          (details ? (
            <CartDetailPanel
              details={details}
              hidePrint={hidePrint}
              removeDisabled={removeDisabled}
              promo={
                promoShown ? (
                  <p className={styles.promo}>{t('promo', { amount: PROMO_AMOUNT })}</p>
                ) : null
              }
              onPrint={() => window.print()}
              onRemoveTv={() => setDialog('tv')}
            />
          ) : (
            <p className={styles.empty}>{t('panel.empty')}</p>
          ))}
      </div>
      {dialog === 'address' && <ChangeAddressDialog onClose={() => setDialog(null)} />}
      {dialog === 'support' && <SupportDialog onClose={() => setDialog(null)} />}
      {dialog === 'tv' && details && (
        <TvRemovalDialog planName={details.tvInfo.planName} onClose={() => setDialog(null)} />
      )}
      {typeof document !== 'undefined' &&
        createPortal(
          <PrintableCart details={details} address={address} email={email} phone={phone} />,
          document.body,
        )}
    </section>
  );
}
