import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routedFetch } from '../../test/address-fixtures';
import { demoOffer as offer } from '../../test/plan-offers';
import { AddressPromo } from './AddressPromo';

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
    // The joint offer's terms are the catalogue's.
    expect(promo).toHaveTextContent(
      'Save $80/mo when you combine a gigabit connection with the Pro wireless plan, or $40/mo with other plans.',
    );
    expect(promo).toHaveTextContent('The discount appears within 1-2 billing cycles.');
    // The prepaid card is not running: its paragraphs are not shown.
    expect(promo).not.toHaveTextContent(/prepaid card/);
    expect(f.called('offers')).toHaveLength(1);
  });

  it('words the prepaid card from its terms', async () => {
    const f = routedFetch({
      offers: () => ({ offers: [offer('prepaidCard', '2027-06-30', '06.30.27')] }),
    });
    vi.stubGlobal('fetch', f.fn);
    render(<AddressPromo />);
    const promo = await screen.findByRole('complementary', { name: 'Offers for your business' });
    expect(promo).toHaveTextContent(
      'Get a prepaid card of up to $500 when you order an internet and phone bundle on a 2-year agreement, plus $100 more when you order fully online.',
    );
    expect(promo).toHaveTextContent(
      'Keep your service for 60 days with no past-due balance for 65 days; the card is mailed within 90 days.',
    );
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
