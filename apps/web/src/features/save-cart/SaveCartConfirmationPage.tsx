import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePath } from '@bizline/domain/routes';
import { FLOATING_CART_QUERY_KEY, fetchFloatingCart } from '../../shared/cart/floating-cart-query';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useSaveOrderConfirmation } from './api/save-order-confirmation';
import { NothingHere } from '../../shared/ui/NothingHere';

/** Steps back from the confirmation to the order: past /save-cart to the page before it. */
const BACK_STEPS = -2;

/** React Router's history index of the current entry (0 on a fresh tab or a typed URL). */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/**
 * /save-cart-confirmation: 'Email sent' with the masked address the link went to
 * and 'Back to Order', which reloads the saved cart and goes back two history steps (or to
 * /customize-order when there is no such history).
 */
export function SaveCartConfirmationPage() {
  const { t } = useTranslation('save-cart');
  const confirmation = useSaveOrderConfirmation();
  const data = confirmation.data;
  const saved = !!data?.EmailSentTo;
  usePageTitle(
    confirmation.isPending || saved ? t('confirmation.title') : t('confirmation.noSave.heading'),
  );
  const navigate = useNavigate();
  const client = useQueryClient();

  const backToOrder = async () => {
    // Reload the saved cart, so the order page shows it as saved; a failure is the order
    // page's to handle when it reads the cart again.
    await client
      .fetchQuery({ queryKey: FLOATING_CART_QUERY_KEY, queryFn: fetchFloatingCart, staleTime: 0 })
      .catch(() => undefined);
    if (historyIndex() >= -BACK_STEPS) void navigate(BACK_STEPS);
    else void navigate(routePath('customizeOrder'));
  };

  if (confirmation.isPending)
    return (
      <div className="page">
        <h1>{t('confirmation.heading')}</h1>
        <PageLoading />
      </div>
    );
  if (!saved)
    return (
      <NothingHere
        heading={t('confirmation.noSave.heading')}
        text={t('confirmation.noSave.text')}
        link={t('confirmation.noSave.link')}
        to={routePath('customizeOrder')}
      />
    );
  return (
    <div className="page">
      <h1>{t('confirmation.heading')}</h1>
      <p>{t('confirmation.text', { email: data.EmailSentTo })}</p>
      <p>{t('confirmation.validity', { days: data.linkValidDays })}</p>
      {data.remindersOn && <p>{t('confirmation.reminders')}</p>}
      <button type="button" className="btn btn-primary" onClick={() => void backToOrder()}>
        {t('confirmation.back')}
      </button>
    </div>
  );
}
