import { Suspense } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRIEVAL_REDIRECT_WAIT_MS } from '@bizline/domain/constants';
import type { GetRetrievedOrderAnswer, JointOfferSaveCart } from '@bizline/domain/wire/saved-cart';
import { STORE_KEY, useAppStore } from '../../shared/store/app-store';
import type { routedFetch } from '../../test/address-fixtures';
import {
  hasPriorValidation,
  isRedirectDone,
  markRedirectDone,
  storeValidation,
} from './gate-storage';
import { SavedCartBoundary } from './SavedCartBoundary';
import { renderRoutes, stubFetch } from '../../test/render-routes';

// The altcha widget does proof of work in a web component; here a button stands in for it.
// Like the widget, a new resetKey forgets the solved payload, and with renewOnReset solves the
// fresh challenge by itself.
vi.mock('../../shared/ui/Captcha', async () => {
  const { useEffect } = await import('react');
  return {
    Captcha: ({
      onChange,
      label,
      resetKey,
      renewOnReset,
    }: {
      onChange: (p: string | null) => void;
      label: string;
      resetKey: number;
      renewOnReset?: boolean;
    }) => {
      useEffect(() => {
        if (resetKey > 0) onChange(renewOnReset ? `solved-payload-${resetKey}` : null);
      }, [resetKey, onChange, renewOnReset]);
      return (
        <button type="button" onClick={() => onChange('solved-payload')}>
          {label}
        </button>
      );
    },
  };
});

const CART = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const LINK = `/customize-order?scartid=${CART}`;

/** The server's refusal: `status` with its message. */
const refused = (status: number, message: string) => () =>
  Response.json({ Status: 'FAILURE', message }, { status });

