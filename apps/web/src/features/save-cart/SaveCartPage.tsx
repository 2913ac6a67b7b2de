import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { routePath } from '@bizline/domain/routes';
import { isApiError } from '../../shared/api/api-error';
import { FloatingCart } from '../../shared/cart/FloatingCart';
import { FLOATING_CART_QUERY_KEY, fetchFloatingCart } from '../../shared/cart/floating-cart-query';
import { useAppStore } from '../../shared/store/app-store';
import { PageLoading } from '../../shared/ui/PageLoading';
import { usePageCopy } from '../../shared/ui/use-page-title';
import { useSaveCartDefaults } from './api/save-cart-defaults';
import { SAVE_ORDER_CONFIRMATION_KEY } from './api/save-order-confirmation';
import { AgentSaveCart } from './AgentSaveCart';
import { SaveCartForm } from './SaveCartForm';
import styles from './SaveCartPage.module.css';

/**
 * /save-cart, customer version: the save form beside the floating cart, open on
 * this page. Without a cart there is nothing to save: say so and offer address entry.
 */
export function SaveCartPage() {
  const t = usePageCopy('save-cart');
  const navigate = useNavigate();
  const client = useQueryClient();
  // Digital agent mode: the agent version of the page.
  const agent = useAppStore((s) => s.digitalLinkFlow);
  // The same query as the floating cart; read here first so that "no cart yet" (409) is a
  // first step, not a failure (the floating cart sends failures to the fallback page).
  const cart = useQuery({
    queryKey: FLOATING_CART_QUERY_KEY,
    queryFn: fetchFloatingCart,
    retry: false,
  });
  const noCart = cart.isError && isApiError(cart.error) && cart.error.status === 409;
  // The e-mail is prefilled: the server's (last save, business info, address page), else the
  // one this browser typed on the address page.
  const defaults = useSaveCartDefaults();
  const storedEmail = useAppStore((s) => s.email);
  const initialEmail = defaults.data?.EMail || storedEmail;

  return (
    <div className={`page ${styles.layout}`}>
      <div>
        <h1>{agent ? t('agent.heading') : t('heading')}</h1>
        {noCart ? (
          <>
            <p>{t('noCart.text')}</p>
            <Link className="btn btn-primary" to="/">
              {t('noCart.link')}
            </Link>
          </>
        ) : cart.isPending || (!agent && defaults.isPending) ? (
          <PageLoading />
        ) : agent ? (
          <AgentSaveCart />
        ) : (
          <>
            <p>{t('intro')}</p>
            <SaveCartForm
              initialEmail={initialEmail}
              onSaved={(confirmation) => {
                // The sequence's last GET is what the 'Email sent' page shows.
                client.setQueryData(SAVE_ORDER_CONFIRMATION_KEY, confirmation);
                void navigate(routePath('saveCartConfirmation'));
              }}
            />
          </>
        )}
      </div>
      {/* Any failure but "no cart" is the floating cart's to handle (fallback page, 001 §8). */}
      {!noCart && !cart.isPending && (
        <aside>
          <FloatingCart defaultOpen hideChangeLink={agent} hidePrint={agent} />
        </aside>
      )}
    </div>
  );
}
