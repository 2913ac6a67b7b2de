import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentTimelineOf } from '@bizline/domain/pricing/payment-timeline';
import { samplePlanDetails } from '../../test/cart-fixtures';
import { PriceSummary } from './PriceSummary';

describe('PriceSummary with the payment timeline', () => {
  it('says due today, the first bill, the monthly by months and the regular monthly', () => {
    const figures = samplePlanDetails().pricedCart;
    // $129.99 with a $25.00 payment for 12 months (the last $24.99).
    render(
      <PriceSummary
        summary={{ ...figures, timeline: paymentTimelineOf(figures) }}
        testId="order-price"
      />,
    );
    const group = screen.getByRole('group', { name: 'What you pay, and when' });
    const said = within(group)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(group)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Due today', 'First bill', 'Monthly charges', 'Regular monthly charges']);
    expect(said).toEqual([
      '$99.00',
      '$129.99/mo (includes the first of 12 10-line cordless base payments ($25.00))',
      '$129.99/mo for months 1–11, then $129.98/mo in month 12',
      '$104.99/mo from month 13',
    ]);
  });

  it('an order placed before the timeline shows its totals without one', () => {
    render(<PriceSummary summary={samplePlanDetails().pricedCart} testId="order-price" />);
    expect(screen.getByTestId('order-price')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'What you pay, and when' })).toBeNull();
  });
});
