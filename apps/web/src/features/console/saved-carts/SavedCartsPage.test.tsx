import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { SavedCartsPage } from './SavedCartsPage';

const cart = (cartId: string, email: string, status: string) => ({
  cartId,
  email,
  savedBy: 'customer',
  agent: null,
  status,
  reminders: 1,
  remindersSent: 1,
  resent: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-10T10:00:00.000Z',
});

describe('/staff/saved-carts', () => {
  it('re-sends the link of a live cart and says where it went; not for an expired one', async () => {
    const f = stubFetch({
      'Console/SavedCarts': () => ({
        Status: 'SUCCESS',
        carts: [cart('c1', 'ada@example.com', 'saved'), cart('c2', 'old@example.com', 'expired')],
        page: 1,
        hasMore: false,
      }),
      'Console/SavedCarts/Resend': () => ({ Status: 'SUCCESS', email: 'ada@example.com' }),
    });
    renderRoutes([{ path: '/staff/saved-carts', element: <SavedCartsPage /> }], {
      initialEntries: ['/staff/saved-carts'],
    });
    const user = userEvent.setup();
    const live = await screen.findByRole('row', { name: /ada@example\.com/ });
    expect(within(live).getByText('1 of 1')).toBeVisible();
    const expired = screen.getByRole('row', { name: /old@example\.com/ });
    expect(within(expired).getByText('Expired')).toBeVisible();
    expect(within(expired).queryByRole('button')).toBeNull();

    await user.click(within(live).getByRole('button', { name: 'Re-send link to ada@example.com' }));
    expect(await screen.findByText('The link is on its way to ada@example.com.')).toBeVisible();
    expect(JSON.parse(String(f.called('Console/SavedCarts/Resend')[0]?.init?.body))).toEqual({
      cartId: 'c1',
    });
  });
});
