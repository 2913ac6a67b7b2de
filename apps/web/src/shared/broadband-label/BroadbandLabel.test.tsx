import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoLabel } from '../../test/plan-offers';
import { BroadbandLabel } from './BroadbandLabel';

/** The table's rows as 'header | cell' text, in order. */
function rows(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((r) =>
      [...r.querySelectorAll('th, td')]
        .map((c) => (c.textContent ?? '').trim())
        .join(' | ')
        .trim(),
    );
}

describe('the broadband label', () => {
  it("is a table with the FCC template's fields in order", () => {
    render(<BroadbandLabel label={demoLabel('F0000012345FIB3002Y')} open />);
    const table = screen.getByRole('table');
    expect(table.querySelector('caption')?.textContent).toBe(
      'Broadband FactsBizline CommunicationsBusiness Fiber 300 MbpsFixed Broadband Consumer Disclosure',
    );
    expect(rows(table)).toEqual([
      'Monthly Price',
      'Monthly Price | $69.00',
      'Introductory rate | This monthly price is not an introductory rate.',
      'Contract | 24-month contract required. Terms: www.example.com/business/terms',
      'Additional Charges & Terms',
      'Provider Monthly Fees |',
      'Business Fiber Router rental | $15.00',
      'One-time Fees at the Time of Purchase |',
      'Professional installation | $99.00',
      'Business Fiber Router purchase | $299.99',
      'Early Termination Fee | $200.00',
      'Government Taxes | Varies by location',
      'Discounts & Bundles',
      'Available billing discounts and pricing options for broadband service bundled with other services like video, phone, and wireless service, and use of your own equipment like modems and routers | www.example.com/business/offers',
      'Speeds Provided with Plan',
      'Typical Download Speed | 270 Mbps',
      'Typical Upload Speed | 270 Mbps',
      'Typical Latency | 9 ms',
      'Data Included with Monthly Price',
      'Data included | Unlimited',
      'Charges for Additional Data Usage | None: data is unlimited',
      'Policies',
      'Network Management | www.example.com/business/network-management',
      'Privacy | www.example.com/privacy',
      'Customer Support',
      'Phone | (800) 555-0199',
      'Website | www.example.com/business/support',
      "Learn about the terms used on this label by visiting the Federal Communications Commission's Consumer Resource Center: www.fcc.gov/consumer",
      'Unique Plan Identifier | F0000012345FIB3002Y',
    ]);
    expect(screen.getByRole('rowheader', { name: 'Typical Latency' })).toBeInTheDocument();
    expect(
      screen.getByRole('columnheader', { name: 'Speeds Provided with Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'www.example.com/privacy' })).toHaveAttribute(
      'href',
      'https://www.example.com/privacy',
    );
  });

  it('is closed under its plan until opened; a capped plan names its data', () => {
    const { container } = render(<BroadbandLabel label={demoLabel('F0000012345LTE10')} />);
    // The browser opens a <details> by Enter or Space on its summary (the journeys press it).
    expect(container.querySelector('details')?.open).toBe(false);
    expect(container.querySelector('summary')?.textContent).toBe(
      'Broadband Facts: 4G LTE Business Internet 10 Mbps',
    );
    expect(rows(container.querySelector('table')!)).toContain('Data included | 300 GB');
  });
});
