import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { digitsOnly, formatPhoneDashed, formatPhoneDisplay } from '@bizline/domain/format';
import { validatePhone } from '@bizline/domain/validators/phone';
import { isRefusal } from '../../../shared/api/api-error';
import { useAppStore } from '../../../shared/store/app-store';
import { ErrorSummary } from '../../../shared/ui/ErrorSummary';
import { TextField } from '../../../shared/ui/TextField';
import { useCheckoutDetails, useRefreshCheckout } from '../api/get-checkout-details';
import { postSendOtp, postVerifyOtp } from '../api/otp';
import { useFormErrors } from '../form-errors';
import styles from '../CheckoutPage.module.css';
import type { SectionProps } from './BusinessInfoSection';

const MOBILE_ID = 'otp-mobile';
const CODE_ID = 'otp-code';

/** attemptsLeft of a refusal, whether it came as a 200 FAILURE or a 4xx body. */
function attemptsLeftOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const n = (body as { attemptsLeft?: unknown }).attemptsLeft;
  return typeof n === 'number' ? n : null;
}

/**
 * The one-time passcode: Checkout/SendOTPSMS to the mobile number of the business info
 * (changeable), then Checkout/VerifyOTPSMS with the 6-digit code. Refusals show the server's
 * message; a code with no tries left asks for a new one.
 */
export function OtpStep({ onSaved }: SectionProps) {
  const { t } = useTranslation('checkout');
  const { data } = useCheckoutDetails();
  const refresh = useRefreshCheckout();
  const busy = useAppStore((s) => s.checkoutInProgress);
  const [mobile, setMobile] = useState(() =>
    formatPhoneDashed(data?.contactInfo?.phoneNumber ?? ''),
  );
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ number: string; minutes: number } | null>(null);
  const [locked, setLocked] = useState(false);
  const e = useFormErrors();

  const run = async (call: () => Promise<void>) => {
    const store = useAppStore.getState();
    store.setCheckoutInProgress(true);
    try {
      await call();
    } finally {
      store.setCheckoutInProgress(false);
    }
  };

  const send = async () => {
    const problem = validatePhone(mobile);
    if (e.fail(problem ? [{ fieldId: MOBILE_ID, message: problem }] : [])) return;
    await run(async () => {
      try {
        const answer = await postSendOtp(digitsOnly(mobile));
        if (answer.Status !== 'SUCCESS') {
          e.fail([
            { fieldId: MOBILE_ID, message: answer.message || ERROR_MESSAGES.technicalIssue },
          ]);
          return;
        }
        setSentTo({
          number: formatPhoneDisplay(digitsOnly(mobile)),
          minutes: Math.max(1, Math.round(answer.expiresInSeconds / 60)),
        });
        setLocked(false);
        setCode('');
      } catch (error) {
        if (isRefusal(error)) e.fail([{ fieldId: MOBILE_ID, message: error.message }]);
        else useAppStore.getState().showGlobalError(ERROR_MESSAGES.technicalIssue);
      }
    });
  };

  const refusal = (message: string | undefined, attemptsLeft: number | null) => {
    if (attemptsLeft === 0) setLocked(true);
    const text =
      message ||
      (attemptsLeft === 0 ? t('otp.locked') : t('otp.wrongCode', { count: attemptsLeft ?? 0 }));
    e.fail([{ fieldId: CODE_ID, message: text }]);
  };

  const verify = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      e.fail([{ fieldId: CODE_ID, message: t('otp.codeInvalid') }]);
      return;
    }
    await run(async () => {
      try {
        const answer = await postVerifyOtp(code);
        if (answer.Status === 'SUCCESS') {
          e.fail([]);
          await refresh();
          onSaved();
          return;
        }
        refusal(answer.message, answer.attemptsLeft);
      } catch (error) {
        if (isRefusal(error)) refusal(error.message, attemptsLeftOf(error.body));
        else useAppStore.getState().showGlobalError(ERROR_MESSAGES.technicalIssue);
      }
    });
  };

  if (data?.progress.otpVerified === 'Y') return <p role="status">{t('otp.verified')}</p>;

  return (
    <div className={styles.otp}>
      <h3 className={styles.subheading}>{t('otp.title')}</h3>
      <ErrorSummary title={t('problem')} errors={e.errors} attempt={e.attempt} />
      <p>{t('otp.intro')}</p>
      <div className={styles.inline}>
        <TextField
          id={MOBILE_ID}
          label={t('otp.mobile')}
          value={mobile}
          error={e.of(MOBILE_ID)}
          disabled={busy}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          onChange={(x) => setMobile(formatPhoneDashed(x.target.value))}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void send()}
        >
          {sentTo ? t('otp.resend') : t('otp.send')}
        </button>
      </div>
      {sentTo && (
        <p role="status" className={styles.notice}>
          {locked ? t('otp.locked') : t('otp.sent', sentTo)}
        </p>
      )}
      {sentTo && (
        <form className={styles.inline} onSubmit={(ev) => void verify(ev)} noValidate>
          <TextField
            id={CODE_ID}
            label={t('otp.code')}
            hint={t('otp.codeHint')}
            value={code}
            error={e.of(CODE_ID)}
            disabled={busy || locked}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onChange={(x) => setCode(digitsOnly(x.target.value).slice(0, 6))}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || locked}>
            {t('otp.verify')}
          </button>
        </form>
      )}
    </div>
  );
}
