import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../shared/store/app-store';
import { bdvSel, bundleInfo, internetSel, selections } from '../../test/customize-fixtures';
import { json, open, server } from '../../test/customize-page';

vi.mock('../../shared/cart/FloatingCart', () => ({ FloatingCart: () => null }));
const reload = vi.hoisted(() => vi.fn());
vi.mock('./reload-page', () => ({ reloadPage: reload }));

const withBdv = (bdv = bdvSel()) =>
  selections({ services: 'data+bdv', internet: internetSel({ routerId: 'R-RENT' }), bdv });

async function openBdv() {
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Business Digital Voice wireless' }));
  return user;
}

function updates(s: ReturnType<typeof server>) {
  return s.called('PrdConfig/UpdateCart').map((c) => json(c));
}

// The page chunk loads lazily; a first render can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('BDV wireless section', () => {
  beforeEach(() => {
    useAppStore.getState().clearAll();
  });

  it('exactly one of select lines, equipment, features is enabled; visiting marks it visited', async () => {
    server(withBdv());
    const user = await openBdv();
    const trigger = (name: RegExp) => screen.getByRole('button', { name });
    expect(trigger(/^Select lines/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/^Equipment/)).toBeDisabled();
    // A disabled step says why.
    expect(trigger(/^Equipment/)).toHaveAccessibleDescription(/open one at a time/);
    expect(trigger(/^Features/)).toBeDisabled();
    expect(useAppStore.getState().bdvVisited).toEqual({ equipment: false, features: false });

    await user.click(screen.getByRole('button', { name: 'Go to equipment' }));
    expect(trigger(/^Equipment/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/^Equipment/)).toHaveTextContent('Visited');
    expect(trigger(/^Select lines/)).toBeDisabled();
    expect(trigger(/^Features/)).toBeDisabled();
    expect(useAppStore.getState().bdvVisited).toEqual({ equipment: true, features: false });

    await user.click(screen.getByRole('button', { name: 'Go to features' }));
    expect(trigger(/^Features/)).toHaveAttribute('aria-expanded', 'true');
    expect(trigger(/^Features/)).toHaveTextContent('Visited');
    expect(trigger(/^Equipment/)).toBeDisabled();
    expect(useAppStore.getState().bdvVisited).toEqual({ equipment: true, features: true });
  });

  it('the desk phone catalogue is grouped, with the monthly price each', async () => {
    server(withBdv());
    const user = await openBdv();
    await user.click(screen.getByRole('button', { name: 'Go to equipment' }));
    for (const group of ['Desk phones', 'Cordless phones', 'Accessories'])
      expect(screen.getByRole('heading', { level: 4, name: group })).toBeInTheDocument();
    expect(screen.getByText('$20.00/mo each')).toBeInTheDocument();
    expect(screen.getByText('Speakerphone')).toBeInTheDocument();
  });

  // The line's number with dashes: EquipMapping sends it without them.
  const dashedLine = () => ({ ...bdvSel().lines[0]!, tn: '201-555-0123' });
  it.each([
    {
      title: 'adding equipment maps it to the line numbers with dashes removed',
      bdv: () => bdvSel({ lines: [dashedLine()] }),
      press: 'Add one 4-line desk phone',
      mapping: [{ EqpID: 'D4', AddlHandset: 0, Quantity: 1, TNs: ['2015550123'] }],
    },
    {
      title: 'removing the last equipment sends the NoEquipment placeholder with no TNs',
      bdv: () => bdvSel({ equipment: [{ id: 'D4', quantity: 1, addlHandset: 0 }] }),
      press: 'Remove one 4-line desk phone',
      mapping: [{ EqpID: 'NoEquipment', AddlHandset: 0, TNs: [] }],
    },
  ])('$title', async ({ bdv, press, mapping }) => {
    const s = server(withBdv(bdv()));
    const user = await openBdv();
    await user.click(screen.getByRole('button', { name: 'Go to equipment' }));
    await user.click(screen.getByRole('button', { name: press }));
    await waitFor(() => expect(updates(s)).toHaveLength(1));
    expect(updates(s)[0]).toEqual({ ProductType: 'BDV', BdvModelPost: { EquipMapping: mapping } });
  });

  it('a new line gets a requested number, dashes stripped; only the first line is admin', async () => {
    // RequestTNs answers every number the cart holds (the line's own first): the new line takes
    // the one not on a line.
    const s = server(withBdv(), {
      'PrdSelection/RequestTNs': () => ({
        APIstatus: 'Success',
        TNList: {
          TNObject: [
            { TN: '2015550123', ProductID: 'BDV1' },
            { TN: '201-555-0199', ProductID: 'BDV1' },
          ],
        },
      }),
    });
    const user = await openBdv();
    await user.click(screen.getByRole('button', { name: 'Add one Number of lines' }));
    await waitFor(() => expect(updates(s)).toHaveLength(1));
    expect(json(s.called('PrdSelection/RequestTNs')[0])).toEqual({ tnCount: 2 });
    const lines = (updates(s)[0] as { BdvModelPost: { BdvPhoneLines: unknown[] } }).BdvModelPost
      .BdvPhoneLines;
    expect(lines).toEqual([
      expect.objectContaining({
        LineNO: 1,
        NewTN: '2015550123',
        SubscriberInfo: expect.objectContaining({ TN: '2015550123', IsBDVWAdmin: 'Y' }),
      }),
      expect.objectContaining({
        LineNO: 2,
        NewTN: '2015550199',
        SubscriberInfo: expect.objectContaining({ TN: '2015550199', IsBDVWAdmin: 'N' }),
      }),
    ]);
  });

  it('a failed number request goes to the fallback page with NTE_PS_RequestTNFailure', async () => {
    server(withBdv(), {
      'PrdSelection/RequestTNs': () => ({ APIstatus: 'RequestTNFail', TNList: { TNObject: [] } }),
    });
    const user = userEvent.setup();
    const router = await open();
    await user.click(screen.getByRole('button', { name: 'Business Digital Voice wireless' }));
    await user.click(screen.getByRole('button', { name: 'Add one Number of lines' }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=NTE_PS_RequestTNFailure'));
  });

  it('adding BDV to data posts the bdv bundle; an empty number list goes to NTE_OLQ_BTNEmpty', async () => {
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdSelection/GetSelectedBundleInfo': () => bundleInfo('data+bdv'),
    });
    const user = userEvent.setup();
    const router = await open();
    await user.click(screen.getByRole('button', { name: 'Business Digital Voice wireless' }));
    const tile = screen.getByRole('heading', { level: 3, name: 'Business Digital Voice' });
    await user.click(within(tile.closest('li')!).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(router.state.location.search).toBe('?code=NTE_OLQ_BTNEmpty'));
    const body = Object.fromEntries(
      new URLSearchParams(String(s.called('PrdSelection/GetSelectedBundleInfo')[0]?.init?.body)),
    );
    expect(body).toEqual({
      ptype: 'bdv',
      bundleID: 'BB1',
      nLines: '1',
      contract: 'TwoYears',
      planId: 'P300',
    });
  });

  it('EnabledFIOSBDVFailed Y with no numbers: flag set, fiber alone re-selected, page reloaded', async () => {
    const answers = [bundleInfo('data+bdv', 'Y'), bundleInfo('data')];
    const s = server(selections({ services: 'data', internet: internetSel() }), {
      'PrdSelection/GetSelectedBundleInfo': () => answers.shift(),
    });
    const user = userEvent.setup();
    const router = await open();
    await user.click(screen.getByRole('button', { name: 'Business Digital Voice wireless' }));
    const tile = screen.getByRole('heading', { level: 3, name: 'Business Digital Voice' });
    await user.click(within(tile.closest('li')!).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useAppStore.getState().bdvFailedFallback).toBe('Y');
    const second = s.called('PrdSelection/GetSelectedBundleInfo')[1];
    expect(Object.fromEntries(new URLSearchParams(String(second?.init?.body)))).toEqual({
      ptype: 'data',
      planId: 'P300',
      contract: 'TwoYears',
    });
    expect(router.state.location.pathname).toBe('/customize-order');
    // After the reload the BDV section is gone and the number failure is explained.
    expect(
      screen.queryByRole('button', { name: 'Business Digital Voice wireless' }),
    ).not.toBeInTheDocument();
  });
});
