import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { ConsoleApp } from './ConsoleApp';

const me = (role: 'admin' | 'agent') => ({
  Status: 'SUCCESS',
  staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role },
});

function open(path: string) {
  return renderRoutes(
    [
      { path: '/staff/*', element: <ConsoleApp /> },
      { path: '/staff/sign-in', element: <h1>Sign-in page</h1> },
    ],
    { initialEntries: [path] },
  );
}

describe('console shell', () => {
  it('shows an agent the work sections only, and no access to an admin page', async () => {
    stubFetch({
      'Staff/Me': () => me('agent'),
      'Console/Accounts': () => ({ Status: 'SUCCESS', accounts: [] }),
    });
    open('/staff/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'No access' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Your account has no access to this page.');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Call-backs' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Staff accounts' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('shows an admin the admin sections and opens them', async () => {
    stubFetch({
      'Staff/Me': () => me('admin'),
      'Console/Accounts': () => ({
        Status: 'SUCCESS',
        accounts: [
          {
            id: 1,
            email: 'grace@example.com',
            firstName: 'Grace',
            lastName: 'Hopper',
            role: 'admin',
            disabled: false,
            createdAt: '2026-11-01T00:00:00Z',
          },
        ],
      }),
    });
    open('/staff/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Grace Hopper' })).toBeVisible();
    // Nobody disables their own account.
    expect(screen.queryByRole('button', { name: 'Disable Grace Hopper' })).toBeNull();
  });

  it("names the open section on the phone's fold button, which unfolds the list and folds it again once a section is chosen", async () => {
    stubFetch({
      'Staff/Me': () => me('agent'),
      'Console/Callbacks': () => ({ Status: 'SUCCESS', callbacks: [], hasMore: false }),
      'Console/Waitlist': () => ({ Status: 'SUCCESS', registrations: [], hasMore: false }),
    });
    const user = userEvent.setup();
    open('/staff/callbacks');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    const fold = within(nav).getByRole('button', { name: 'Sections: Call-backs' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(fold.getAttribute('aria-controls')!)!;
    expect(list).toContainElement(within(nav).getByRole('link', { name: 'Waitlist' }));
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Waitlist' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
    const moved = within(nav).getByRole('button', { name: 'Sections: Waitlist' });
    expect(moved).toHaveAttribute('aria-expanded', 'false');
    // The group names label the lists; they are not headings ahead of the page's h1.
    expect(within(nav).queryByRole('heading')).toBeNull();
    expect(within(nav).getByRole('list', { name: 'Work' })).toBeVisible();
  });

  it('sends a visitor who is not signed in to the sign-in page with next', async () => {
    stubFetch({
      'Staff/Me': () =>
        Response.json({ Status: 'FAILURE', message: 'Please sign in.' }, { status: 401 }),
    });
    const { router } = open('/staff/waitlist?zip=19901');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeVisible();
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/staff/waitlist?zip=19901')}`,
    );
  });
});
