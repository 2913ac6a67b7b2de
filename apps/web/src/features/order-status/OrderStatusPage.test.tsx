import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderStatusPage } from './OrderStatusPage';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';
import { contentsShown } from '../../test/order-contents';

function open(path = '/order-status') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <OrderStatusPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const found = {
  svc_orderNo: 'MB0123456789',
  status: 'inProgress',
  statusHistory: [
    { status: 'acknowledged', at: '2026-11-20T15:00:00Z', kind: 'state' },
    { status: 'inProgress', at: '2026-11-21T09:30:00Z', kind: 'state' },
    {
      status: 'inProgress',
      at: '2026-11-22T10:00:00Z',
      kind: 'rescheduled',
      dueDate: '2026-12-01',
      timeSlot: '8AM-12PM',
    },
  ],
  installation: { dueDate: '2026-12-01', timeSlot: '8AM-12PM', type: 'tech', rescheduled: true },
};

describe('/order-status', () => {
  it('looks an order up by number and service ZIP and shows status, history and slot', async () => {
    const f = stubFetch({ 'OrderStatus/Lookup': () => found });
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), 'mb 0123-456789');
    await user.type(screen.getByRole('textbox', { name: 'Service ZIP code' }), '02110');
    await user.click(screen.getByRole('button', { name: 'Check status' }));

    const result = await screen.findByRole('region', { name: 'Order MB0123456789' });
    expect(within(result).getAllByText('In progress')[0]).toBeVisible();
    expect(
      within(result).getByText(/Technician install on Tuesday, December 1, 2026, 8AM-12PM/),
    ).toHaveTextContent(/\(Rescheduled\)$/);
    const history = within(result).getAllByRole('listitem');
    expect(history).toHaveLength(3);
    expect(history[0]).toHaveTextContent(/^Submitted — November 20, 2026/);
    expect(history[1]).toHaveTextContent(/^In progress — November 21, 2026/);
    expect(history[2]).toHaveTextContent(
      /^Installation rescheduled to Tuesday, December 1, 2026, 8AM-12PM — November 22, 2026/,
    );
    expect(JSON.parse(String(f.called('OrderStatus/Lookup')[0]?.init?.body))).toEqual({
      orderNumber: 'MB0123456789',
      zipCode: '02110',
    });
  });

  it('lists what was bought; slots and moments read in the service address zone', async () => {
    const contents = [
      { key: 'services', title: 'Services', items: ['Internet: Business Fiber 500 Mbps'] },
      {
        key: 'lines',
        title: 'Phone lines',
        items: ['Line 1, Business Unlimited Calling: (617) 555-0199 (your current number, kept)'],
      },
      { key: 'contract', title: 'Contract term', items: ['2-year agreement (24 months)'] },
    ];
    stubFetch({
      'OrderStatus/Lookup': () => ({
        ...found,
        statusHistory: [
          found.statusHistory[0],
          { ...found.statusHistory[2], timeSlot: '4:00 PM - 8:00 PM' },
        ],
        installation: { ...found.installation, timeSlot: '4:00 PM - 8:00 PM' },
        contents,
        timeZone: 'America/Los_Angeles',
      }),
    });
    open('/order-status?orderNumber=MB0123456789&zipCode=94105');
    const result = await screen.findByRole('region', { name: 'Order MB0123456789' });
    expect(
      within(result).getByText(
        /^Technician install on Tuesday, December 1, 2026, 4:00 PM – 8:00 PM PT/,
      ),
    ).toBeVisible();
    expect(contentsShown(within(result).getByTestId('order-status-contents'))).toEqual(
      contents.map(({ title, items }) => ({ title, items })),
    );
    const history = within(result).getByRole('heading', { name: 'Milestones' })
      .nextElementSibling as HTMLElement;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Submitted — November 20, 2026 at 7:00 AM PST',
      'Installation rescheduled to Tuesday, December 1, 2026, 4:00 PM – 8:00 PM PT — November 22, 2026 at 2:00 AM PST',
    ]);
  });

  it('a canceled order shows its install slot as released, not as an appointment', async () => {
    stubFetch({
      'OrderStatus/Lookup': () => ({
        ...found,
        status: 'cancelled',
        statusHistory: [
          ...found.statusHistory,
          { status: 'cancelled', at: '2026-11-23T08:00:00Z' },
        ],
      }),
    });
    open('/order-status?orderNumber=MB0123456789&zipCode=02110');
    const result = await screen.findByRole('region', { name: 'Order MB0123456789' });
    expect(
      within(result).getByText('None: the order is closed and its install slot was released'),
    ).toBeVisible();
    expect(within(result).queryByText(/Technician install on/)).toBeNull();
    expect(within(result).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Canceled — /);
  });

  it('a link with order number and ZIP fills the form, looks the order up and names the terms', async () => {
    const f = stubFetch({
      'OrderStatus/Lookup': () => ({
        ...found,
        termsVersion: 'SBT-2026-11',
        termsAcceptedAt: '2026-11-20T15:00:00Z',
      }),
    });
    open('/order-status?orderNumber=MB0123456789&zipCode=02110');
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('MB0123456789');
    expect(screen.getByRole('textbox', { name: 'Service ZIP code' })).toHaveValue('02110');
    const result = await screen.findByRole('region', { name: 'Order MB0123456789' });
    expect(
      within(result).getByText(
        /^You accepted the Terms and Conditions version SBT-2026-11 on Nov 20, 2026 at /,
      ),
    ).toBeVisible();
    expect(f.called('OrderStatus/Lookup')).toHaveLength(1);
  });

  it('a link with the order number only fills the form and waits for the ZIP', async () => {
    const f = stubFetch({ 'OrderStatus/Lookup': () => found });
    open('/order-status?orderNumber=MB0123456789');
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveValue('MB0123456789');
    expect(screen.getByRole('textbox', { name: 'Service ZIP code' })).toHaveValue('');
    await new Promise((r) => setTimeout(r, 50));
    expect(f.called('OrderStatus/Lookup')).toHaveLength(0);
  });

  it('an unknown order gives a clear message', async () => {
    stubFetch({
      'OrderStatus/Lookup': () => failure(404, 'Order not found'),
    });
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), 'MB0000000000');
    await user.type(screen.getByRole('textbox', { name: 'Service ZIP code' }), '02110');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    expect(
      await screen.findByText(
        "We couldn't find an order with that number and ZIP code. Check both and try again.",
      ),
    ).toBeVisible();
  });

  it('checks both fields first, with an error summary linking to each', async () => {
    const f = stubFetch({});
    const user = open();
    await user.type(screen.getByRole('textbox', { name: 'Service ZIP code' }), '021');
    await user.click(screen.getByRole('button', { name: 'Check status' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Enter your order number' })).toHaveAttribute(
      'href',
      '#order-number',
    );
    expect(
      within(summary).getByRole('link', {
        name: 'Enter the 5-digit ZIP code of the service address',
      }),
    ).toHaveAttribute('href', '#order-zip');
    expect(screen.getByRole('textbox', { name: 'Order number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(f.called('OrderStatus/Lookup')).toHaveLength(0);
  });
});
