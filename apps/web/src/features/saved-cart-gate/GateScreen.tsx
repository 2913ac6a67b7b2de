import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canVerifySavedCart, validateGateEmail } from '@bizline/domain/validators/gate';
import { SAVED_CART_CALLS } from '@bizline/domain/wire/saved-cart/calls';
import { isApiError } from '../../shared/api/api-error';
import { api } from '../../shared/api/client';
import { Captcha } from '../../shared/ui/Captcha';
import { TextField } from '../../shared/ui/TextField';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useFocusHeading } from './use-focus-heading';
import styles from './SavedCartGate.module.css';
import { AlertText } from '../../shared/ui/AlertText';

interface GateScreenProps {
  cartId: string;
  onVerified: () => void;
  onExpired: () => void;
}

/**
 * The saved-cart verification gate: e-mail, captcha and Verify, disabled until
 * the e-mail matches the basic pattern and the captcha is solved. The server compares the e-mail
 * with the cart's contacts; its message (the configured one, or the rate limit's) is shown as is.
 */
export function GateScreen({ cartId, onVerified, onExpired }: GateScreenProps) {
  const { t } = useTranslation('save-cart');
  usePageTitle(t('gate.title'));
  const heading = useFocusHeading();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const emailError = touched ? (validateGateEmail(email) ?? undefined) : undefined;
  const ready = canVerifySavedCart(email, captcha !== null) && !sending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || captcha === null) return;
    setSending(true);
    setFailure(null);
    try {
      await api.call(SAVED_CART_CALLS.verifySavedCart, {
        email: email.trim(),
        sessionId: cartId,
        altcha: captcha,
      });
      onVerified();
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        onExpired();
        return;
      }
      setFailure(isApiError(error) ? error.message : t('retrieval.failed'));
      // A solved challenge is accepted once: the widget solves a fresh one by itself, so the
      // customer corrects the e-mail and presses Verify again without a second captcha.
      setCaptchaReset((n) => n + 1);
      setSending(false);
    }
  };

  return (
    <section className={`page ${styles.screen}`} aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
        {t('gate.heading')}
      </h1>
      <p>{t('gate.intro')}</p>
      <AlertText text={failure} className="inline-error" />
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id={`${id}-email`}
          label={t('gate.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        <div className={styles.captcha}>
          <Captcha
            label={t('gate.captcha')}
            onChange={setCaptcha}
            resetKey={captchaReset}
            renewOnReset
            challengeUrl={api.url(SAVED_CART_CALLS.captchaChallenge.path)}
          />
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('gate.hint')}
        </p>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!ready}
          aria-describedby={`${id}-hint`}
        >
          {sending ? t('gate.verifying') : t('gate.verify')}
        </button>
      </form>
    </section>
  );
}
