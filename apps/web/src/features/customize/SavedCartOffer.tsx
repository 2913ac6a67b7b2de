import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, NO, YES } from '@bizline/domain/constants';
import { isOneGigName } from '@bizline/domain/catalogue/rules';
import { stripMinusSign } from '@bizline/domain/format';
import { isOrderUpdateSuccess } from '@bizline/domain/validators/forms-001';
import type { JointOfferSaveCart } from '@bizline/domain/wire/saved-cart';
import { logEvent, pushPageData } from '../../shared/analytics/analytics';
import { dollars } from '../../shared/cart/money';
import { postUpdateCart } from '../../shared/cart/update-cart';
import { useAppStore } from '../../shared/store/app-store';
import { putCartViews } from '../../shared/cart/cart-views';
import styles from './SavedCartOffer.module.css';

const PAGE_NAME = 'customize-order';

type Step = 'idle' | 'adding' | 'failed' | 'added';

/** The offer's figures for the analytics events (prices without their minus sign). */
function offerData(offer: JointOfferSaveCart) {
  return {
    JointofferStatus: offer.JointofferStatus,
    JointOfferPrice: stripMinusSign(offer.JointOfferPrice),
    OneGigSpeedPrice: stripMinusSign(offer.OneGigSpeedPrice),
  };
}

function track(eventName: string, offer: JointOfferSaveCart) {
  const data = offerData(offer);
  pushPageData({ pageName: PAGE_NAME, events: [eventName], savedCartOffer: data });
  void logEvent({ eventType: 'Analytics', eventName, sectionName: 'savedCartOffer', logs: data });
}

/**
 * The saved-cart offer: a retrieved cart whose JointOfferSaveCart status is 'Y' is
 * offered the joint offer's monthly credit (the 1 Gig credit when a 1 Gig or 2 Gig plan is
 * selected), with 'Add to cart' (UpdateCart FIOSDATA, BundleChoiceOffers JOINT). Sends the
 * saved cart offers event when shown and add to cart when added.
 */
export function SavedCartOffer({ planName }: { planName: string }) {
  const { t } = useTranslation('customize');
  const offer = useAppStore((s) => s.savedCartOffer);
  const queryClient = useQueryClient();
  const headingId = useId();
  const [step, setStep] = useState<Step>('idle');
  const tracked = useRef(false);
  const offered = offer?.JointofferStatus === YES;

  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!offer || offer.JointofferStatus !== YES || tracked.current) return;
    tracked.current = true;
    track(ANALYTICS_EVENTS.savedCartOffers, offer);
  }, [offer]);

  // The button goes away with the offer added: focus moves to the message that replaces it.
  useEffect(() => {
    if (step === 'added') status.current?.focus();
  }, [step]);

  if (!offer || (!offered && step !== 'added')) return null;

  const standard = stripMinusSign(offer.JointOfferPrice).trim();
  const oneGig = stripMinusSign(offer.OneGigSpeedPrice).trim();
  const oneGigPlan = isOneGigName(planName) && oneGig !== '';
  const credit = oneGigPlan ? oneGig : standard;

  const onAdd = async () => {
    if (step === 'adding') return;
    setStep('adding');
    let answer: Awaited<ReturnType<typeof postUpdateCart>>;
    try {
      answer = await postUpdateCart({
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { BundleChoiceOffers: [{ OfferID: 'JOINT', Accepted: YES }] },
      });
      if (!isOrderUpdateSuccess(answer)) return setStep('failed');
    } catch {
      return setStep('failed');
    }
    setStep('added');
    track(ANALYTICS_EVENTS.addToCart, offer);
    // The cart has taken the offer: it is not offered again (the server now says 'N').
    useAppStore.getState().setSavedCartOffer({ ...offer, JointofferStatus: NO });
    await putCartViews(queryClient, answer);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('savedCartOffer.heading')}
      </h2>
      {step !== 'added' && (
        <>
          <p>{t('savedCartOffer.intro')}</p>
          {credit !== '' && (
            <p className={styles.credit}>
              {t('savedCartOffer.credit', { price: dollars(credit) })}
            </p>
          )}
          {!oneGigPlan && oneGig !== '' && oneGig !== standard && (
            <p>{t('savedCartOffer.oneGigCredit', { price: dollars(oneGig) })}</p>
          )}
          {step === 'failed' && (
            <p role="alert" className="inline-error">
              {t('savedCartOffer.failed')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            aria-disabled={step === 'adding'}
            onClick={() => void onAdd()}
          >
            {t('savedCartOffer.add')}
          </button>
        </>
      )}
      {/* One live region throughout, so the outcome is announced. */}
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className={step === 'added' ? styles.added : 'visually-hidden'}
      >
        {step === 'added' && t('savedCartOffer.added')}
        {step === 'adding' && t('savedCartOffer.adding')}
      </p>
    </section>
  );
}
