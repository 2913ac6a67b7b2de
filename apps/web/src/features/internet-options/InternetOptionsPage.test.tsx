import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoPlanOffers } from '../../test/plan-offers';
import { renderApp } from '../../test/render';
import { stubFetch } from '../../test/render-routes';

describe('/internet-options', () => {
  it("names the catalogue's LTE and high-speed internet figures", async () => {
    stubFetch({ 'plan-offers': demoPlanOffers });
    renderApp('/internet-options');
    expect(
      await screen.findByText('LTE business internet up to 50 Mbps with 300GB monthly data.'),
    ).toBeInTheDocument();
    expect(screen.getByText('High-speed internet up to 10/15 Mbps.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop LTE Business Internet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/4g-plan$/),
    );
  });
});
