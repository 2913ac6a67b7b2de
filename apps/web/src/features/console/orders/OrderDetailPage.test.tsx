import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderDetailAnswer } from '@bizline/domain/wire/console/orders-schemas';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { ConsoleApp } from '../ConsoleApp';

const me = {
  Status: 'SUCCESS',
  staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'agent' },
};

function detail(over: Partial<OrderDetailAnswer> = {}): OrderDetailAnswer {
  return {
    Status: 'SUCCESS',
    orderNo: 'MB0123456789',
    refNo: 'R123456789',
    createdAt: '2026-11-20T15:00:00Z',
    status: 'acknowledged',
    channel: 'kiosk',
    flow: 'classic',
    creditStatus: 'SUCCESS',
    serviceZip: '02110',
    customer: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      businessName: 'Analytical Engines LLC',
      email: 'ada@example.com',
      phoneNumber: '6175550100',
      serviceAddress: '100 Summer St, Boston, MA 02110',
      billingAddress: '',
      shippingAddress: '',
      payment: { method: 'Card', brand: 'VISA', number: '•••• 4242' },
      deposit: null,
    },
    monthlyTotal: '117.00',
    oneTimeTotal: '0.00',
    pricedCart: null,
    lines: { source: 'none', monthly: [], promotions: [], taxes: [], oneTime: [] },
    installation: { dueDate: '2026-12-01', timeSlotCode: 'AM', timeSlot: '8AM-12PM', type: 'tech' },
    history: [
      {
        at: '2026-11-20T15:00:00Z',
        kind: 'state',
        from: null,
        status: 'acknowledged',
        actorKind: 'system',
        actor: 'system',
        reason: '',
        note: 'Order submitted',
        fromSlot: null,
        toSlot: null,
      },
    ],
    moves: ['inProgress', 'held', 'pending', 'cancelled', 'failed'],
    canReschedule: true,
    ...over,
  };
}

const priced: Partial<OrderDetailAnswer> = {
  monthlyTotal: '122.00',
  pricedCart: {
    services: '99.00',
    otherServices: '33.00',
    monthlyBeforeSavings: '132.00',
    savings: '-10.00',
    monthly: '122.00',
    taxes: '8.25',
    estimatedMonthly: '130.25',
    oneTimeCharges: '99.00',
    paidInInstallments: '-99.00',
    oneTimeDueNow: '0.00',
    installments: [
      {
        name: 'Professional installation',
        total: '99.00',
        months: 3,
        monthly: '33.00',
        last: '33.00',
        text: '3 monthly payments of $33.00',
      },
    ],
    installmentsMonthly: '33.00',
  },
  lines: {
    source: 'cart',
    monthly: [
      { label: 'Business Fiber 500 Mbps', amount: '99.00', note: '' },
      { label: 'Professional installation', amount: '33.00', note: '$99.00 over 3 months' },
    ],
    promotions: [{ label: 'Online offer', amount: '-10.00', note: '' }],
    taxes: [{ label: 'Massachusetts sales tax', amount: '8.25', note: '' }],
    oneTime: [
      { label: 'Professional installation', amount: '99.00', note: '3 monthly payments of $33.00' },
    ],
  },
};

const slots = {
  Status: 'SUCCESS',
  type: 'tech',
  slots: [
    { date: '2026-12-01', code: 'AM', interval: '8AM-12PM', available: 2 },
    { date: '2026-12-02', code: 'PM', interval: '1PM-5PM', available: 1 },
  ],
};

function open() {
  return renderRoutes([{ path: '/staff/*', element: <ConsoleApp /> }], {
    initialEntries: ['/staff/orders/MB0123456789'],
  });
}

