import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@bizline/domain/validators/payment';
import { useAppStore } from '../../../shared/store/app-store';
import { InstallmentsSection } from './InstallmentsSection';
import {
  details,
  jsonBody,
  progressWith,
  openSection,
  renderSection,
  setupSectionTests,
  stubServer,
} from '../../../test/checkout-section';

const CARD = '4111111111111111';

/** A kind paid over `months` (the only months offered), `price` a month, the last `last`. */
const line = (months: number, price: string, last = price) => ({
  months,
  price,
  options: [{ months, price, last }],
});

const lines = {
  oneTimeInstallments: line(3, '33.00'),
  equipmentInstallments: line(12, '10.00'),
  routerInstallments: line(12, '0.00'),
};

const ipmAnswer = {
  Status: 'SUCCESS',
  progress: progressWith({ installments: 'Y' }),
  paymentLast4: '1111',
  dueDates: {
    GetDueDateStatus: 'SUCCESS',
    DueDates: '[]',
    DueDateIntervals: '{}',
    appointmentCode: '""',
    techOptionFields: [],
    ShowSelfTechInstall: 'N',
    SIselected: 'tech',
  },
};

setupSectionTests();

/** Opens the section over these installment amounts; saving answers `ipmAnswer`. */
function openWith(installments: object) {
  const f = stubServer(details(), {
    'Checkout/GetInstallments': () => installments,
    'Checkout/NextButtonIPM': () => ipmAnswer,
  });
  const { onSaved, user } = openSection(InstallmentsSection);
  /** Saves, waits for the section to be done and gives back what it sent. */
  const save = async () => {
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    return jsonBody(f.called('Checkout/NextButtonIPM')[0]?.init);
  };
  return { f, user, save };
}

describe('InstallmentsSection', () => {
  it("shows the server's installment amounts, checks the card and saves it; the number is never stored", async () => {
    const { f, user, save } = openWith(lines);

    const oneTime = await screen.findByRole('group', { name: 'One-time charges' });
    expect(
      within(oneTime).getByRole('radio', { name: '3 monthly payments of $33.00' }),
    ).toBeChecked();
    expect(screen.getByRole('radio', { name: '12 monthly payments of $10.00' })).toBeChecked();
    // Nothing to pay for a router: no choice shown.
    expect(screen.queryByRole('group', { name: 'Router' })).not.toBeInTheDocument();
    // Bank account is the default method.
    expect(screen.getByRole('radio', { name: 'Bank account' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    expect(screen.getByRole('combobox', { name: 'Card type' })).toHaveValue('VISA');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: PAYMENT_MESSAGES.cardNumberInvalid }),
    ).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: PAYMENT_MESSAGES.expiryRequired }),
    ).toBeVisible();
    expect(within(summary).getByRole('link', { name: PAYMENT_MESSAGES.cvvRequired })).toBeVisible();
    expect(f.called('Checkout/NextButtonIPM')).toHaveLength(0);

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4111 1111 1111 1111');
    const year = String(new Date().getFullYear() + 2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '7');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), year);
    await user.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Billing ZIP code' }), '02110');
    await user.click(within(oneTime).getByRole('radio', { name: 'Pay in full on the first bill' }));
    expect(await save()).toEqual({
      oneTimeInstallments: 0,
      equipmentInstallments: 12,
      routerInstallments: 12,
      paperFreeBilling: 'Y',
      autoPay: 'N',
      paymentMethod: 'Card',
      card: {
        cardType: 'VISA',
        cardNumber: CARD,
        expMonth: 7,
        expYear: Number(year),
        cvv: '123',
        isDebitCard: 'N',
        billingZip: '02110',
      },
    });
    expect(f.called('EnrollPFB')).toHaveLength(1);
    expect(jsonBody(f.called('Checkout/AutoPayLog')[0]?.init)).toEqual({
      APEntrolled: 'N',
      AutoPayPmtType: 'Card',
    });
    // Card numbers never reach the store or sessionStorage.
    const stored = Object.keys(sessionStorage)
      .map((k) => sessionStorage.getItem(k))
      .join('|');
    expect(stored).not.toContain(CARD);
    expect(JSON.stringify(useAppStore.getState())).not.toContain(CARD);
    // Nor do they stay in the form once saved.
    expect(screen.queryByDisplayValue('4111 1111 1111 1111')).not.toBeInTheDocument();
  });

  it('offers the months the server prices; the one chosen is sent (issue 10 §2)', async () => {
    const router = (months: number, price: string, last: string) => ({ months, price, last });
    const { user, save } = openWith({
      ...lines,
      routerInstallments: {
        months: 12,
        price: '25.00',
        options: [
          router(12, '25.00', '24.99'),
          router(24, '12.50', '12.49'),
          router(36, '8.33', '8.44'),
        ],
      },
    });
    const group = await screen.findByRole('group', { name: 'Router' });
    expect(
      within(group).getByRole('radio', {
        name: '12 monthly payments of $25.00 (last payment $24.99)',
      }),
    ).toBeChecked();
    await user.click(
      within(group).getByRole('radio', {
        name: '24 monthly payments of $12.50 (last payment $12.49)',
      }),
    );
    expect(
      within(group).getByRole('radio', {
        name: '36 monthly payments of $8.33 (last payment $8.44)',
      }),
    ).not.toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Routing number' }), '011000015');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '000123456789');
    expect(await save()).toMatchObject({
      oneTimeInstallments: 3,
      equipmentInstallments: 12,
      routerInstallments: 24,
    });
  });

  it('checks the routing number with the ABA rule', async () => {
    const f = stubServer(details(), { 'Checkout/GetInstallments': () => lines });
    const user = userEvent.setup();
    renderSection(<InstallmentsSection onSaved={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Routing number' }), '123456789');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12345678');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByRole('textbox', { name: 'Routing number' })).toHaveAccessibleDescription(
      expect.stringContaining(PAYMENT_MESSAGES.routingInvalid),
    );
    expect(f.called('Checkout/NextButtonIPM')).toHaveLength(0);
  });
});
