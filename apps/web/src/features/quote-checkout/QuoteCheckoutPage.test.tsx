import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@bizline/domain/wire/checkout';
import { renderApp } from '../../test/render';
import { useAppStore } from '../../shared/store/app-store';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';

const info = (Status = 'active') => ({
  SessionId: 'EP-1',
  EpSessionId: 'EP-1',
  OmniServiceAddressInfo: {
    Address: '20 Church St',
    City: 'Hartford',
    State: 'CT',
    ZipCode: '06103',
  },
  Status,
});

const summary = {
  TotalChargesWithDiscount: '164.98',
  OmniInternetInfo: {
    DataDescription: 'Business Fiber Internet 500 Mbps',
    DataPrice: '99.99',
    OtherService: [{ Key: 'Static IP (1 address)', Value: '15.00' }],
  },
  OmniPhoneInfo: {
    PhoneDescPrice: [{ Key: 'Business Digital Voice, 1 line', Value: '40.00' }],
    PhoneLineType: 'Business Digital Voice',
    OtherService: [],
  },
  OmniEquipmentOneTimeInfo: {
    EquipmentsAndOneTime: [{ Key: 'Professional installation', Value: '99.00' }],
  },
  OmniBBEInfo: { BBEDescription: 'Business Broadband Essentials', BBEPrice: '10.00' },
  OmniPromoInfo: { PromoDescription: 'Quote discount', PromoValue: '-15.01' },
};

const rawDueDates = {
  outputField: {
    ordersField: [
      {
        messageField: 'Success',
        dueDatesField: {
          dueDateField: [
            {
              valueField: '2026-12-01',
              timeSlotsField: [
                { intervalField: 'Anytime Between 8:00 AM - 12:00 PM', codeField: 'T0812' },
                { intervalField: 'Anytime Between 12:00 PM - 4:00 PM', codeField: 'T1216' },
              ],
            },
          ],
        },
        applicableDuedateOptionsField: [{ code: 'tech', description: 'Technician install' }],
        dispatchInfoField: 'Technician dispatch required',
      },
    ],
  },
};

const setAnswer = (messageField: string) => ({
  outputField: { dueDatesSetField: [{ messageField }] },
});

function stubApi(overrides: Record<string, (url: URL, init?: RequestInit) => unknown> = {}) {
  const f = stubFetch({
    'Checkout/OmniCartInfo': () => info(),
    'Checkout/OmniCartSummary': () => summary,
    OmniOLODetails: () => ({ Status: 'SUCCESS' }),
    'Checkout/GetDueDatesByCoA': () => rawDueDates,
    'Checkout/SetDueDatesByCoA': () => setAnswer('success'),
    'Checkout/SubmitQuotesOrderByCoA': () => ({
      outputField: { svcOrderNumbersField: ['MB0000000042'] },
      CreditCheckStatus: 'SUCCESS',
    }),
    ...overrides,
  });
  return f;
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Pat');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Owner');
  await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.com');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '860-555-0142');
  await user.click(screen.getByRole('button', { name: 'Save contact details' }));
  await screen.findByText('Contact details saved.');
}

async function chooseSlot(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'Installation date' }),
    '2026-12-01',
  );
  await user.click(screen.getByRole('radio', { name: '8:00 AM - 12:00 PM' }));
  await user.click(screen.getByRole('button', { name: 'Reserve this time' }));
}

