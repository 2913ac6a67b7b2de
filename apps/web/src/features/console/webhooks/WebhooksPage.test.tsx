import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { ConsoleApp } from '../ConsoleApp';

const ENDPOINT = {
  id: 1,
  url: 'https://hooks.example.com/in',
  description: 'Back office',
  events: ['order.created'],
  active: true,
  secretHint: 'whsec_abcd…',
  previousSecretUntil: null,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  createdBy: 'grace@example.com',
  createdAt: '2026-11-01T00:00:00Z',
};

const DELIVERY = {
  id: 7,
  endpointId: 1,
  url: ENDPOINT.url,
  eventId: 'evt_0123456789abcdef01234567',
  eventType: 'order.created',
  status: 'delivered',
  createdAt: '2026-11-02T10:00:00Z',
  deliveredAt: '2026-11-02T10:00:20Z',
  replayOf: null,
  body: '{}',
  attempts: [
    {
      attempt: 1,
      startedAt: '2026-11-02T10:00:00Z',
      durationMs: 31,
      statusCode: 500,
      ok: false,
      error: 'HTTP 500',
    },
    {
      attempt: 2,
      startedAt: '2026-11-02T10:00:20Z',
      durationMs: 12,
      statusCode: 200,
      ok: true,
      error: null,
    },
  ],
};

const FAILED = {
  ...ENDPOINT,
  id: 3,
  url: 'https://down.example.com/in',
  active: false,
  disabledReason: 'failing',
  failingSince: '2026-11-01T00:00:00Z',
  disabledAt: '2026-11-04T00:00:00Z',
};

function stub(endpoints: unknown[] = [ENDPOINT]) {
  return stubFetch({
    'Staff/Me': () => ({
      Status: 'SUCCESS',
      staff: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', role: 'admin' },
    }),
    'Console/Webhooks': () => ({
      Status: 'SUCCESS',
      endpoints,
      events: ['order.created', 'order.state_changed', 'callback.requested'],
      disableAfterHours: 72,
    }),
    'Webhooks/SendTest': () => ({
      Status: 'SUCCESS',
      delivery: { ...DELIVERY, id: 8, eventType: 'ping', status: 'pending', attempts: [] },
    }),
    'Webhooks/RotateSecret': () => ({
      Status: 'SUCCESS',
      endpoint: { ...ENDPOINT, previousSecretUntil: '2026-11-02T12:00:00Z' },
      secret: 'whsec_the-rotated-secret',
    }),
    'Webhooks/Deliveries': () => ({ Status: 'SUCCESS', deliveries: [DELIVERY], nextBefore: null }),
    'Webhooks/Create': () => ({
      Status: 'SUCCESS',
      endpoint: { ...ENDPOINT, id: 2, url: 'https://erp.example.com/hooks' },
      secret: 'whsec_the-secret-shown-once',
    }),
  });
}

const open = () =>
  renderRoutes([{ path: '/staff/*', element: <ConsoleApp /> }], {
    initialEntries: ['/staff/webhooks'],
  });

describe('console webhooks page', () => {
  it('lists endpoints and deliveries with every attempt', async () => {
    stub();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // The intro points a provider's admin to the guide their developers have, not to a file path.
    expect(
      screen.getByText(/described in the integration guide your developers have/),
    ).toBeVisible();
    expect(screen.queryByText(/docs\/|\.md\b/)).toBeNull();
    const endpoints = await screen.findByRole('table', { name: 'Webhook endpoints' });
    const row = within(endpoints).getByRole('row', { name: /hooks\.example\.com/ });
    expect(row).toHaveTextContent('whsec_abcd…');
    expect(within(row).getByRole('button', { name: `Disable ${ENDPOINT.url}` })).toBeVisible();
    const deliveries = await screen.findByRole('table', { name: /Webhook deliveries/ });
    const delivered = within(deliveries).getByRole('row', { name: /order\.created/ });
    expect(delivered).toHaveTextContent('Delivered');
    expect(delivered).toHaveTextContent('2 attempts');
    expect(delivered).toHaveTextContent('Attempt 1: HTTP 500, 31 ms');
    expect(delivered).toHaveTextContent('Attempt 2: 200, 12 ms');
  });

  it('asks for the URL and an event, then shows the new secret once', async () => {
    const fetched = stub();
    const user = userEvent.setup();
    open();
    const add = await screen.findByRole('button', { name: 'Add endpoint' });
    await user.click(add);
    expect(screen.getByText('Enter the URL.')).toBeVisible();
    expect(screen.getByText('Choose at least one event.')).toBeVisible();
    expect(screen.getByLabelText(/^URL/)).toHaveFocus();
    expect(fetched.called('Webhooks/Create')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^URL/), 'https://erp.example.com/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'order.state_changed' }));
    await user.click(add);
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent(
      'whsec_the-secret-shown-once',
    );
    const [sent] = fetched.called('Webhooks/Create');
    expect(JSON.parse(String(sent!.init?.body))).toEqual({
      url: 'https://erp.example.com/hooks',
      description: '',
      events: ['order.state_changed'],
    });
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('one-time-secret')).toBeNull();
  });

  it('warns of endpoints disabled after failing; sends a test event; rotates with an overlap; filters', async () => {
    const fetched = stub([ENDPOINT, FAILED]);
    const user = userEvent.setup();
    open();
    const banner = await screen.findByRole('region', { name: 'Endpoints disabled automatically' });
    expect(banner).toHaveTextContent(
      /down\.example\.com\/in: every delivery failed from .* for 72 hours/,
    );
    const endpoints = screen.getByRole('table', { name: 'Webhook endpoints' });
    const down = within(endpoints).getByRole('row', { name: /down\.example\.com/ });
    expect(down).toHaveTextContent('Disabled: failing');
    expect(within(down).queryByRole('button', { name: /Send a test event/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: `Send a test event to ${ENDPOINT.url}` }));
    expect(
      await screen.findByText(/Test event queued for https:\/\/hooks\.example\.com\/in/),
    ).toBeVisible();
    expect(JSON.parse(String(fetched.called('Webhooks/SendTest')[0]!.init?.body))).toEqual({
      id: 1,
    });

    await user.selectOptions(screen.getByLabelText('Overlap'), '2 hours');
    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    expect(await screen.findByTestId('one-time-secret')).toHaveTextContent(
      'whsec_the-rotated-secret',
    );
    expect(JSON.parse(String(fetched.called('Webhooks/RotateSecret')[0]!.init?.body))).toEqual({
      id: 1,
      overlapHours: 2,
    });

    const filters = screen.getByRole('search', { name: 'Filter deliveries' });
    await user.selectOptions(within(filters).getByLabelText('Event type'), 'ping (test event)');
    await user.selectOptions(within(filters).getByLabelText('Outcome'), 'Failed');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    const last = fetched.called('Webhooks/Deliveries').at(-1)!.url;
    expect(last.searchParams.get('eventType')).toBe('ping');
    expect(last.searchParams.get('status')).toBe('failed');
  });
});
