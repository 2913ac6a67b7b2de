import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/render-routes';
import { expectSentToSignIn } from '../../test/staff-gate';
import { StaffMailboxPage } from './StaffMailboxPage';

const me = (role: 'staff' | 'agent') => ({
  Status: 'SUCCESS',
  staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role },
});

const messages = [
  {
    id: 2,
    channel: 'email',
    recipient: 'ada@example.com',
    subject: 'Your saved cart',
    topic: 'saved-cart',
    created_at: '2026-11-21T10:00:00.000Z',
    body_text: 'Open your cart: https://shop.example/retrieve?scartid=abc.\nThanks',
    body_html:
      '<p><a href="https://shop.example/retrieve?scartid=abc">Open</a></p><script>x</script>',
    attempts: 3,
  },
  {
    id: 1,
    channel: 'sms',
    recipient: '3025550142',
    subject: '',
    topic: 'order',
    created_at: '2026-11-20T10:00:00.000Z',
    body_text: 'Order received',
    body_html: null,
  },
];

function open() {
  const router = createMemoryRouter(
    [
      { path: '/staff/mailbox', element: <StaffMailboxPage /> },
      { path: '/staff/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/staff/mailbox'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('/staff/mailbox', () => {
  it('lists messages and shows the HTML only in a sandboxed frame, with its links', async () => {
    stubFetch({
      'Staff/Me': () => me('staff'),
      'Staff/Outbox': () => ({ Status: 'SUCCESS', messages }),
    });
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Your saved cart'),
      expect.stringContaining('(no subject)'),
    ]);
    expect(screen.getByText('Signed in as Grace Hopper (staff)')).toBeVisible();

    await user.click(items[0]!);
    const viewer = screen.getByRole('region', { name: 'Message' });
    const frame = within(viewer).getByTitle('HTML version of Your saved cart');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(messages[0]!.body_html);
    // The message's markup never becomes part of this page.
    expect(document.querySelector('script')).toBeNull();
    expect(
      within(viewer).getByRole('link', { name: 'https://shop.example/retrieve?scartid=abc' }),
    ).toHaveAttribute('href', 'https://shop.example/retrieve?scartid=abc');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    // Delivered by a job: how many tries it took (a message without a job shows none).
    expect(within(viewer).getByText('Delivery attempts').nextElementSibling).toHaveTextContent('3');
    await user.click(items[1]!);
    expect(within(viewer).queryByText('Delivery attempts')).toBeNull();
  });

  it('filters by channel', async () => {
    const f = stubFetch({
      'Staff/Me': () => me('staff'),
      'Staff/Outbox': () => ({ Status: 'SUCCESS', messages }),
    });
    const { user } = open();
    await screen.findByRole('list', { name: 'Messages' });
    await user.selectOptions(screen.getByLabelText('Show'), 'Texts');
    await vi.waitFor(() => expect(f.called('Staff/Outbox')).toHaveLength(2));
    expect(f.called('Staff/Outbox')[1]?.url.searchParams.get('channel')).toBe('sms');
  });

  it('tells an agent the mailbox is for staff, without asking for the outbox', async () => {
    const f = stubFetch({ 'Staff/Me': () => me('agent') });
    open();
    expect(await screen.findByText('Only staff accounts can see the mailbox.')).toBeVisible();
    expect(f.called('Staff/Outbox')).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to the sign-in page, and back here after', async () => {
    await expectSentToSignIn(open, '/staff/mailbox');
  });

  it('signs out', async () => {
    const f = stubFetch({
      'Staff/Me': () => me('staff'),
      'Staff/Outbox': () => ({ Status: 'SUCCESS', messages: [] }),
    });
    const { user } = open();
    expect(await screen.findByText('No messages yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Sign-in page')).toBeVisible();
    expect(f.called('Staff/SignOut')).toHaveLength(1);
  });
});
