import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../../../test/render-routes';
import { CallbacksPage } from './CallbacksPage';

const request = {
  reference: 'CB-7K3M9Q2T',
  reason: 'pending-order',
  name: 'Ada Lovelace',
  phone: '3025550142',
  addressText: null,
  preferredTime: 'mornings',
  cartId: null,
  status: 'requested',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: null,
  notes: [],
};

function open() {
  renderRoutes([{ path: '/staff/callbacks', element: <CallbacksPage /> }], {
    initialEntries: ['/staff/callbacks'],
  });
  return userEvent.setup();
}

describe('/staff/callbacks', () => {
  it('moves a request with a note and says so; a note is required', async () => {
    let current: Record<string, unknown> = request;
    const f = stubFetch({
      'Console/Callbacks': () => ({
        Status: 'SUCCESS',
        callbacks: [current],
        page: 1,
        hasMore: false,
      }),
      'Console/Callbacks/Move': () => {
        current = {
          ...request,
          status: 'contacted',
          notes: [
            {
              from: 'requested',
              to: 'contacted',
              note: 'Left a voicemail',
              staffName: 'Alan Turing',
              at: '2026-11-20T11:00:00.000Z',
            },
          ],
        };
        return { Status: 'SUCCESS', callback: current };
      },
    });
    const user = open();
    const row = await screen.findByRole('row', { name: /CB-7K3M9Q2T/ });
    expect(within(row).getByText('Requested')).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Close CB-7K3M9Q2T' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Mark CB-7K3M9Q2T contacted' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mark CB-7K3M9Q2T contacted' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription(
      'Write a note about the call.',
    );
    expect(f.called('Console/Callbacks/Move')).toHaveLength(0);

    await user.type(screen.getByLabelText('Note'), 'Left a voicemail');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('CB-7K3M9Q2T is now Contacted.')).toBeVisible();
    expect(JSON.parse(String(f.called('Console/Callbacks/Move')[0]?.init?.body))).toEqual({
      reference: 'CB-7K3M9Q2T',
      to: 'contacted',
      note: 'Left a voicemail',
    });
    const moved = await screen.findByRole('list', { name: 'Notes on CB-7K3M9Q2T' });
    expect(moved).toHaveTextContent('Contacted by Alan Turing');
    expect(screen.getByRole('button', { name: 'Close CB-7K3M9Q2T' })).toBeVisible();
  });

  it("shows the server's refusal", async () => {
    stubFetch({
      'Console/Callbacks': () => ({
        Status: 'SUCCESS',
        callbacks: [request],
        page: 1,
        hasMore: false,
      }),
      'Console/Callbacks/Move': () =>
        Response.json(
          {
            Status: 'FAILURE',
            message: 'A call-back that is closed cannot be moved to contacted.',
          },
          { status: 409 },
        ),
    });
    const user = open();
    const row = await screen.findByRole('row', { name: /CB-7K3M9Q2T/ });
    await user.click(within(row).getByRole('button', { name: 'Mark CB-7K3M9Q2T contacted' }));
    await user.type(screen.getByLabelText('Note'), 'Called');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('A call-back that is closed cannot be moved to contacted.'),
    ).toBeVisible();
  });
});
