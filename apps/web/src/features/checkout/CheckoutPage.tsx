import { useEffect, useId, useMemo, useRef, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { NTE_CHECKOUT_GENERIC_CODE } from '@bizline/domain/errors';
import { lostBusinessPath } from '@bizline/domain/routes';
import { ApiError } from '../../shared/api/api-error';
import { FloatingCart } from '../../shared/cart/FloatingCart';
import { isReferralMode, referralCartProps } from '../../shared/referral/referral-mode';
import { useAppStore } from '../../shared/store/app-store';
import type { CheckoutPanel } from '../../shared/store/checkout-slice';
import { PageLoading } from '../../shared/ui/PageLoading';
import { SaveCartLink } from '../../shared/ui/SaveCartLink';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { useCheckoutDetails, useRefreshCheckout } from './api/get-checkout-details';
import { useSubmitOrder } from './api/submit-order';
import {
  PANELS,
  canSubmit,
  isDone,
  isReachable,
  isShown,
  isStarted,
  nextPanel,
  type PanelContext,
} from './checkout-panels';
import { PlacedOrderNotice } from '../../shared/ui/PlacedOrderNotice';
import { BusinessInfoSection } from './sections/BusinessInfoSection';
import { CreditCheckSection } from './sections/CreditCheckSection';
import { DepositSection } from './sections/DepositSection';
import { InstallationSection } from './sections/InstallationSection';
import { InstallmentsSection } from './sections/InstallmentsSection';
import { ReviewSection } from './sections/ReviewSection';
import { TermsSection } from './sections/TermsSection';
import { WinbackSection } from './sections/WinbackSection';
import styles from './CheckoutPage.module.css';
import { NothingHere } from '../../shared/ui/NothingHere';

interface PanelComponentProps {
  onSaved: () => void;
  /** Open another panel (the review's Change links). */
  onOpen: (panel: CheckoutPanel) => void;
}

const SECTION: Record<CheckoutPanel, ComponentType<PanelComponentProps>> = {
  businessInfo: BusinessInfoSection,
  creditCheck: CreditCheckSection,
  winbackqualified: WinbackSection,
  requiredrefund: DepositSection,
  terms: TermsSection,
  installment: InstallmentsSection,
  installation: InstallationSection,
  review: ReviewSection,
};

/**
 * The classic checkout: an accordion of sections, one open at a time, each with its
 * completed mark; sections that do not apply are hidden and a section opens only after the
 * steps before it. Saving a section opens the next one. The floating cart is open on desktop
 * until business info is saved; its 'Submit order' waits for every section and is disabled
 * while the no-SSN box is checked.
 */
export function CheckoutPage() {
  const t = usePageCopy('checkout');
  const navigate = useNavigate();
  const details = useCheckoutDetails();
  const refresh = useRefreshCheckout();
  const openPanel = useAppStore((s) => s.openCheckoutPanel);
  const setOpenPanel = useAppStore((s) => s.setOpenCheckoutPanel);
  const winbackSeen = useAppStore((s) => s.winbackSeen);
  const noSsnChecked = useAppStore((s) => s.noSsnChecked);
  const inProgress = useAppStore((s) => s.checkoutInProgress);
  const { submit, isSubmitting } = useSubmitOrder();
  const baseId = useId();

  const progress = details.data?.progress;
  const ctx = useMemo<PanelContext | null>(
    () => (progress ? { progress, winbackSeen } : null),
    [progress, winbackSeen],
  );

  // 409: no cart yet, or an empty one: nothing to check out, not a failure.
  const nothingToCheckOut = details.error instanceof ApiError && details.error.status === 409;
  useEffect(() => {
    // A checkout that cannot be read is a generic checkout failure.
    if (details.isError && !nothingToCheckOut)
      void navigate(lostBusinessPath(NTE_CHECKOUT_GENERIC_CODE));
  }, [details.isError, nothingToCheckOut, navigate]);

  // On arrival the first incomplete section opens (a reload resumes where the visitor was);
  // later, a panel that no longer applies (or not yet) gives way to the next one.
  const arrived = useRef(false);
  useEffect(() => {
    if (!ctx) return;
    const first = !arrived.current;
    arrived.current = true;
    const current = openPanel;
    if (first && (current === null || isDone(current, ctx))) setOpenPanel(nextPanel(null, ctx));
    else if (current !== null && (!isShown(current, ctx) || !isReachable(current, ctx)))
      setOpenPanel(nextPanel(null, ctx));
  }, [ctx, openPanel, setOpenPanel]);

  // Saving a section closes it and opens the next one: the focus goes to the next section's
  // button (its name and state are read out) rather than to the page.
  const focusOnOpen = useRef<CheckoutPanel | null>(null);
  useEffect(() => {
    if (openPanel === null || focusOnOpen.current !== openPanel) return;
    focusOnOpen.current = null;
    document.querySelector<HTMLElement>(`#checkout-${openPanel} h2 button`)?.focus();
  }, [openPanel]);

  if (nothingToCheckOut)
    return (
      <NothingHere
        heading={t('heading')}
        text={t('nothingToCheckOut.text')}
        link={t('nothingToCheckOut.link')}
        to="/customize-order"
      />
    );
  // Submitted already (Back after submit, a reload, another tab): the order, not the forms.
  const placedOrderNo = details.data?.placedOrderNo;
  if (placedOrderNo) return <PlacedOrderNotice orderNo={placedOrderNo} />;
  if (!ctx)
    return (
      <div className="page">
        <h1>{t('heading')}</h1>
        {!details.isError && <PageLoading />}
      </div>
    );

  const advanceFrom = (panel: CheckoutPanel) => {
    void refresh().then((fresh) => {
      const progressNow = fresh?.progress ?? ctx.progress;
      const { winbackSeen: seen } = useAppStore.getState();
      const next = nextPanel(panel, { progress: progressNow, winbackSeen: seen });
      focusOnOpen.current = next;
      setOpenPanel(next);
    });
  };

  const visible = PANELS.filter((p) => isShown(p, ctx));
  const submitReady = canSubmit(ctx);
  const personalInfoSaved = ctx.progress.personalInfo === 'Y';

  return (
    <div className={`page ${styles.layout}`}>
      <div className={styles.main}>
        <h1>{t('heading')}</h1>
        <SaveCartLink />
        <div aria-live="polite" className="visually-hidden">
          {inProgress ? t('inProgress') : ''}
        </div>
        {inProgress && (
          <div className={styles.overlay} aria-hidden="true">
            <PageLoading />
          </div>
        )}
        {visible.map((panel, i) => {
          const open = openPanel === panel;
          const done = isDone(panel, ctx);
          const reachable = isReachable(panel, ctx);
          const headingId = `${baseId}-${panel}-heading`;
          const panelId = `${baseId}-${panel}-panel`;
          const Section = SECTION[panel];
          return (
            <section key={panel} className={styles.section} id={`checkout-${panel}`}>
              <h2 className={styles.sectionHeading} id={headingId}>
                <button
                  type="button"
                  className={styles.sectionTrigger}
                  aria-expanded={open}
                  aria-controls={panelId}
                  disabled={!reachable}
                  aria-describedby={reachable ? undefined : `${baseId}-locked`}
                  onClick={() => setOpenPanel(open ? null : panel)}
                >
                  <span>
                    <span className={styles.step}>{i + 1}. </span>
                    {t(`sections.${panel}`)}
                  </span>
                  {panel !== 'review' && (
                    <span className={done ? styles.done : styles.badge}>
                      {done
                        ? t('completed')
                        : isStarted(panel, ctx)
                          ? t('started')
                          : t('notStarted')}
                    </span>
                  )}
                </button>
              </h2>
              <div
                id={panelId}
                role="region"
                aria-labelledby={headingId}
                hidden={!open}
                className={styles.panel}
              >
                {open && <Section onSaved={() => advanceFrom(panel)} onOpen={setOpenPanel} />}
              </div>
            </section>
          );
        })}
        {/* Why a disabled step or Submit is disabled: the text they point at (issue 10 §6). */}
        {visible.some((p) => !isReachable(p, ctx)) && (
          <p id={`${baseId}-locked`} className={styles.muted}>
            {t('lockedReason')}
          </p>
        )}
        {noSsnChecked && (
          <p id="checkout-submit-blocked" className={styles.notice}>
            {t('submitBlockedNoSsn')}
          </p>
        )}
      </div>
      <aside className={styles.cart}>
        <FloatingCart
          // Remounted closed once business info is saved.
          key={personalInfoSaved ? 'saved' : 'new'}
          defaultOpen={!personalInfoSaved}
          onSubmit={() => void submit()}
          submitDisabled={noSsnChecked || !submitReady || isSubmitting}
          submitDisabledReason={
            isSubmitting ? undefined : t(noSsnChecked ? 'submitNoSsnShort' : 'submitNotReady')
          }
          // A kiosk hides Change address and print and offers Support here too.
          {...referralCartProps(isReferralMode())}
        />
      </aside>
    </div>
  );
}
