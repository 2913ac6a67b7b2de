import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routePath } from '@bizline/domain/routes';
import { useAppStore } from '../store/app-store';
import { CartDialog } from './CartDialog';
import { FLOATING_CART_QUERY_KEY } from './floating-cart-query';
import styles from './FloatingCart.module.css';

/**
 * 'Change address?'. Not dismissed by a click outside; Escape and 'No, keep address'
 * keep the address. Confirming restarts the cart: the cart id and the customise state are
 * cleared and the visitor goes to the address entry page.
 */
export function ChangeAddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = () => {
    const s = useAppStore.getState();
    s.setCartId(null);
    s.resetBundleSelections();
    s.setCordlessFlags({ additionalCordless: false, disableCordlessBase: false });
    s.clearGlobalError();
    queryClient.removeQueries({ queryKey: FLOATING_CART_QUERY_KEY });
    onClose();
    void navigate(routePath('addressEntry'));
  };
  return (
    <CartDialog title={t('changeAddress.title')} onClose={onClose} dismissable={false}>
      <p>{t('changeAddress.text')}</p>
      <div className={styles.dialogActions}>
        <Button className="btn btn-primary" onPress={confirm}>
          {t('changeAddress.confirm')}
        </Button>
        <Button className="btn btn-secondary" onPress={onClose}>
          {t('changeAddress.cancel')}
        </Button>
      </div>
    </CartDialog>
  );
}