describe('console order detail', () => {
  it('offers only the legal moves and asks for a reason before canceling', async () => {
    const f = stubFetch({
      'Staff/Me': () => me,
      'Console/Orders/Detail': () => detail(),
      'Console/Orders/Slots': () => slots,
      'Console/Orders/Move': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { to: string; reason?: string };
        return detail({
          status: body.to as OrderDetailAnswer['status'],
          moves: [],
          canReschedule: false,
        });
      },
    });
    const user = userEvent.setup();
    open();
    const actions = await screen.findByRole('region', { name: 'Move this order' });
    expect(within(actions).getByRole('button', { name: 'Move to In progress' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: 'Move to Completed' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'Card VISA •••• 4242',
    );
    // Worded as the storefront words them, not as stored.
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent('(617) 555-0100');
    expect(screen.getByRole('region', { name: 'Customer' })).toHaveTextContent(
      'Credit checkPassed',
    );

    await user.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    const reason = within(actions).getByRole('textbox', { name: 'Reason for canceling' });
    await user.click(within(actions).getByRole('button', { name: 'Cancel the order' }));
    expect(within(actions).getByText('Enter a reason for canceling')).toBeVisible();
    expect(reason).toHaveFocus();
    expect(f.called('Console/Orders/Move')).toHaveLength(0);

    await user.type(reason, 'Moved away');
    await user.click(within(actions).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('The order is now Canceled.')).toBeVisible();
    expect(JSON.parse(String(f.called('Console/Orders/Move')[0]?.init?.body))).toEqual({
      orderNo: 'MB0123456789',
      to: 'cancelled',
      reason: 'Moved away',
    });
    expect(screen.getByText('This order is closed: it cannot move any more.')).toBeVisible();
  });

  it('shows what was ordered line by line, as stored, with the totals the customer saw', async () => {
    stubFetch({
      'Staff/Me': () => me,
      'Console/Orders/Detail': () => detail(priced),
      'Console/Orders/Slots': () => slots,
    });
    open();
    const price = await screen.findByRole('region', { name: 'What was ordered' });
    const table = (name: string) =>
      [...within(price).getByRole('table', { name }).querySelectorAll('tbody tr')].map((r) =>
        [...r.children].map((c) => c.textContent),
      );
    expect(table('Monthly services')).toEqual([
      ['Business Fiber 500 Mbps', '$99.00/mo'],
      ['Professional installation$99.00 over 3 months', '$33.00/mo'],
    ]);
    expect(table('Promotions')).toEqual([['Online offer', '-$10.00/mo']]);
    expect(table('Taxes and other charges')).toEqual([['Massachusetts sales tax', '$8.25/mo']]);
    expect(table('Equipment and one-time charges')).toEqual([
      ['Professional installation3 monthly payments of $33.00', '$99.00'],
    ]);
    const totals = within(price).getByTestId('console-order-price');
    expect(totals).toHaveTextContent('Total monthly charges$122.00/mo');
    expect(totals).toHaveTextContent('One-time charges due now$0.00');
    expect(totals).toHaveTextContent(
      'Professional installation ($99.00)3 monthly payments of $33.00',
    );
    expect(within(price).queryByText(/before line items were kept/)).toBeNull();
  });

  it('says so when an older order kept only its totals', async () => {
    stubFetch({
      'Staff/Me': () => me,
      'Console/Orders/Detail': () => detail(),
      'Console/Orders/Slots': () => slots,
    });
    open();
    const price = await screen.findByRole('region', { name: 'What was ordered' });
    expect(
      within(price).getByText(
        'This order was placed before line items were kept: only its totals are shown.',
      ),
    ).toBeVisible();
    expect(price).toHaveTextContent('Monthly total$117.00/mo');
    expect(within(price).queryByRole('table')).toBeNull();
  });

  it('reschedules to a free slot other than the current one', async () => {
    const f = stubFetch({
      'Staff/Me': () => me,
      'Console/Orders/Detail': () => detail(),
      'Console/Orders/Slots': () => slots,
      'Console/Orders/Reschedule': () =>
        detail({
          installation: {
            dueDate: '2026-12-02',
            timeSlotCode: 'PM',
            timeSlot: '1PM-5PM',
            type: 'tech',
          },
        }),
    });
    const user = userEvent.setup();
    open();
    const form = await screen.findByRole('form', { name: 'Reschedule the installation' });
    const select = within(form).getByLabelText('New install slot');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose a slot', 'Wed, Dec 2, 2026, 1PM-5PM (1 left)']);
    await user.selectOptions(select, '2026-12-02|PM');
    await user.click(within(form).getByRole('button', { name: 'Reschedule' }));
    expect(
      await screen.findByText('The installation is now Wed, Dec 2, 2026, 1PM-5PM.'),
    ).toBeVisible();
    expect(JSON.parse(String(f.called('Console/Orders/Reschedule')[0]?.init?.body))).toEqual({
      orderNo: 'MB0123456789',
      date: '2026-12-02',
      code: 'PM',
    });
  });
});
