import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderPage } from './OrderPage';
import { failure } from '../../test/answers';
import { stubFetch } from '../../test/render-routes';

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OrderPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const summary = {
  orderNo: 'MB0123456789',
  status: 'acknowledged',
  statusLabel: 'Submitted',
  milestones: [
    { status: 'acknowledged', label: 'Submitted', at: '2026-11-20T15:00:00Z', kind: 'state' },
  ],
  unlocked: false,
};

const details = {
  ...summary,
  unlocked: true,
  version: 'v1',
  businessName: 'Harbor Books LLC',
  contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '6175550100' },
  serviceAddress: '100 Summer St, Boston, MA 02110',
  installation: {
    dueDate: '2026-12-01',
    timeSlotCode: 'AM',
    timeSlot: '8:00 AM - 12:00 PM',
    type: 'tech',
  },
  monthlyTotal: '99.00',
  oneTimeTotal: '0.00',
  pricedCart: null,
  canMoveInstallation: false,
  canCancel: true,
  cutoffHours: 24,
};

describe('/my-order', () => {
  it("opens from the e-mail's link with the state only, then the details after the code", async () => {
    const f = stubFetch({
      'OrderPage/Open': () => summary,
      'OrderPage/SendCode': () => ({
        message: 'sent',
        sentTo: ['a***@example.com'],
        expiresInSeconds: 300,
      }),
      'OrderPage/VerifyCode': () => ({ message: 'ok' }),
      'OrderPage/Details': () => details,
    });
    const user = open('/my-order?link=abc.def');
    expect(await screen.findByRole('heading', { name: 'Status: Submitted' })).toBeVisible();
    expect(screen.queryByText('Harbor Books LLC')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('Code sent to a***@example.com.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveFocus();
    await user.keyboard('12345{Enter}');
    expect(screen.getByRole('link', { name: 'Enter the 6 digits of the code' })).toBeVisible();
    expect(f.called('OrderPage/VerifyCode')).toHaveLength(0);
    // The error summary took the focus: back to the field, by keyboard, from its link.
    await user.click(screen.getByRole('link', { name: 'Enter the 6 digits of the code' }));
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveFocus();
    await user.keyboard('{End}6{Enter}');
    const shown = await screen.findByRole('region', { name: 'Order details' });
    expect(within(shown).getByText('Harbor Books LLC')).toBeVisible();
    expect(within(shown).getByTestId('my-order-installation')).toHaveTextContent(
      'Technician visit on Tuesday, December 1, 2026, 8:00 AM - 12:00 PM',
    );
    expect(
      screen.getByText(
        'The installation can no longer be changed online: changes close 24 hours before the installation day. Please call us.',
      ),
    ).toBeVisible();
    expect(JSON.parse(String(f.called('OrderPage/VerifyCode')[0]?.init?.body))).toEqual({
      orderNo: 'MB0123456789',
      code: '123456',
    });
  });

  it('says why a refused link cannot open the order, and offers number and ZIP', async () => {
    stubFetch({
      'OrderPage/Open': () =>
        failure(
          403,
          'This link is not valid or has expired. Enter your order number and ZIP code.',
        ),
    });
    open('/my-order?link=forged');
    expect(
      await screen.findByText(
        'This link is not valid or has expired. Enter your order number and ZIP code.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Order number' })).toBeVisible();
  });
});