describe('/optix-checkout (002 §2-§5)', { timeout: 30_000 }, () => {
  beforeEach(() => useAppStore.getState().clearAll());

  it('opens the quote of ?quote= and shows the omni cart summary', async () => {
    const f = stubApi();
    renderApp('/optix-checkout?quote=Q100201');
    expect(
      await screen.findByText('Price quote Q100201', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('20 Church St, Hartford, CT 06103')).toBeInTheDocument();
    const aside = await screen.findByRole('complementary', { name: 'Your quote' });
    await within(aside).findByText('Business Fiber Internet 500 Mbps');
    expect(aside).toHaveTextContent('$99.99');
    expect(aside).toHaveTextContent('Business Digital Voice, 1 line$40.00');
    expect(aside).toHaveTextContent('Business Broadband Essentials$10.00');
    expect(aside).toHaveTextContent('Quote discount$-15.01');
    expect(aside).toHaveTextContent('Total monthly charges with discount$164.98');
    const body = JSON.parse(String(f.called('Checkout/OmniCartInfo')[0]!.init?.body));
    expect(body).toEqual({
      PriceQuoteNumber: 'Q100201',
      IsDirectCheckout: 'Y',
      IsOrderConfirmed: 'N',
    });
  });

  it('says an expired cart (either case) has expired and offers a way back', async () => {
    stubApi({ 'Checkout/OmniCartInfo': () => info('EXPIRED') });
    renderApp('/optix-checkout?quote=Q100299');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This price quote has expired.',
    );
    expect(screen.getByRole('link', { name: 'Start a new order' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/$/),
    );
    expect(screen.queryByRole('button', { name: 'Submit order' })).not.toBeInTheDocument();
  });

  it('says so when the quote is unknown (404) or none was chosen', async () => {
    stubApi({
      'Checkout/OmniCartInfo': () => failure(404, 'nope'),
    });
    const first = renderApp('/optix-checkout?quote=Q1');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not find that price quote for this address.',
    );
    first.unmount();
    // The page remembered Q1 in the (not persisted) optix slice; a new visit starts clean.
    useAppStore.getState().clearAll();
    renderApp('/optix-checkout');
    expect(await screen.findByText('No price quote was chosen.')).toBeInTheDocument();
  });

  it('validates the contact with an error summary linking to each field', async () => {
    const f = stubApi();
    const user = userEvent.setup();
    renderApp('/optix-checkout?quote=Q100201');
    await user.click(await screen.findByRole('button', { name: 'Save contact details' }));
    const summaryBox = await screen.findByRole('alert');
    expect(summaryBox).toHaveTextContent('There is a problem');
    await waitFor(() => expect(summaryBox).toHaveFocus());
    const links = within(summaryBox).getAllByRole('link');
    expect(links).toHaveLength(4);
    await user.click(links[2]!);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
      'Please enter your valid email address.',
    );
    expect(f.called('OmniOLODetails')).toHaveLength(0);
  });

  it('saves the contact, maps the due dates, reserves a slot and submits to /optix-confirmation', async () => {
    const f = stubApi();
    const user = userEvent.setup();
    const { router } = renderApp('/optix-checkout?quote=Q100201');
    await screen.findByText('Price quote Q100201', {}, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeDisabled();
    await fillContact(user);
    const olo = JSON.parse(String(f.called('OmniOLODetails')[0]!.init?.body));
    expect(olo).toMatchObject({
      FirstName: 'Pat',
      LastName: 'Owner',
      EmailId: 'pat@example.com',
      MobileNumber: '8605550142',
      ZipCode: '06103',
      FlowType: 'FIOS',
    });
    // 'Anytime Between ' removed; the covid notice shows (ShowCovidRestriction Y).
    expect(
      await screen.findByText(
        'Our technicians follow current health and safety guidance during every visit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Technician dispatch required')).toBeInTheDocument();
    await chooseSlot(user);
    expect(
      await screen.findByText('Reserved: Tuesday, December 1, 2026, 8:00 AM - 12:00 PM.'),
    ).toBeInTheDocument();
    const hold = JSON.parse(String(f.called('Checkout/SetDueDatesByCoA')[0]!.init?.body));
    expect(hold.selectedDueDates).toEqual([
      { orderType: 'TELCO', dueDate: '2026-12-01', timeSlots: { code: 'T0812' } },
    ]);

    const submit = screen.getByRole('button', { name: 'Submit order' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/optix-confirmation'));
    const key = new Headers(f.called('Checkout/SubmitQuotesOrderByCoA')[0]!.init?.headers).get(
      'Idempotency-Key',
    );
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('MB0000000042');
    expect(screen.getByText('We have sent a confirmation to pat@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Tuesday, December 1, 2026, 8:00 AM - 12:00 PM')).toBeInTheDocument();
  });

  it('shows the 002 §8 message when the slot was taken', async () => {
    const f = stubApi({ 'Checkout/SetDueDatesByCoA': () => setAnswer(SLOT_TAKEN_MESSAGE) });
    const user = userEvent.setup();
    renderApp('/optix-checkout?quote=Q100201');
    await screen.findByText('Price quote Q100201', {}, { timeout: 5000 });
    await fillContact(user);
    await chooseSlot(user);
    // Exactly the 002 §8 text, two spaces included.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(SLOT_TAKEN_MESSAGE),
    );
    expect(screen.getByRole('button', { name: 'Submit order' })).toBeDisabled();
    // The dates are fetched again, without the taken slot.
    await waitFor(() => expect(f.called('Checkout/GetDueDatesByCoA')).toHaveLength(2));
  });

  it('goes to /confirmation-contact-rep when the credit status is FAILURE', async () => {
    stubApi({
      'Checkout/SubmitQuotesOrderByCoA': () => ({
        outputField: { svcOrderNumbersField: ['MB0000000043'] },
        CreditCheckStatus: 'FAILURE',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/optix-checkout?quote=Q100201');
    await screen.findByText('Price quote Q100201', {}, { timeout: 5000 });
    await fillContact(user);
    await chooseSlot(user);
    await screen.findByText(/^Reserved:/);
    await user.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirmation-contact-rep'));
    expect(useAppStore.getState().confirmationInfo).toEqual({
      svc_orderNo: 'MB0000000043',
      Refno: '',
    });
  });
});

describe('/optix-confirmation', () => {
  it('says there is no order without one', async () => {
    useAppStore.getState().clearAll();
    renderApp('/optix-confirmation');
    expect(await screen.findByText('There is no recent order to show.')).toBeInTheDocument();
  });
});
