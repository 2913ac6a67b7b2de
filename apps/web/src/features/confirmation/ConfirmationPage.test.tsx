import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderConfirmation } from '@bizline/domain/wire/checkout';
import { samplePlanDetails } from '../../test/cart-fixtures';
import { useAppStore } from '../../shared/store/app-store';
import { ConfirmationPage } from './ConfirmationPage';
import { ContactRepPage } from './ContactRepPage';
import { renderRoutes, stubFetch } from '../../test/render-routes';
import { contentsShown } from '../../test/order-contents';

const INFO = { svc_orderNo: 'MB0123456789', Refno: 'R123456789' };

function confirmation(over: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    ...INFO,
    status: 'acknowledged',
    CreditCheckStatus: 'SUCCESS',
    businessName: 'Engines LLC',
    email: 'ada@example.com',
    serviceAddress: '100 Summer St, Boston, MA 02110',
    installation: { dueDate: '2026-12-01', timeSlot: '8AM-12PM', type: 'tech' },
    monthlyTotal: '129.99',
    oneTimeTotal: '99.00',
    ...over,
  };
}

function open(path: string, state?: unknown) {
  const { router } = renderRoutes(
    [
      { path: '/confirmation', Component: ConfirmationPage },
      { path: '/confirmation-contact-rep', Component: ContactRepPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  return router;
}

describe('/confirmation', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('shows the order and reference numbers and what happens next from OrderStatus/Confirm', async () => {
    const f = stubFetch({ 'OrderStatus/Confirm': () => confirmation() });
    open('/confirmation', INFO);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you, your order has been submitted' }),
    ).toBeVisible();
    expect(screen.getByText('MB0123456789')).toBeVisible();
    expect(screen.getByText('R123456789')).toBeVisible();
    expect(
      await screen.findByText(
        'A technician will install your service on Tuesday, December 1, 2026, 8AM-12PM.',
      ),
    ).toBeVisible();
    expect(screen.getByText("We've sent a confirmation email to ada@example.com.")).toBeVisible();
    expect(
      screen.getByText(/Your first bill arrives 2-3 weeks after your service is connected/),
    ).toBeVisible();
    expect(screen.getByText('$129.99')).toBeVisible();
    expect(f.called('OrderStatus/Confirm')[0]?.url.searchParams.get('orderNo')).toBe(
      'MB0123456789',
    );
  });

  it("shows the order's priced figures as the cart showed them (issue 10)", async () => {
    const priced = samplePlanDetails().pricedCart;
    stubFetch({ 'OrderStatus/Confirm': () => confirmation({ pricedCart: priced }) });
    open('/confirmation', INFO);
    const box = await screen.findByTestId('confirmation-price');
    const rows = within(box)
      .getAllByRole('definition')
      .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);
    expect(rows).toEqual([
      'Monthly charges before discounts: $144.99/mo',
      'Savings: -$15.00/mo',
      'Total monthly charges: $129.99/mo',
      'Taxes and other charges: $7.42/mo',
      'Estimated monthly charges with taxes: $137.41/mo',
      'One-time charges due now: $99.00',
      '10-line cordless base ($299.99): 12 monthly payments of $25.00 (last payment $24.99)',
    ]);
    // The old two totals are not shown beside them.
    expect(screen.queryByText('Monthly charges')).toBeNull();
  });

  it('lists what was bought and says the slot and the terms in the service address zone', async () => {
    const contents = [
      {
        key: 'services' as const,
        title: 'Services',
        items: ['Internet: Business Fiber 500 Mbps', 'Business Digital Voice: 1 line'],
      },
      {
        key: 'lines' as const,
        title: 'Phone lines',
        items: ['Line 1, Business Digital Voice Unlimited: (617) 555-0100 (new number)'],
      },
      {
        key: 'equipment' as const,
        title: 'Equipment',
        items: ['Router (rented): Business Fiber Router rental'],
      },
    ];
    stubFetch({
      'OrderStatus/Confirm': () =>
        confirmation({
          installation: { dueDate: '2026-12-01', timeSlot: '8:00 AM - 12:00 PM', type: 'tech' },
          contents,
          timeZone: 'America/Chicago',
          termsVersion: 'SBT-2026-11',
          termsAcceptedAt: '2026-11-20T15:04:00Z',
        }),
    });
    open('/confirmation', INFO);
    expect(
      await screen.findByText(
        'A technician will install your service on Tuesday, December 1, 2026, 8:00 AM – 12:00 PM CT.',
      ),
    ).toBeVisible();
    expect(contentsShown(screen.getByTestId('confirmation-contents'))).toEqual(
      contents.map(({ title, items }) => ({ title, items })),
    );
    expect(
      screen.getByText(
        'You accepted the Terms and Conditions version SBT-2026-11 on Nov 20, 2026 at 9:04 AM CST.',
      ),
    ).toBeVisible();
  });

  it('after a reload the numbers come from the store', async () => {
    stubFetch({ 'OrderStatus/Confirm': () => confirmation() });
    useAppStore.getState().setConfirmationInfo(INFO);
    open('/confirmation');
    expect(await screen.findByText('MB0123456789')).toBeVisible();
  });

  it('without an order it says so and offers the order status page', () => {
    open('/confirmation');
    expect(screen.getByRole('heading', { name: "We can't show an order here" })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Check the status of an order' })).toHaveAttribute(
      'href',
      '/order-status',
    );
  });
});

describe('/confirmation-contact-rep', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('shows the numbers and the exact texts and hours of 002 §2', () => {
    open('/confirmation-contact-rep', INFO);
    const numbers = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(numbers).getByText('Order number')).toBeVisible();
    expect(within(numbers).getByText('MB0123456789')).toBeVisible();
    expect(within(numbers).getByText('Customer reference number')).toBeVisible();
    expect(within(numbers).getByText('R123456789')).toBeVisible();
    expect(
      screen.getByText(
        'We need additional information to set up an installation date for your order.',
      ),
    ).toBeVisible();
    const hours = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(hours).toEqual([
      'Monday to Friday 8:00AM-10:00PM EST.',
      'Saturday 8:00AM-9:30PM EST.',
      'Sunday 11:00AM-9:30PM EST.',
    ]);
    expect(screen.getByText(/Mon-Fri 8:30 am to 6 pm EST/)).toHaveTextContent(/closed on weekends/);
  });
});
