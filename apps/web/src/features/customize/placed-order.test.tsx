/**
 * A change refused because the cart's order is placed (409 ORDER_PLACED, issue 10 §4) shows the
 * placed order with a link to its status, not an error bar nor the fallback page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_MESSAGES, ORDER_PLACED_CODE } from '@bizline/domain/errors';
import { useAppStore } from '../../shared/store/app-store';
import { internetSel, selections } from '../../test/customize-fixtures';
import { open, server, tile } from '../../test/customize-page';
import { failure } from '../../test/answers';

vi.mock('../../shared/cart/FloatingCart', () => ({ FloatingCart: () => null }));
vi.setConfig({ testTimeout: 20_000 });

const placed = () =>
  failure(409, CUSTOMER_MESSAGES.cartLocked, {
    field: 'order',
    code: ORDER_PLACED_CODE,
    orderNo: 'BZ-1234-5678',
  });

async function expectNotice(router: Awaited<ReturnType<typeof open>>) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your order is placed' }),
  ).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Your order BZ-1234-5678 has been placed.');
  expect(screen.getByRole('link', { name: 'View your order status' })).toHaveAttribute(
    'href',
    '/order-status?orderNumber=BZ-1234-5678',
  );
  expect(screen.queryByRole('button', { name: 'Select' })).toBeNull();
  expect(useAppStore.getState().globalError).toBeNull();
  expect(router.state.location.pathname).toBe('/customize-order');
}

describe('customise after the order is placed', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('an order update answered ORDER_PLACED shows the placed order', async () => {
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdConfig/UpdateCart': placed,
    });
    const user = userEvent.setup();
    const router = await open();
    await user.click(within(tile('Business Fios 1 Gig')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(s.called('PrdConfig/UpdateCart')).toHaveLength(1));
    await expectNotice(router);
  });

  it('a bundle selection answered ORDER_PLACED shows it instead of the fallback page', async () => {
    server(selections(), { 'PrdSelection/GetSelectedBundleInfo': placed });
    const user = userEvent.setup();
    const router = await open();
    await user.click(
      within(tile('Business Fios 300 Mbps')).getByRole('button', { name: 'Select' }),
    );
    await expectNotice(router);
  });
});
