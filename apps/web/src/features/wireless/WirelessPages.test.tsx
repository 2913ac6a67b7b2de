import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@bizline/domain/wire/entry';
import { useAppStore } from '../../shared/store/app-store';
import { demoPlanOffers } from '../../test/plan-offers';
import { renderApp } from '../../test/render';
import { stubFetch } from '../../test/render-routes';
import { fiveGChoice } from './FiveGPlanPage';

const FINE_PRINT = 'Plus taxes, fees & equip. charges.';

// The plans are the demo catalogue's, as GET {api}/plan-offers answers them.
beforeEach(() => {
  stubFetch({ 'plan-offers': demoPlanOffers });
});

function qualify(flags: { Qualified: 'true' | 'false'; QualifiedCBand: 'true' | 'false' }) {
  act(() =>
    useAppStore
      .getState()
      .setAvailability({ ...flags, HasMultipleAddress: 'N' } as AvailabilityResponse),
  );
}

describe('/4g-plan (000 §2 screen 9)', () => {
  it('says 4G LTE qualifies and 5G does not, with three radio cards', async () => {
    renderApp('/4g-plan');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Good news! You qualify for 4G LTE Business Internet.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/5G Business Internet is not available/)).toBeInTheDocument();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      '10 Mbps at $69.00/mo',
      '25 Mbps at $99.00/mo',
      '50 Mbps at $199.00/mo',
    ]);
    expect(screen.getByText('For 1-2 employees')).toBeInTheDocument();
    expect(screen.getByText('For 2-5 employees')).toBeInTheDocument();
    expect(screen.getByText('For up to 10 employees')).toBeInTheDocument();
    expect(screen.getByText('$99.00 one-time discount')).toBeInTheDocument();
    expect(screen.getByText('$199.00 one-time discount')).toBeInTheDocument();
    expect(screen.getAllByText('Self Install')).toHaveLength(3);
    expect(screen.getAllByText(FINE_PRINT)).toHaveLength(3);
    await userEvent.click(radios[1]!);
    expect(radios[1]).toBeChecked();
    expect(
      screen.getByRole('link', { name: /^Order now ?\(opens the .* website in a new tab\)$/ }),
    ).toHaveAttribute('href', 'https://www.example.com/business/wireless');
  });

  it('collapses the cards behind +/- with several addresses', async () => {
    act(() =>
      useAppStore.getState().setAvailability({ HasMultipleAddress: 'Y' } as AvailabilityResponse),
    );
    renderApp('/4g-plan');
    const toggle = await screen.findByRole('button', { name: '10 Mbps plan details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('For 1-2 employees')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('For 1-2 employees')).toBeVisible();
  });
});

describe('/5g-plan and /cband-plan (000 §2 screen 10, §9)', () => {
  const tiles = () =>
    screen
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent)
      .filter((t) => t?.endsWith('Mbps'));

  it('shows the heading, subtext and three tiles when 5G-qualified', async () => {
    qualify({ Qualified: 'true', QualifiedCBand: 'true' });
    renderApp('/5g-plan');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Great news! 5G Business Internet is available.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Get fast speed with unlimited data to optimize your business network.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('$69.00/mo')).toBeInTheDocument();
    expect(tiles()).toEqual(['100 Mbps', '200 Mbps', '400 Mbps']);
    expect(screen.getByText('$99.00/mo')).toBeInTheDocument();
    expect(screen.getByText('$199.00/mo')).toBeInTheDocument();
    expect(screen.getByText('$99.00 one-time discount')).toBeInTheDocument();
    expect(screen.getByText('$199.00 one-time discount')).toBeInTheDocument();
    expect(screen.getAllByText(FINE_PRINT)).toHaveLength(3);
    // C-band list: DIY for 100 and 200, professional for 400.
    expect(screen.getAllByText('Do-it-yourself setup')).toHaveLength(2);
    expect(screen.getAllByText('Professional Install')).toHaveLength(1);
  });

  it('lists 400 Mbps only with the 5G-qualified flag', async () => {
    qualify({ Qualified: 'false', QualifiedCBand: 'true' });
    renderApp('/cband-plan');
    await screen.findByText('$69.00/mo');
    expect(tiles()).toEqual(['100 Mbps', '200 Mbps']);
    expect(screen.queryByText('$199.00/mo')).toBeNull();
  });

  it('5G without C-band: the 5G-only list, professional install throughout', async () => {
    qualify({ Qualified: 'true', QualifiedCBand: 'false' });
    renderApp('/5g-plan');
    await screen.findByText('$69.00/mo');
    expect(tiles()).toEqual(['100 Mbps', '200 Mbps', '400 Mbps']);
    expect(screen.getAllByText('Professional Install')).toHaveLength(3);
    const list = screen.getByRole('region', { name: '5G Business Internet plans' });
    expect(within(list).getAllByText('Unlimited data')).toHaveLength(3);
  });

  it('without a qualification, each path shows what it promises', () => {
    expect(fiveGChoice('5g', null)).toEqual({
      kind: '5g',
      labels: 'fiveGOnly',
      fiveGQualified: true,
    });
    expect(fiveGChoice('cband', null)).toEqual({
      kind: '5g',
      labels: 'cband',
      fiveGQualified: false,
    });
  });
});
