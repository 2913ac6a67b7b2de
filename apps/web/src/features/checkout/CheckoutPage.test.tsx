import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initialProgress } from '@bizline/domain/checkout/sequence';
import type { CheckoutProgress } from '@bizline/domain/wire/checkout';
import { STORE_KEY, useAppStore } from '../../shared/store/app-store';
import { routedFetch } from '../../test/address-fixtures';
import { renderApp } from '../../test/render';
import { failure } from '../../test/answers';
import { CONTACT } from '../../test/checkout-section';

const SSN = '123456789';

/** A fake checkout server: progress kept across calls, handlers per test. */
function fakeServer(
  over: Record<string, (url: URL, init: RequestInit | undefined) => unknown> = {},
) {
  const state: { progress: CheckoutProgress } = { progress: initialProgress() };
  const f = routedFetch({
    'Checkout/CheckOutDetails': () => ({
      Status: 'SUCCESS',
      progress: state.progress,
      contactInfo: { firstName: '', lastName: '', email: '', phoneNumber: '2015550123' },
      serviceAddress: { address: '100 Summer St', city: 'Boston', state: 'MA', zipCode: '02110' },
      businessInfo: { selected: 'Y', address: '', city: '', state: '', zipCode: '' },
    }),
    'Checkout/NextButtonBI': () => {
      state.progress = { ...state.progress, personalInfo: 'Y' };
      return biAnswer('SUCCESS', 0, state.progress);
    },
    // Read by the terms section when the sequence reaches it.
    'Checkout/BroadbandLabelTemplate': () => ({ Status: 'SUCCESS', labels: [] }),
    'Checkout/TermsAndConditions': () => ({
      Status: 'SUCCESS',
      version: 'T1',
      effectiveDate: '2026-11-01',
      title: 'Terms and conditions of service',
      intro: '',
      sections: [{ heading: '1. Your services', body: 'We provide the services you order.' }],
    }),
    'Checkout/LOANEXT': () => ({ Status: 'SUCCESS', loaRequired: 'N' }),
    ...over,
  });
  return { ...f, state };
}

function biAnswer(status: 'SUCCESS' | 'FAILURE', retryCount: number, progress: CheckoutProgress) {
  return {
    Status: status,
    BillAddrValidatedStatus: status,
    EmailValidationStatus: 'VALID',
    MobileValidationStatus: 'VALID',
    retryCount,
    AutopayUrl: '',
    AutopayScript: '',
    progress,
  };
}

const body = (init: RequestInit | undefined) =>
  JSON.parse(String(init?.body)) as Record<string, unknown>;

const trigger = (name: RegExp) => screen.getByRole('button', { name });

/** The page is its own lazy chunk (all sections): the first load of a run takes a while. */
async function openCheckout() {
  renderApp('/checkout');
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, { timeout: 10_000 });
  await screen.findByRole('button', { name: /Business information/ }, { timeout: 5000 });
}

async function fillBusinessInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Business name' }), 'Engines LLC');
}

