import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@bizline/domain/constants';
import { IDEMPOTENCY_HEADER } from '@bizline/domain/wire/checkout';
import { useAppStore } from '../../../shared/store/app-store';
import { routedFetch } from '../../../test/address-fixtures';
import { submitKeyStorageKey, useSubmitOrder } from '../api/submit-order';
import { ReviewSection } from './ReviewSection';
import { creditDoneWith, details, renderSection, stubServer } from '../../../test/checkout-section';

const SSN = '123456789';

const complete = () =>
  details({
    progress: creditDoneWith({ installments: 'Y', installation: 'Y', terms: 'Y' }),
    paymentMethod: 'Card',
    paymentLast4: '1234',
    installation: {
      dueDate: '2026-12-01',
      timeSlotCode: 'AM1',
      timeSlot: '8AM-12PM',
      type: 'tech',
    },
    // What a careless server might add: the review must not show it.
    ...({ ssn: SSN } as object),
  });

const submitted = (credit: 'SUCCESS' | 'FAILURE' = 'SUCCESS') => ({
  Status: 'SUCCESS',
  CreditCheckStatus: credit,
  svc_orderNo: 'MB0123456789',
  Refno: 'R123456789',
});

function keyOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[IDEMPOTENCY_HEADER];
}

// Sections with many fields take a while to type into on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ReviewSection (check your answers)', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
    useAppStore.getState().setCartId('CART-1');
    window.dataLayer = [];
  });

  it("shows every section's answers, the payment as 'Card ending 1234', never an SSN", async () => {
    stubServer(complete());
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    const contact = (await screen.findByText('Contact')).closest('div') as HTMLElement;
    expect(contact).toHaveTextContent('Ada Lovelace');
    expect(contact).toHaveTextContent('ada@example.com');
    expect(contact).toHaveTextContent('(201) 555-0123');
    expect(screen.getByText('Card ending 1234')).toBeVisible();
    expect(screen.getByText('Sole owner')).toBeVisible();
    expect(screen.getByText('Same as the service address')).toBeVisible();
    expect(screen.getByText('Tuesday, December 1, 2026')).toBeVisible();
    expect(screen.getByText('8AM-12PM')).toBeVisible();
    expect(document.body.textContent).not.toContain(SSN);
    expect(document.body.textContent).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
  });

  it('a bank account shows as its last four digits too', async () => {
    stubServer({ ...complete(), paymentMethod: 'BankAccount', paymentLast4: '6789' });
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    expect(await screen.findByText('Bank account ending 6789')).toBeVisible();
  });

  it('each Change link opens its section', async () => {
    stubServer(complete());
    const user = userEvent.setup();
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    await screen.findByText('Card ending 1234');
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(useAppStore.getState().openCheckoutPanel).toBe('installment');
    await user.click(screen.getByRole('button', { name: 'Change installation' }));
    expect(useAppStore.getState().openCheckoutPanel).toBe('installation');
    await user.click(screen.getByRole('button', { name: 'Change type of business' }));
    expect(useAppStore.getState().openCheckoutPanel).toBe('creditCheck');
    await user.click(screen.getByRole('button', { name: 'Change contact' }));
    expect(useAppStore.getState().openCheckoutPanel).toBe('businessInfo');
  });

  it('submit goes to /confirmation with svc_orderNo and Refno, and sends the confirmation event', async () => {
    const f = stubServer(complete(), { 'Checkout/SubmitOrder': () => submitted() });
    const user = userEvent.setup();
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(/^at \/confirmation state/)).toHaveTextContent(
      'at /confirmation state {"svc_orderNo":"MB0123456789","Refno":"R123456789"}',
    );
    expect(useAppStore.getState().confirmationInfo).toEqual({
      svc_orderNo: 'MB0123456789',
      Refno: 'R123456789',
    });
    expect(keyOf(f.called('Checkout/SubmitOrder')[0]?.init)).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(window.dataLayer)).toContain(ANALYTICS_EVENTS.orderConfirmation);
    // The attempt is over: the next order gets a new key.
    expect(sessionStorage.getItem(submitKeyStorageKey('CART-1'))).toBeNull();
  });

  it('a credit check FAILURE goes to /confirmation-contact-rep', async () => {
    stubServer(complete(), { 'Checkout/SubmitOrder': () => submitted('FAILURE') });
    const user = userEvent.setup();
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(/^at \/confirmation-contact-rep state/)).toHaveTextContent(
      '"svc_orderNo":"MB0123456789"',
    );
  });

  it('a FAILURE answer shows the global error and stays on the page', async () => {
    stubServer(complete(), {
      'Checkout/SubmitOrder': () => ({
        ...submitted(),
        Status: 'FAILURE',
        message: 'Complete the terms section first.',
      }),
    });
    const user = userEvent.setup();
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Submit order' }));
    await waitFor(() =>
      expect(useAppStore.getState().globalError).toEqual({
        message: 'Complete the terms section first.',
      }),
    );
    expect(screen.queryByText(/^at \//)).not.toBeInTheDocument();
  });

  it('Submit order is disabled while the no-SSN box is checked', async () => {
    stubServer(complete());
    useAppStore.getState().setNoSsnChecked(true);
    renderSection(<ReviewSection onSaved={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Submit order' })).toBeDisabled();
  });
});

function SubmitProbe() {
  const { submit, isSubmitting } = useSubmitOrder();
  return (
    <>
      <button type="button" onClick={() => void submit()}>
        probe submit
      </button>
      <button type="button" onClick={() => void submit()}>
        other submit
      </button>
      <p>{isSubmitting ? 'busy' : 'idle'}</p>
    </>
  );
}

describe('useSubmitOrder idempotency', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
    useAppStore.getState().setCartId('CART-2');
  });

  it('a double submit sends one request', async () => {
    let release: () => void = () => undefined;
    // The submit answers only when the test releases it.
    const f = routedFetch({});
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/Checkout/SubmitOrder')) {
          f.calls.push({ url: new URL(url, 'http://localhost'), init });
          return new Promise<Response>((resolve) => {
            release = () => resolve(Response.json(submitted()));
          });
        }
        return f.fn(input, init);
      }),
    );
    renderSection(<SubmitProbe />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'probe submit' }));
    await user.click(screen.getByRole('button', { name: 'probe submit' }));
    await user.click(screen.getByRole('button', { name: 'other submit' }));
    expect(screen.getByText('busy')).toBeVisible();
    await waitFor(() => expect(f.called('Checkout/SubmitOrder')).toHaveLength(1));
    act(() => release());
    expect(await screen.findByText(/^at \/confirmation state/)).toBeVisible();
    expect(f.called('Checkout/SubmitOrder')).toHaveLength(1);
  });

  it('a request without an answer keeps the key: the retry after a reload sends the same key', async () => {
    let fail = true;
    const keys: (string | undefined)[] = [];
    const f = routedFetch({});
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/Checkout/SubmitOrder')) {
          keys.push(keyOf(init));
          return fail
            ? Promise.reject(new TypeError('Failed to fetch'))
            : Promise.resolve(Response.json(submitted()));
        }
        return f.fn(input, init);
      }),
    );
    const first = renderSection(<SubmitProbe />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'probe submit' }));
    // The client's own retries carry the key too; then the fallback page NTE_CO_SubmitOrder.
    expect(
      await screen.findByText(/^at \/lbo\?code=NTE_CO_SubmitOrder/, {}, { timeout: 8000 }),
    ).toBeVisible();
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    const key = keys[0];
    expect(sessionStorage.getItem(submitKeyStorageKey('CART-2'))).toBe(key);

    // "Reload": a new page instance submits again.
    first.router.dispose();
    document.body.innerHTML = '';
    fail = false;
    renderSection(<SubmitProbe />);
    await user.click(screen.getByRole('button', { name: 'probe submit' }));
    expect(await screen.findByText(/^at \/confirmation state/)).toBeVisible();
    expect(keys.at(-1)).toBe(key);
  }, 20_000);
});
