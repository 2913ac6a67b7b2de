import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_OLD_IDS } from '@bizline/domain/constants';
import { isOrderUpdateSuccess } from '@bizline/domain/validators/forms-001';
import { useAppStore } from '../store/app-store';
import { CartDialog } from './CartDialog';
import { putCartViews } from './cart-views';
import { currentTvPlanId, postUpdateCart } from './update-cart';
import styles from './FloatingCart.module.css';

interface Props {
  /** The TV plan being removed, as the cart names it. */
  planName: string;
  onClose: () => void;
}

/**
 * 'Are you sure you want to remove this service?'. Confirm clears the TV plan (old id
 * kept), resets the TV choices, reloads the cart and closes; 'Do not remove' only closes.
 */
export function TvRemovalDialog({ planName, onClose }: Props) {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      // The old id is the cart's TV plan; the default old TV plan id when it cannot be read.
      const oldId = (await currentTvPlanId()) ?? DEFAULT_OLD_IDS.tvPlan;
      const answer = await postUpdateCart({
        ProductType: 'FIOSTV',
        FiOSTVModelPost: {
          PlanSelection: { OldID: oldId, NewID: '' },
        },
      });
      if (isOrderUpdateSuccess(answer)) {
        const s = useAppStore.getState();
        s.setServicesInCart(answer.ServicesInCart);
        // The answer's cart views go into the cache (issue 10: no re-read).
        await putCartViews(queryClient, answer);
      }
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <CartDialog title={t('tvRemoval.title')} onClose={onClose} role="alertdialog">
      <p>{t('tvRemoval.text', { name: planName })}</p>
      <div className={styles.dialogActions}>
        <Button className="btn btn-primary" onPress={() => void confirm()} isDisabled={busy}>
          {t('tvRemoval.confirm')}
        </Button>
        <Button className="btn btn-secondary" onPress={onClose} isDisabled={busy}>
          {t('tvRemoval.cancel')}
        </Button>
      </div>
    </CartDialog>
  );
}
