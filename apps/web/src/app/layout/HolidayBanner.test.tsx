import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../../shared/default-config';
import { axeViolations } from '../../shared/referral/axe-violations';
import { HolidayBanner } from './HolidayBanner';

const END = '2026-12-31T23:59:59Z';

afterEach(() => {
  vi.useRealTimers();
});

describe('holiday-offer banner', () => {
  it('is off by default (the holidayOfferDisclaimer flag)', () => {
    expect(DEFAULT_PUBLIC_CONFIG.features.holidayOfferDisclaimer).toBe(false);
    render(<HolidayBanner endsAt={END} />);
    expect(screen.queryByText('Holiday offer')).not.toBeInTheDocument();
  });

  it('counts down in days, hours, minutes and seconds and goes at the end', () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse(END) - (2 * 86_400_000 + 3_600_000 + 2 * 60_000 + 2_000));
    render(<HolidayBanner enabled endsAt={END} />);
    expect(screen.getByText('Holiday offer')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Offer ends in 2 days, 1 hour, 2 minutes, 2 seconds.',
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Offer ends in 2 days, 1 hour, 2 minutes, 1 second.',
    );
    act(() => vi.advanceTimersByTime(2 * 86_400_000 + 3_600_000 + 2 * 60_000 + 1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('is not shown without an end date or after it', () => {
    const { unmount } = render(<HolidayBanner enabled endsAt={undefined} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    unmount();
    render(<HolidayBanner enabled endsAt="2000-01-01T00:00:00Z" />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    render(<HolidayBanner enabled endsAt={new Date(Date.now() + 90_000_000).toISOString()} />);
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
