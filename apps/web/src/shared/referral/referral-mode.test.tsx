import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIBER_REFERRAL_IDLE_MS } from '@bizline/domain/constants';
import { useAppStore, STORE_KEY } from '../store/app-store';
import { renderApp } from '../../test/render';
import { KioskIdleReset } from './KioskIdleReset';
import { api } from '../api/client';
import {
  captureReferralFlag,
  isReferralMode,
  referralCartProps,
  resetKiosk,
} from './referral-mode';
import { useIdle } from './use-idle';
import { stubFetch } from '../../test/render-routes';
import type { routedFetch } from '../../test/address-fixtures';

beforeEach(() => {
  useAppStore.getState().clearAll();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the referral flag', () => {
  it('is kept in sessionStorage from fiosreferral=Y only', () => {
    captureReferralFlag('?fiosreferral=N');
    expect(isReferralMode()).toBe(false);
    captureReferralFlag('?x=1&fiosreferral=Y');
    expect(sessionStorage.getItem('fiosreferral')).toBe('Y');
    // Later pages without the parameter stay in referral mode.
    captureReferralFlag('');
    expect(isReferralMode()).toBe(true);
  });

  it('switches the floating cart to the kiosk variant', () => {
    expect(referralCartProps(true)).toEqual({
      hideChangeLink: true,
      hidePrint: true,
      showSupport: true,
    });
    expect(referralCartProps(false)).toEqual({});
  });

  it('hides the header and footer (and so the logo link)', async () => {
    renderApp('/?fiosreferral=Y');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /logo|Skip/i })).not.toBeInTheDocument();
  });

  it('leaves the header and footer to other visitors', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

function Harness({ onIdle }: { onIdle: () => void }) {
  useIdle({ timeoutMs: FIBER_REFERRAL_IDLE_MS, throttleMs: 500, onIdle });
  return null;
}

describe('useIdle', () => {
  it('fires after 45 s without activity, once', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Harness onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(FIBER_REFERRAL_IDLE_MS - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(FIBER_REFERRAL_IDLE_MS * 3));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('restarts on activity, at most once per 500 ms (the last activity counts at its end)', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    render(<Harness onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.pointerDown(document.body); // t=10 000: restarts now
    act(() => vi.advanceTimersByTime(200));
    fireEvent.keyDown(document.body); // t=10 200: throttled, restarts at 10 500
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseMove(document.body); // t=10 300: same throttled restart
    // Unthrottled, the wait would end at 10 300 + 45 000; without the trailing restart, 55 000.
    act(() => vi.advanceTimersByTime(55_499 - 10_300));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('the kiosk idle reset', () => {
  it('after 45 s idle clears the store, storage and cache and goes back to the start', () => {
    vi.useFakeTimers();
    sessionStorage.setItem('fiosreferral', 'Y');
    sessionStorage.setItem('someone-elses-answer', 'x');
    const store = useAppStore.getState();
    store.setCartId('EP-LAST-CUSTOMER');
    store.setSavedCartError(true);
    expect(sessionStorage.getItem(STORE_KEY)).toContain('EP-LAST-CUSTOMER');

    const client = new QueryClient();
    client.setQueryData(['floatingCart'], { address: '1 Main St' });
    const router = createMemoryRouter(
      [
        { path: '/', element: <h1>start</h1> },
        {
          path: '/customize-order',
          element: (
            <>
              <KioskIdleReset />
              <label>
                Email <input defaultValue="last@customer.test" />
              </label>
            </>
          ),
        },
      ],
      { initialEntries: ['/', '/customize-order'], initialIndex: 1 },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    screen.getByLabelText('Email').focus();

    act(() => vi.advanceTimersByTime(FIBER_REFERRAL_IDLE_MS - 1));
    expect(router.state.location.pathname).toBe('/customize-order');
    act(() => vi.advanceTimersByTime(1));

    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'start' })).toBeInTheDocument();
    expect(useAppStore.getState()).toMatchObject({ cartId: null, savedCartError: false });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(sessionStorage.getItem('fiosreferral')).toBe('Y');
    expect(sessionStorage.getItem('someone-elses-answer')).toBeNull();
    expect(sessionStorage.getItem(STORE_KEY) ?? '').not.toContain('EP-LAST-CUSTOMER');
    expect(screen.queryByDisplayValue('last@customer.test')).not.toBeInTheDocument();
  });

  function reset() {
    const navigate = vi.fn();
    resetKiosk({
      clearAll: useAppStore.getState().clearAll,
      queryClient: new QueryClient(),
      navigate,
    });
    return navigate;
  }
  const callNames = (calls: ReturnType<typeof routedFetch>['calls']) =>
    calls.map((c) => c.url.pathname.split('/').slice(-2).join('/'));

  it('ends the server session (no token) and the next call asks for a new token', async () => {
    const f = stubFetch({
      'MicroBiz/EndSession': () => new Response(null, { status: 204 }),
      'Cart/GetFloatingCart': () => ({}),
    });
    api.clearToken();
    await api.get('Cart/GetFloatingCart');
    await api.get('Cart/GetFloatingCart');
    expect(callNames(f.calls)).toEqual([
      'MicroBiz/GetApigeeToken',
      'Cart/GetFloatingCart',
      'Cart/GetFloatingCart',
    ]);

    const navigate = reset();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    await api.get('Cart/GetFloatingCart');

    expect(callNames(f.calls).slice(3)).toEqual([
      'MicroBiz/EndSession',
      'MicroBiz/GetApigeeToken',
      'Cart/GetFloatingCart',
    ]);
    const [end] = f.called('MicroBiz/EndSession');
    expect(end?.init?.method).toBe('POST');
    expect(new Headers(end?.init?.headers).has('Authorization')).toBe(false);
  });

  it("a failed EndSession does not stop the reset, nor the next customer's calls", async () => {
    const f = stubFetch({
      'MicroBiz/EndSession': () => {
        throw new TypeError('Failed to fetch');
      },
      'Cart/GetFloatingCart': () => ({}),
    });
    useAppStore.getState().setCartId('EP-LAST-CUSTOMER');
    api.clearToken();
    await api.get('Cart/GetFloatingCart');

    const navigate = reset();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(useAppStore.getState().cartId).toBeNull();
    await expect(api.get('Cart/GetFloatingCart')).resolves.toEqual({});
    expect(callNames(f.calls).slice(2)).toEqual([
      'MicroBiz/EndSession',
      'MicroBiz/GetApigeeToken',
      'Cart/GetFloatingCart',
    ]);
  });
});
