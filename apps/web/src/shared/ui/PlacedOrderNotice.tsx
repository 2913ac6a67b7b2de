import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@bizline/domain/routes';

/**
 * A cart whose order is placed, on /checkout and /customize-order: Back after
 * submit, a reload or another tab lands here instead of on forms whose edits the order would
 * ignore. The server says so (CheckOutDetails placedOrderNo; a cart change answers 409
 * ORDER_PLACED with the order number); the order's status is one link away.
 */
export function PlacedOrderNotice({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('checkout');
  const statusLink = `${routePath('orderStatus')}?orderNumber=${encodeURIComponent(orderNo)}`;
  return (
    <div className="page">
      <h1>{t('placedOrder.heading')}</h1>
      <p role="status">{t('placedOrder.text', { orderNo })}</p>
      <p>{t('placedOrder.noChanges')}</p>
      <Link className="btn btn-primary" to={statusLink}>
        {t('placedOrder.statusLink')}
      </Link>
    </div>
  );
}
