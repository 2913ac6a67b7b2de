import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routedFetch } from '../../test/address-fixtures';
import { AddressPromo } from './AddressPromo';

const offer = (kind: string, endsOn: string, endsOnText: string) => ({
  id: kind,
  kind,
  startsOn: '2026-01-01',
  endsOn,
  endsOnText,
});

describe('AddressPromo (offers run on the days the catalogue gives them)', () => {
  it('shows the running offers, the joint offer ending on the date of the data', async () => {
    const f = routedFetch({
      offers: () => ({
        offers: [
          offer('bundlePromo', '2027-06-30', '06.30.27'),
          offer('jointOffer', '2027-06-30', '06.30.27'),
        ],
      }),
    });
    vi.stubGlobal('fetch', f.fn);
    render(<AddressPromo />);
    const promo = await screen.findByRole('complementary', { name: 'Offers for your business' });
    expect(promo).toHaveTextContent('50% off a gigabit connection and voice bundle');
    expect(promo).toHaveTextContent('Joint offer ends 06.30.27.');
    // The prepaid card is not running: its paragraphs are not shown.
    expect(promo).not.toHaveTextContent(/prepaid card/);
    expect(f.called('offers')).toHaveLength(1);
  });

  it('shows no block when no offer runs (an ended offer is left out by the server)', async () => {
    const f = routedFetch({ offers: () => ({ offers: [] }) });
    vi.stubGlobal('fetch', f.fn);
    render(<AddressPromo />);
    await vi.waitFor(() => expect(f.called('offers')).toHaveLength(1));
    // Let the answer arrive and render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.body).not.toHaveTextContent('11.14.22');
  });
});
