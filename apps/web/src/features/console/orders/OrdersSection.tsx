/**
 * /staff/orders: the list (filters, search, keyset paging) and /staff/orders/:orderNo, one order
 * (moves, cancel with a reason, reschedule, history). Copy: the 'console-orders' namespace.
 */
import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './OrderDetailPage';
import { OrderListPage } from './OrderListPage';

export function OrdersSection() {
  return (
    <Routes>
      <Route index element={<OrderListPage />} />
      <Route path=":orderNo" element={<OrderDetailPage />} />
    </Routes>
  );
}
