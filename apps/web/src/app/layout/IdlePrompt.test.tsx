import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../shared/store/app-store';
import { axeViolations } from '../../shared/referral/axe-violations';
import { type FetchCall } from '../../test/address-fixtures';
import { IdlePrompt } from './IdlePrompt';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';

const FIVE_MINUTES = 5 * 60_000;
const SAVED = {
  Status: 'SUCCESS',
  scartid: 'c'.repeat(32),
  EmailSentTo: 'a***@example.com',
  expiresAt: '2026-12-12T00:00:00.000Z',
};

/** The save calls in the order they were made, as 'METHOD Area/Call'. */
const sequenceOf = (calls: FetchCall[]) =>
  calls
    .filter((c) => /\/(Cart\/GetCartInfo|SaveOrder\/\w+)$/.test(c.url.pathname))
    .map((c) => `${c.init?.method ?? 'GET'} ${c.url.pathname.split('/').slice(-2).join('/')}`);
const TITLE = 'Do you want to finish your purchase later?';

function open(path: string, disabled = false) {
  const page = (name: string) => (
    <>
      <IdlePrompt disabled={disabled} />
      <h1>{name}</h1>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: page('checkout') },
      { path: '/customize-order', element: page('customize') },
      { path: '/save-cart', element: page('save cart') },
      { path: '/save-cart-confirmation', element: <h1>Email sent</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  useAppStore.getState().clearAll();
  useAppStore.getState().setCartId('EP-1');
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** `path` left idle for five minutes: the prompt, then real timers for typing into it. */
function idleDialog(path: string) {
  const router = open(path);
  act(() => vi.advanceTimersByTime(FIVE_MINUTES));
  vi.useRealTimers();
  return { router, user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: TITLE }) };
}

describe('idle prompt', () => {
  it.each(['/checkout', '/customize-order'])('opens after 5 minutes idle on %s', (path) => {
    open(path);
    act(() => vi.advanceTimersByTime(FIVE_MINUTES - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('does not open on other pages', () => {
    open('/save-cart');
    act(() => vi.advanceTimersByTime(FIVE_MINUTES * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open without a cart', () => {
    useAppStore.getState().setCartId(null);
    open('/checkout');
    act(() => vi.advanceTimersByTime(FIVE_MINUTES * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open for a referral kiosk', () => {
    open('/checkout', true);
    act(() => vi.advanceTimersByTime(FIVE_MINUTES * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits again after activity, which counts once it pauses for 250 ms', () => {
    open('/checkout');
    act(() => vi.advanceTimersByTime(FIVE_MINUTES - 1000));
    fireEvent.keyDown(document.body);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.keyDown(document.body); // the debounce restarts: counted at +350 ms
    act(() => vi.advanceTimersByTime(250 + FIVE_MINUTES - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('checks the e-mail, saves the cart and opens the confirmation', async () => {
    const f = stubFetch({
      'SaveOrder/DoSaveOrder': () => SAVED,
      'SaveOrder/SaveOrderConfirmation': () => ({
        ...SAVED,
        linkValidDays: 10,
        remindersOn: true,
      }),
    });
    const { router, user, dialog } = idleDialog('/checkout');

    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save cart' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(f.called('SaveOrder/DoSaveOrder')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Email address'));
    await user.type(within(dialog).getByLabelText('Email address'), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save cart' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/save-cart-confirmation'));
    const [call] = f.called('SaveOrder/DoSaveOrder');
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      EMail: 'ann@example.com',
      LastPage: 'checkout',
    });
    // 002 §7: one GET, the POST, then GET; then the confirmation route.
    expect(sequenceOf(f.calls)).toEqual([
      'GET Cart/GetCartInfo',
      'POST SaveOrder/DoSaveOrder',
      'GET SaveOrder/SaveOrderConfirmation',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failure at any step of the save keeps the dialog open with the message', async () => {
    const f = stubFetch({
      'SaveOrder/DoSaveOrder': () => SAVED,
      'SaveOrder/SaveOrderConfirmation': () => failure(404, 'No saved cart in this visit'),
    });
    const { router, user, dialog } = idleDialog('/customize-order');
    await user.type(within(dialog).getByLabelText('Email address'), 'ann@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save cart' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No saved cart in this visit',
    );
    expect(router.state.location.pathname).toBe('/customize-order');
    expect(sequenceOf(f.calls)).toEqual([
      'GET Cart/GetCartInfo',
      'POST SaveOrder/DoSaveOrder',
      'GET SaveOrder/SaveOrderConfirmation',
    ]);
  });

  it("'Return to order' closes it and the wait starts again", () => {
    open('/customize-order');
    act(() => vi.advanceTimersByTime(FIVE_MINUTES));
    fireEvent.click(screen.getByRole('button', { name: 'Return to order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'customize' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(FIVE_MINUTES));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