// Typing whole forms with user-event takes a few seconds per test.
describe('CheckoutPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('with nothing in the cart it sends the visitor to build a plan (no error page)', async () => {
    const f = fakeServer({
      'Checkout/CheckOutDetails': () =>
        failure(409, 'Your cart is empty: there is nothing to check out.'),
    });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const { router } = renderApp('/checkout');
    const link = await screen.findByRole('link', { name: 'Build your plan' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', '/customize-order');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('opens business info first, one section at a time, and credit check only after saving', async () => {
    const f = fakeServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    const bi = await screen.findByRole('button', { name: /Business information/ });
    expect(bi).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/Credit check/)).toBeDisabled();
    // Sections that do not apply are hidden.
    expect(screen.queryByRole('button', { name: /Refundable deposit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Welcome back offer/ })).not.toBeInTheDocument();

    await fillBusinessInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(trigger(/Credit check/)).toHaveAttribute('aria-expanded', 'true'));
    expect(trigger(/Business information/)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger(/Business information/)).toHaveTextContent('Completed');
    // Reopening business info closes the credit check.
    await user.click(trigger(/Business information/));
    expect(trigger(/Business information/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/Credit check/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('business info posts contactInfo and the billing block as entered', async () => {
    const f = fakeServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await fillBusinessInfo(user);
    await user.click(screen.getByRole('checkbox', { name: 'Use the service address for billing' }));
    await user.type(screen.getByRole('textbox', { name: 'Street address' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Newark');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'nj');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '07102');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(f.called('Checkout/NextButtonBI')).toHaveLength(1));
    const billing = {
      selected: 'N',
      address: '1 Main St',
      city: 'Newark',
      state: 'NJ',
      zipCode: '07102',
      unit: '',
    };
    expect(body(f.called('Checkout/NextButtonBI')[0]?.init)).toEqual({
      contactInfo: { ...CONTACT, selectedMailType: 'E' },
      businessInfo: billing,
      shippingInfo: billing,
      retryCount: 0,
    });
  });

  it('an empty form is stopped with an error summary linking to each field', async () => {
    const f = fakeServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter a valid First Name' })).toHaveAttribute(
      'href',
      '#bi-firstName',
    );
    expect(f.called('Checkout/NextButtonBI')).toHaveLength(0);
  });

  it('a billing address that fails validation opens the credit check after 3 retries', async () => {
    let tries = 0;
    const f = fakeServer({
      'Checkout/NextButtonBI': () => {
        tries += 1;
        if (tries >= 3) f.state.progress = { ...f.state.progress, personalInfo: 'Y' };
        return biAnswer('FAILURE', tries, f.state.progress);
      },
    });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await fillBusinessInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(
      'You can try 2 more times before we continue with the address as entered.',
    );
    expect(trigger(/Credit check/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(
      'You can try 1 more time before we continue with the address as entered.',
    );
    expect(useAppStore.getState().billingRetryCount).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(trigger(/Credit check/)).toHaveAttribute('aria-expanded', 'true'));
    // The client sent its count each time.
    expect(f.called('Checkout/NextButtonBI').map((c) => body(c.init).retryCount)).toEqual([
      0, 1, 2,
    ]);
  });

  it('an INVALID e-mail keeps the credit check closed and counts the failure', async () => {
    const f = fakeServer({
      'Checkout/NextButtonBI': () => ({
        ...biAnswer('SUCCESS', 0, f.state.progress),
        Status: 'FAILURE',
        EmailValidationStatus: 'INVALID',
      }),
    });
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await fillBusinessInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        "We couldn't verify this email address. Please check it.",
      ),
    );
    expect(trigger(/Credit check/)).toBeDisabled();
  });
});

describe('CheckoutPage credit check', { timeout: 30_000 }, () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  async function keyPair() {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    return { pair, jwk };
  }

  function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
    const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  }

  async function creditServer(extra: Parameters<typeof fakeServer>[0] = {}) {
    const { pair, jwk } = await keyPair();
    const f = fakeServer({
      'Checkout/EncryptionKey': () => ({
        kid: 'k1',
        alg: 'RSA-OAEP-256',
        jwk: { kty: 'RSA', n: jwk.n, e: jwk.e },
      }),
      'Checkout/NextButtonCC': () => {
        f.state.progress = { ...f.state.progress, CreditCheckStatus: 'SUCCESS' };
        return {
          CreditCheckStatus: 'SUCCESS',
          depositRequired: 'N',
          depositAmount: '',
          otpMobileMasked: '(•••) •••-0123',
          progress: f.state.progress,
        };
      },
      ...extra,
    });
    f.state.progress = { ...f.state.progress, personalInfo: 'Y' };
    const decrypt = async (cipher: string) =>
      new TextDecoder().decode(
        await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, fromBase64Url(cipher)),
      );
    return { f, decrypt };
  }

  async function fillSoleOwner(user: ReturnType<typeof userEvent.setup>) {
    const owner = await screen.findByRole('group', { name: 'Sole owner' });
    await user.type(within(owner).getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(within(owner).getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(within(owner).getByRole('textbox', { name: 'Month' }), '12');
    await user.type(within(owner).getByRole('textbox', { name: 'Day' }), '10');
    await user.type(within(owner).getByRole('textbox', { name: 'Year' }), '1980');
    return owner;
  }

  it('encrypts the SSN before sending it and never keeps it in the store or sessionStorage', async () => {
    const { f, decrypt } = await creditServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    const owner = await fillSoleOwner(user);
    await user.type(within(owner).getByLabelText('Social security number'), '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(f.called('Checkout/NextButtonCC')).toHaveLength(1));
    const sent = f.called('Checkout/NextButtonCC')[0]?.init;
    expect(String(sent?.body)).not.toContain(SSN);
    expect(String(sent?.body)).not.toContain('6789');
    const request = body(sent) as {
      customerType: string;
      kid: string;
      soleOwner: { ssn: string; dob: unknown; isNoSsn: string; firstName: string };
    };
    expect(request.customerType).toBe('SoleOwner');
    expect(request.kid).toBe('k1');
    expect(request.soleOwner).toMatchObject({
      firstName: 'Ada',
      isNoSsn: 'N',
      dob: { month: 12, day: 10, year: 1980 },
    });
    expect(request.soleOwner.ssn).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decrypt(request.soleOwner.ssn)).toBe(SSN);

    // The passcode step follows; nothing of the SSN was persisted.
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
    const stored = sessionStorage.getItem(STORE_KEY) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(SSN);
    expect(stored).not.toContain('6789');
    expect(JSON.stringify(useAppStore.getState())).not.toContain('6789');
  });

  it('a passed credit check reads as success with the focus on it, and its step is In progress', async () => {
    const { f } = await creditServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    const owner = await fillSoleOwner(user);
    await user.type(within(owner).getByLabelText('Social security number'), '123-45-6789');
    expect(trigger(/Credit check/)).toHaveTextContent('Not started');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const answer = await screen.findByText('Credit check complete.');
    expect(answer).toHaveAttribute('role', 'status');
    // The success style, not the warning notice used for problems.
    expect(answer.className).toMatch(/success/);
    expect(answer.className).not.toMatch(/notice/);
    // The form went away: the focus is on its answer, not on the page.
    await waitFor(() => expect(answer).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
    // The passcode is still to verify: the step has started, it is not complete.
    expect(trigger(/Credit check/)).toHaveTextContent('In progress');
    expect(trigger(/Credit check/)).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
  });

  it('corporation: the tax id is stripped of non-alphanumerics and encrypted', async () => {
    const { f, decrypt } = await creditServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Corporation' }));
    await user.type(screen.getByRole('textbox', { name: 'Legal business name' }), 'Engines Inc');
    await user.type(screen.getByRole('textbox', { name: 'Tax ID number (EIN)' }), '12-3456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(f.called('Checkout/NextButtonCC')).toHaveLength(1));
    const request = body(f.called('Checkout/NextButtonCC')[0]?.init) as {
      corporation: { billingName: string; taxIdNumber: string };
      soleOwner?: unknown;
    };
    expect(request.soleOwner).toBeUndefined();
    expect(request.corporation.billingName).toBe('Engines Inc');
    expect(await decrypt(request.corporation.taxIdNumber)).toBe('123456789');
  });

  it('the SSN rule: a sole owner without SSN or the no-SSN box is stopped', async () => {
    const { f } = await creditServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await fillSoleOwner(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('link', {
      name: "Enter your social security number, or tick 'I don't have a social security number'",
    });
    expect(f.called('Checkout/NextButtonCC')).toHaveLength(0);
  });

  it('the no-SSN box disables Submit order', async () => {
    const { f } = await creditServer();
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    const owner = await fillSoleOwner(user);
    await user.click(
      within(owner).getByRole('checkbox', { name: "I don't have a social security number" }),
    );
    const submit = screen.getByRole('button', { name: 'Submit order' });
    await waitFor(() => expect(submit).toBeDisabled());
    expect(useAppStore.getState().noSsnChecked).toBe(true);
    expect(
      screen.getByText(/Submit order is not available without a social security number/),
    ).toBeInTheDocument();
    await user.click(
      within(owner).getByRole('checkbox', { name: "I don't have a social security number" }),
    );
    await waitFor(() => expect(useAppStore.getState().noSsnChecked).toBe(false));
  });

  it('passcode: sends, refuses a wrong code with the server message, then verifies', async () => {
    let verifyCalls = 0;
    const { f } = await creditServer({
      'Checkout/SendOTPSMS': () => ({
        Status: 'SUCCESS',
        message: 'sent',
        expiresInSeconds: 300,
      }),
      'Checkout/VerifyOTPSMS': () => {
        verifyCalls += 1;
        if (verifyCalls === 1)
          return failure(400, 'That code is not right. You have 4 tries left.', {
            field: 'OTPPin',
          });
        f.state.progress = { ...f.state.progress, otpVerified: 'Y', creditCheck: 'Y' };
        return { Status: 'SUCCESS', message: 'ok', attemptsLeft: 4, progress: f.state.progress };
      },
    });
    f.state.progress = { ...f.state.progress, CreditCheckStatus: 'SUCCESS' };
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    await screen.findByRole('heading', { name: 'Verify your mobile number' });
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    expect(mobile).toHaveValue('201-555-0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('We sent a code to (201) 555-0123. It is valid for 5 minutes.');
    expect(body(f.called('Checkout/SendOTPSMS')[0]?.init)).toEqual({ smsNumber: '2015550123' });

    const code = screen.getByRole('textbox', { name: '6-digit code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('link', { name: 'Enter the 6-digit code' });
    expect(f.called('Checkout/VerifyOTPSMS')).toHaveLength(0);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('link', { name: 'That code is not right. You have 4 tries left.' });
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(trigger(/Credit check/)).toHaveTextContent('Completed'));
    expect(body(f.called('Checkout/VerifyOTPSMS')[1]?.init)).toEqual({ OTPPin: '654321' });
    // The sequence moves on (no deposit asked): the next section is open, with the focus on it.
    await waitFor(() =>
      expect(trigger(/Terms and conditions/)).toHaveAttribute('aria-expanded', 'true'),
    );
    await waitFor(() => expect(trigger(/Terms and conditions/)).toHaveFocus());
  });

  it('shows winback and deposit only when they apply, in sequence, with Submit order disabled', async () => {
    const f = fakeServer();
    f.state.progress = {
      ...f.state.progress,
      personalInfo: 'Y',
      CreditCheckStatus: 'SUCCESS',
      otpVerified: 'Y',
      creditCheck: 'Y',
      depositRequired: 'Y',
      depositAmount: '200.00',
      winbackQualified: 'Y',
    };
    vi.stubGlobal('fetch', vi.fn(f.fn));
    const user = userEvent.setup();
    await openCheckout();
    // Arriving with saved progress opens the first section not complete.
    await waitFor(() =>
      expect(trigger(/Welcome back offer/)).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(trigger(/Credit check/)).toHaveTextContent('Completed');
    expect(trigger(/Installments and payment/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(trigger(/Refundable deposit/)).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(trigger(/Welcome back offer/)).toHaveTextContent('Completed');
    expect(
      screen.getByText(/Your credit answer asks for a refundable deposit of \$200\.00/),
    ).toBeInTheDocument();
  });
});