/** Pass the gate with an e-mail address: type it, solve the captcha, Verify. */
async function passGate(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Confirm you are not a robot' }));
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

function retrieved(over: Partial<GetRetrievedOrderAnswer> = {}): GetRetrievedOrderAnswer {
  return {
    Status: 'SUCCESS',
    scartid: CART,
    LastPage: 'customize',
    changes: [],
    PageLoadType: 'R',
    JointOfferSaveCart: {
      JointofferStatus: 'Y',
      JointOfferPrice: '40.00',
      OneGigSpeedPrice: '80.00',
    },
    ...over,
  };
}

function open(path: string, gateFeatureOn = true) {
  const { router } = renderRoutes(
    [
      {
        path: '/',
        element: (
          <Suspense fallback={<p>loading</p>}>
            <SavedCartBoundary gateFeatureOn={gateFeatureOn}>
              <Outlet />
            </SavedCartBoundary>
          </Suspense>
        ),
        children: [
          { index: true, element: <h1>Start page</h1> },
          { path: 'customize-order', element: <h1>Customize page</h1> },
          { path: 'checkout', element: <h1>Checkout page</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return router;
}

function install(routes: Parameters<typeof routedFetch>[0] = {}) {
  const f = stubFetch({
    'SaveOrder/VerifySavedCart': () => ({ Status: 'SUCCESS', scartid: CART }),
    'SaveOrder/GetRetrievedOrder': () => retrieved(),
    ...routes,
  });
  return f;
}

/** Opens the link with the verification refused, and passes the gate with `email`. */
async function verifyRefused(status: number, message: string, email: string) {
  const f = install({ 'SaveOrder/VerifySavedCart': refused(status, message) });
  open(LINK);
  await passGate(userEvent.setup(), email);
  return f;
}

const GATE = 'Verify your email to open your saved cart';

describe('saved-cart gate: when it shows (002 §4)', () => {
  beforeEach(() => useAppStore.getState().clearAll());

  it('shows for a scartid link with the flag on, and before it no cart is read', async () => {
    const f = install();
    open(LINK);
    const heading = await screen.findByRole('heading', { level: 1, name: GATE });
    // Focus moves to the heading once the page has rendered (an effect after the first paint).
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Customize page' })).toBeNull();
    expect(f.called('SaveOrder/GetRetrievedOrder')).toHaveLength(0);
  });

  it('shows for a cid link too (scartId spelt either way)', async () => {
    install();
    open('/?cid=X123');
    expect(await screen.findByRole('heading', { level: 1, name: GATE })).toBeVisible();
  });

  it('does not show with fiosreferral', async () => {
    install();
    open(`${LINK}&fiosreferral=Y`);
    expect(await screen.findByRole('heading', { name: 'Customize page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: GATE })).toBeNull();
  });

  it('does not show without cid or scartid', async () => {
    install();
    open('/customize-order?cmp=ABC');
    expect(await screen.findByRole('heading', { name: 'Customize page' })).toBeVisible();
  });

  it('does not show with the flag off: the link goes straight to retrieval', async () => {
    const f = install();
    open(LINK, false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: GATE })).toBeNull();
    await waitFor(() => expect(f.called('SaveOrder/GetRetrievedOrder')).toHaveLength(1));
  });

  it('does not show when a validation for this cart is stored: retrieval goes on', async () => {
    install();
    storeValidation(CART);
    open(LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: GATE })).toBeNull();
  });

  it('a validation stored for another cart does not count', async () => {
    install();
    storeValidation('another');
    open(LINK);
    expect(await screen.findByRole('heading', { level: 1, name: GATE })).toBeVisible();
  });

  it('with validation stored and the redirect done, the page shows as is', async () => {
    const f = install();
    storeValidation(CART);
    markRedirectDone(CART);
    open(LINK);
    expect(await screen.findByRole('heading', { name: 'Customize page' })).toBeVisible();
    expect(f.called('SaveOrder/GetRetrievedOrder')).toHaveLength(0);
  });

  it('a 403 from retrieval sends the visitor to the gate', async () => {
    install({
      'SaveOrder/GetRetrievedOrder': refused(403, 'Verify your email address to open this cart.'),
    });
    open(LINK, false);
    expect(await screen.findByRole('heading', { level: 1, name: GATE })).toBeVisible();
  });
});

describe('saved-cart gate: verification', () => {
  beforeEach(() => useAppStore.getState().clearAll());

  it('Verify is disabled until the e-mail is valid and the captcha is solved', async () => {
    install();
    const user = userEvent.setup();
    open(LINK);
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    const email = screen.getByLabelText('Email address');
    await user.type(email, 'ada@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter valid email');
    await user.click(screen.getByRole('button', { name: 'Confirm you are not a robot' }));
    expect(verify).toBeDisabled();
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(verify).toBeEnabled();
  });

  it('a mismatch shows the server message; the captcha stays solved with a fresh challenge', async () => {
    const f = await verifyRefused(
      403,
      'We could not verify that email address for this cart.',
      'eve@example.com',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify that email address for this cart.',
    );
    expect(JSON.parse(String(f.called('SaveOrder/VerifySavedCart')[0]?.init?.body))).toEqual({
      email: 'eve@example.com',
      sessionId: CART,
      altcha: 'solved-payload',
    });
    // No second captcha to solve: the corrected e-mail goes with a fresh payload.
    const verify = screen.getByRole('button', { name: 'Verify' });
    await waitFor(() => expect(verify).toBeEnabled());
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'ada@example.com');
    await user.click(verify);
    await waitFor(() => expect(f.called('SaveOrder/VerifySavedCart')).toHaveLength(2));
    expect(JSON.parse(String(f.called('SaveOrder/VerifySavedCart')[1]?.init?.body))).toEqual({
      email: 'ada@example.com',
      sessionId: CART,
      altcha: 'solved-payload-1',
    });
    expect(hasPriorValidation(CART)).toBe(false);
    expect(f.called('SaveOrder/GetRetrievedOrder')).toHaveLength(0);
  });

  it('shows the rate limit message (429)', async () => {
    await verifyRefused(
      429,
      'Too many attempts to open this cart. Please try again in an hour.',
      'eve@example.com',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts to open this cart. Please try again in an hour.',
    );
  });

  it('an expired or unknown link shows a clear page with Start again', async () => {
    await verifyRefused(
      404,
      'This saved cart link has expired or does not exist.',
      'ada@example.com',
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This saved cart link has expired or does not exist.',
      }),
    ).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/');
  });

  it('an expired link at retrieval shows the same page', async () => {
    install({
      'SaveOrder/GetRetrievedOrder': refused(404, 'gone'),
    });
    storeValidation(CART);
    open(LINK);
    expect(
      await screen.findByRole('heading', {
        name: 'This saved cart link has expired or does not exist.',
      }),
    ).toBeVisible();
  });
});

describe('saved-cart retrieval (002 §4)', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function verify() {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await passGate(user, 'Ada@Example.com');
  }

  it('after the gate: stores the validation, waits 3 s, then /customize-order', async () => {
    const f = install();
    const router = open(`${LINK}&cmp=SPRING&SMBBANNERID=B7&source=email`);
    await verify();
    expect(await screen.findByText('Taking you to your order in a few seconds…')).toBeVisible();
    expect(hasPriorValidation(CART)).toBe(true);
    const query = f.called('SaveOrder/GetRetrievedOrder')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      scartid: CART,
      cmp: 'SPRING',
      SMBBANNERID: 'B7',
      source: 'email',
    });
    expect(router.state.location.pathname).toBe('/customize-order');
    expect(router.state.location.search).not.toBe('');
    await act(() => vi.advanceTimersByTimeAsync(RETRIEVAL_REDIRECT_WAIT_MS));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/customize-order');
    expect(await screen.findByRole('heading', { name: 'Customize page' })).toBeVisible();
    expect(isRedirectDone(CART)).toBe(true);
    expect(useAppStore.getState().cartId).toBe(CART);
  });

  it('goes to /checkout when the last visited page was checkout; Back leads to customize', async () => {
    window.history.replaceState(null, '', '/somewhere-else');
    install({ 'SaveOrder/GetRetrievedOrder': () => retrieved({ LastPage: 'checkout' }) });
    storeValidation(CART);
    const router = open(LINK);
    await screen.findByText('Taking you to your order in a few seconds…');
    await act(() => vi.advanceTimersByTimeAsync(RETRIEVAL_REDIRECT_WAIT_MS - 100));
    expect(router.state.location.pathname).toBe('/customize-order');
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.historyAction).toBe('PUSH');
    // The browser entry before /checkout is /customize-order, so Back returns there.
    expect(window.location.pathname).toBe('/customize-order');
  });

  it('keeps the saved-cart offer in the store (sessionStorage) until clearAll (002 §3)', async () => {
    const offer: JointOfferSaveCart = {
      JointofferStatus: 'Y',
      JointOfferPrice: '40.00',
      OneGigSpeedPrice: '80.00',
    };
    install({ 'SaveOrder/GetRetrievedOrder': () => retrieved({ JointOfferSaveCart: offer }) });
    storeValidation(CART);
    open(LINK);
    await screen.findByText('Taking you to your order in a few seconds…');
    expect(useAppStore.getState().savedCartOffer).toEqual(offer);
    expect(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')).toMatchObject({
      state: { savedCartOffer: offer },
    });
    useAppStore.getState().clearAll();
    expect(useAppStore.getState().savedCartOffer).toBeNull();
  });

  it('lists what changed since the save, and goes on only after Continue', async () => {
    install({
      'SaveOrder/GetRetrievedOrder': () =>
        retrieved({
          changes: [
            { productId: 'P1', product: 'Fiber 500', was: '64.99', now: '69.99' },
            { productId: 'P2', product: 'TV Select', was: '50.00', now: null },
          ],
        }),
    });
    storeValidation(CART);
    const router = open(LINK);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Some things have changed since you saved this cart',
      }),
    ).toBeVisible();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Fiber 500: was $64.99, now $69.99',
      'TV Select: was $50.00, no longer available',
    ]);
    await act(() => vi.advanceTimersByTimeAsync(RETRIEVAL_REDIRECT_WAIT_MS * 2));
    expect(router.state.location.search).not.toBe('');
    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    await screen.findByText('Taking you to your order in a few seconds…');
    await act(() => vi.advanceTimersByTimeAsync(RETRIEVAL_REDIRECT_WAIT_MS));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
