import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingEventsFor, useLandingEvents } from './landing-events';

function Landing() {
  useLandingEvents();
  return null;
}

function open(url: string) {
  const router = createMemoryRouter([{ path: '*', Component: Landing }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** Event names pushed to the tag manager so far. */
const pushed = () =>
  (window.dataLayer ?? []).flatMap((entry) => (entry as { events?: string[] }).events ?? []);

beforeEach(() => {
  window.dataLayer = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('landing events', () => {
  it('sends the API landing after 7 s with the simulated qualified flags', () => {
    open('/customize-order?source=FIOSAPI');
    act(() => vi.advanceTimersByTime(6999));
    expect(pushed()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(pushed()).toEqual(['Fios_API_Landing']);
    expect(window.dataLayer?.[0]).toMatchObject({
      pageData: {
        pageName: '/customize-order',
        qualifiedFlags: {
          fourG: true,
          lte: true,
          fios: true,
          cBand: false,
          hsi: false,
          fiveG: false,
        },
      },
    });
  });

  it('sends the saved-cart, abandoned-cart and banner landings after 10 s', () => {
    open('/customize-order?scartid=abc&cid=C1&SMBBANNERID=B7');
    act(() => vi.advanceTimersByTime(9999));
    expect(pushed()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(pushed()).toEqual([
      'Retrieve_Saved_Cart_Landing',
      'Abandoned_Cart_Landing',
      'SMB_Banner_Landing',
    ]);
  });

  it('sends nothing for a plain visit, or when the visitor left before the delay', () => {
    open('/');
    act(() => vi.advanceTimersByTime(60_000));
    expect(pushed()).toEqual([]);
    expect(landingEventsFor('?source=OFS&SMBBANNERID=')).toEqual([]);
  });

  it('reads the parameters once, on load', () => {
    const router = open('/');
    act(() => void router.navigate('/customize-order?scartid=abc'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(pushed()).toEqual([]);
  });
});
