import { useCallback, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { useLocation, useNavigate } from 'react-router';
import { IDLE_TIMEOUT_MS, INPUT_DEBOUNCE_MS } from '@bizline/domain/constants';
import { routePath } from '@bizline/domain/routes';
import { validateIdleSaveCartEmail } from '@bizline/domain/validators/save-cart';
import { SAVE_ORDER_CONFIRMATION_KEY } from '../../features/save-cart/api/save-order-confirmation';
import { saveOrderSequence } from '../../features/save-cart/api/save-sequence';
import { isApiError } from '../../shared/api/api-error';
import { useIdle } from '../../shared/referral/use-idle';
import { useAppStore } from '../../shared/store/app-store';
import { TextField } from '../../shared/ui/TextField';
import styles from '../../shared/ui/SmallModal.module.css';
import { AlertText } from '../../shared/ui/AlertText';

/** The pages whose idle visitors are offered to save. */
const IDLE_PAGES: Record<string, 'checkout' | 'customize'> = {
  [routePath('checkout')]: 'checkout',
  [routePath('customizeOrder')]: 'customize',
};

/**
 * The idle prompt: after 5 minutes without activity on /checkout or
 * /customize-order (activity debounced 250 ms) it asks 'Do you want to finish your purchase
 * later?', saves the cart to the e-mail given (the 002 §7 save sequence) and opens the
 * confirmation route. 'Return to order' closes it. Not shown to referral kiosks (they reset).
 */
export function IdlePrompt({ disabled = false }: { disabled?: boolean }) {
  const { pathname } = useLocation();
  const cartId = useAppStore((s) => s.cartId);
  const [open, setOpen] = useState(false);
  const page = IDLE_PAGES[pathname];
  const onIdle = useCallback(() => setOpen(true), []);
  useIdle({
    timeoutMs: IDLE_TIMEOUT_MS,
    debounceMs: INPUT_DEBOUNCE_MS,
    onIdle,
    enabled: !disabled && !open && page !== undefined && cartId !== null,
  });
  if (!open || page === undefined) return null;
  return <IdlePromptDialog lastPage={page} onClose={() => setOpen(false)} />;
}

function IdlePromptDialog({
  lastPage,
  onClose,
}: {
  lastPage: 'checkout' | 'customize';
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const message = validateIdleSaveCartEmail(email.trim());
    setError(message ?? undefined);
    setFailure(null);
    if (message) return;
    setSending(true);
    try {
      const confirmation = await saveOrderSequence({ EMail: email.trim(), LastPage: lastPage });
      client.setQueryData(SAVE_ORDER_CONFIRMATION_KEY, confirmation);
      onClose();
      void navigate(routePath('saveCartConfirmation'));
    } catch (err) {
      // A refused e-mail is the visitor's to fix; other failures keep the dialog with the message.
      if (isApiError(err) && err.field === 'EMail') setError(err.message);
      else setFailure(isApiError(err) ? err.message : t('idlePrompt.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog title={t('idlePrompt.title')} onClose={onClose} onTop>
      <p>{t('idlePrompt.body')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <AlertText text={failure} className={styles.error} />
        <TextField
          id="idle-save-email"
          type="email"
          autoComplete="email"
          label={t('idlePrompt.email')}
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t('idlePrompt.save')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('idlePrompt.return')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
