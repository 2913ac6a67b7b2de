import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SaveOrderConfirmationAnswer } from '@bizline/domain/wire/saved-cart';
import { sampleFloatingCart } from '../../test/cart-fixtures';
import { useAppStore } from '../../shared/store/app-store';
import type { routedFetch } from '../../test/address-fixtures';
import { SaveCartConfirmationPage } from './SaveCartConfirmationPage';
import { SaveCartForm } from './SaveCartForm';
import { SaveCartPage } from './SaveCartPage';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { failure } from '../../test/answers';

const SAVED = {
  Status: 'SUCCESS',
  scartid: 'c'.repeat(32),
  EmailSentTo: 'a***@example.com',
  expiresAt: '2026-12-12T00:00:00.000Z',
};

function confirmation(over: Partial<SaveOrderConfirmationAnswer> = {}) {
  return { ...SAVED, linkValidDays: 10, remindersOn: true, ...over };
}

function open(path: string, entries: string[] = [path]) {
  const { router } = renderRoutes(
    [
      { path: '/save-cart', Component: SaveCartPage },
      { path: '/save-cart-confirmation', Component: SaveCartConfirmationPage },
      { path: '/customize-order', element: <h1>customize</h1> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return router;
}

function install(routes: Parameters<typeof routedFetch>[0] = {}) {
  const f = stubFetch({
    'Cart/GetFloatingCart': () => sampleFloatingCart(),
    'Qualify/EmailPreValidation': () => ({ Message: 'SUCCESS' }),
    'SaveOrder/DoSaveOrder': () => SAVED,
    'SaveOrder/SaveOrderConfirmation': () => confirmation(),
    ...routes,
  });
  return f;
}

const bodyOf = (call: { init: RequestInit | undefined } | undefined): unknown =>
  JSON.parse(String(call?.init?.body));

/** Types the email address and its confirmation, the form's two required fields. */
async function typeEmails(
  user: ReturnType<typeof userEvent.setup>,
  email = 'ada@example.com',
  confirm = email,
) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Confirm email address'), confirm);
}

describe('/save-cart (customer)', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('refuses a bad and a mismatched e-mail with the 002 §5 messages and the banner', async () => {
    const f = install();
    const user = userEvent.setup();
    open('/save-cart');
    await screen.findByRole('button', { name: 'Save cart' });
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByText('Please enter required fields.')).toBeVisible();
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement!;
    expect(
      within(summary).getByRole('link', { name: 'Please enter your valid email address.' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your valid email address.',
    );

    await typeEmails(user, 'Ada@Example.com', 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByLabelText('Confirm email address')).toHaveAccessibleDescription(
      'Email address not matching.',
    );
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid');
    expect(f.called('SaveOrder/DoSaveOrder')).toHaveLength(0);
  });

  it('the empty form gives one error summary, the banner under its title and a link per field', async () => {
    install();
    const user = userEvent.setup();
    open('/save-cart');
    await user.click(await screen.findByRole('button', { name: 'Save cart' }));
    const summaries = await screen.findAllByRole('alert');
    expect(summaries).toHaveLength(1);
    const summary = summaries[0]!;
    expect(summary).toHaveAccessibleName('There is a problem');
    expect(within(summary).getByText('Please enter required fields.')).toBeVisible();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Please enter your valid email address.', 'Email address not matching.']);
    expect(summary).toHaveFocus();
  });

  it("prefills the e-mail with the server's value, before the one typed on the address page", async () => {
    useAppStore.getState().setEmail('typed@example.com');
    install({ 'SaveOrder/SaveCartDefaults': () => ({ EMail: 'known@example.com' }) });
    open('/save-cart');
    expect(await screen.findByLabelText('Email address')).toHaveValue('known@example.com');
    expect(screen.getByLabelText('Confirm email address')).toHaveValue('known@example.com');
  });

  it('without a server value, prefills the e-mail typed on the address page', async () => {
    useAppStore.getState().setEmail('typed@example.com');
    install({ 'SaveOrder/SaveCartDefaults': () => ({ EMail: '' }) });
    open('/save-cart');
    expect(await screen.findByLabelText('Email address')).toHaveValue('typed@example.com');
  });

  it('saves with the exact fields, confirm compared case-insensitively, and shows Email sent', async () => {
    const f = install();
    const user = userEvent.setup();
    const router = open('/save-cart');
    await typeEmails(user, 'Ada@Example.com', 'ada@example.COM');
    await user.type(screen.getByLabelText('Comments (optional)'), 'Call me after 5');
    await user.click(screen.getByRole('radio', { name: 'Very good' }));
    await user.click(screen.getByRole('checkbox', { name: /prices and availability/ }));
    expect(screen.getByRole('checkbox', { name: 'Send me reminders' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/save-cart-confirmation'));
    expect(bodyOf(f.called('Qualify/EmailPreValidation')[0])).toEqual({
      email: 'Ada@Example.com',
    });
    expect(bodyOf(f.called('SaveOrder/DoSaveOrder')[0])).toEqual({
      Comments: 'Call me after 5',
      Disclaimer: 'Y',
      EMail: 'Ada@Example.com',
      RatingSelected: 4,
      SkipReminderMail: 'N',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Email sent' })).toBeVisible();
    expect(
      await screen.findByText('We sent a link to your saved cart to a***@example.com.'),
    ).toBeVisible();
  });

  it('saves as the 002 §7 sequence: GET cart info, POST DoSaveOrder, GET the confirmation', async () => {
    const f = install();
    const user = userEvent.setup();
    const router = open('/save-cart');
    await typeEmails(user);
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/save-cart-confirmation'));
    // After the page's own read of the form's starting e-mail (SaveCartDefaults).
    const sequence = f.calls
      .filter((c) => /\/(Cart\/GetCartInfo|SaveOrder\/\w+)$/.test(c.url.pathname))
      .filter((c) => !c.url.pathname.endsWith('/SaveOrder/SaveCartDefaults'))
      .map((c) => `${c.init?.method ?? 'GET'} ${c.url.pathname.split('/').slice(-2).join('/')}`);
    expect(sequence).toEqual([
      'GET Cart/GetCartInfo',
      'POST SaveOrder/DoSaveOrder',
      'GET SaveOrder/SaveOrderConfirmation',
    ]);
    // The page shows the sequence's confirmation without asking again.
    expect(await screen.findByText('The saved cart link is valid for 10 days.')).toBeVisible();
    expect(f.called('SaveOrder/SaveOrderConfirmation')).toHaveLength(1);
  });

  it('a failed cart-info GET keeps the visitor on the form and saves nothing', async () => {
    const f = install({
      'Cart/GetCartInfo': () => failure(409, 'No cart: qualify an address first'),
    });
    const user = userEvent.setup();
    const router = open('/save-cart');
    await typeEmails(user);
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByText('No cart: qualify an address first')).toBeVisible();
    expect(router.state.location.pathname).toBe('/save-cart');
    expect(f.called('SaveOrder/DoSaveOrder')).toHaveLength(0);
    expect(f.called('SaveOrder/SaveOrderConfirmation')).toHaveLength(0);
  });

  it('a refused DoSaveOrder stops before the confirmation GET', async () => {
    const f = install({
      'SaveOrder/DoSaveOrder': () =>
        failure(400, 'Please enter your valid email address.', { field: 'EMail' }),
    });
    const user = userEvent.setup();
    const router = open('/save-cart');
    await typeEmails(user);
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your valid email address.',
    );
    expect(router.state.location.pathname).toBe('/save-cart');
    expect(f.called('Cart/GetCartInfo')).toHaveLength(1);
    expect(f.called('SaveOrder/SaveOrderConfirmation')).toHaveLength(0);
  });

  it('sends SkipReminderMail Y when reminders are unchecked, no rating when none is chosen', async () => {
    const f = install();
    const user = userEvent.setup();
    open('/save-cart');
    await typeEmails(user);
    await user.click(screen.getByRole('checkbox', { name: 'Send me reminders' }));
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    await waitFor(() => expect(f.called('SaveOrder/DoSaveOrder')).toHaveLength(1));
    expect(bodyOf(f.called('SaveOrder/DoSaveOrder')[0])).toEqual({
      Comments: '',
      Disclaimer: 'N',
      EMail: 'ada@example.com',
      SkipReminderMail: 'Y',
    });
  });

  it('stops when the server says the e-mail is not valid', async () => {
    const f = install({
      'Qualify/EmailPreValidation': () => ({ Message: 'INVALID', reason: 'x' }),
    });
    const user = userEvent.setup();
    open('/save-cart');
    await typeEmails(user);
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByText('Please enter required fields.')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter your valid email address.',
    );
    expect(f.called('SaveOrder/DoSaveOrder')).toHaveLength(0);
  });

  it('shows the rating options of 002 §5 in order and opens the floating cart', async () => {
    install();
    open('/save-cart');
    const group = await screen.findByRole('group', { name: /rate your experience/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['5', '4', '3', '2', '1']);
    expect(within(group).getByRole('radio', { name: 'Great!' })).toHaveAttribute('value', '5');
    expect(within(group).getByRole('radio', { name: 'Poor' })).toHaveAttribute('value', '1');
    await waitFor(() => expect(screen.getAllByRole('button', { expanded: true }).length).toBe(1));
  });

  it('without a cart says there is nothing to save and offers address entry', async () => {
    install({
      'Cart/GetFloatingCart': () => failure(409, 'no cart'),
    });
    open('/save-cart');
    expect(await screen.findByRole('link', { name: 'Go to address entry' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Save your cart' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save cart' })).toBeNull();
  });

  it('without navigation the form shows the success banner (002 §4)', async () => {
    install();
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <SaveCartForm /> }]);
    render(<RouterProvider router={router} />);
    await typeEmails(user);
    await user.click(screen.getByRole('button', { name: 'Save cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your cart has been saved. We sent the link to a***@example.com.',
    );
  });
});

describe('/save-cart-confirmation', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
    window.history.replaceState(null, '');
  });

  it('Back to Order reloads the cart and goes back two history steps', async () => {
    const f = install();
    window.history.replaceState({ idx: 2 }, '');
    const user = userEvent.setup();
    const router = open('/save-cart-confirmation', [
      '/customize-order',
      '/save-cart',
      '/save-cart-confirmation',
    ]);
    expect(await screen.findByText('The saved cart link is valid for 10 days.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize-order'));
    expect(router.state.historyAction).toBe('POP');
    expect(f.called('Cart/GetFloatingCart').length).toBeGreaterThan(0);
  });

  it('Back to Order goes to /customize-order without history', async () => {
    install();
    const user = userEvent.setup();
    const router = open('/save-cart-confirmation');
    await user.click(await screen.findByRole('button', { name: 'Back to Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customize-order'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('without a save in this session says so', async () => {
    install({
      'SaveOrder/SaveOrderConfirmation': () => failure(404, 'none'),
    });
    open('/save-cart-confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We can't show a saved cart here" }),
    ).toBeVisible();
  });
});
