import { describe, expect, it } from 'vitest';
import { chargesOfKind, installmentLines, isOfferedMonths } from './installments';

const charge = (type: string, price: string, wavied: 'Y' | 'N' = 'N') => ({
  offerName: type,
  price,
  installmentOption: '',
  wavied,
  type,
});

describe('installment lines (002 §9)', () => {
  const charges = [
    charge('router', '299.99'),
    charge('equipment', '120.00'),
    charge('installation', '99.00'),
    charge('oneTime', '0.99'),
    charge('equipment', '50.00', 'Y'),
  ];

  it('prices one-time over 3, equipment and router over 12 by default', () => {
    expect(installmentLines(charges)).toMatchObject({
      oneTimeInstallments: { months: 3, price: '33.33' },
      equipmentInstallments: { months: 12, price: '10.00' },
      routerInstallments: { months: 12, price: '25.00' },
    });
  });

  it('ignores waived charges and pays at once with 0 months', () => {
    expect(chargesOfKind(charges, 'equipment')).toBe(12000);
    expect(
      installmentLines(charges, { oneTime: 0, equipment: 12, router: 1 }).routerInstallments,
    ).toMatchObject({ months: 1, price: '299.99' });
    expect(installmentLines([]).routerInstallments.price).toBe('0.00');
  });

  it('prices each offered number of months: the router over 12, 24 or 36 (issue 10 §2)', () => {
    const lines = installmentLines(charges, { oneTime: 3, equipment: 24, router: 24 });
    expect(lines.routerInstallments).toEqual({
      months: 24,
      price: '12.50',
      options: [
        { months: 12, price: '25.00', last: '24.99' },
        { months: 24, price: '12.50', last: '12.49' },
        { months: 36, price: '8.33', last: '8.44' },
      ],
    });
    expect(lines.equipmentInstallments.price).toBe('5.00');
    expect(lines.oneTimeInstallments.options).toEqual([
      { months: 3, price: '33.33', last: '33.33' },
    ]);
    expect(isOfferedMonths('router', 24)).toBe(true);
    expect(isOfferedMonths('router', 0)).toBe(true);
    expect(isOfferedMonths('oneTime', 24)).toBe(false);
  });
});
