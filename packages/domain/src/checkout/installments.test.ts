import { describe, expect, it } from 'vitest';
import { chargesOfKind, installmentLines } from './installments';

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
    expect(installmentLines(charges)).toEqual({
      oneTimeInstallments: { months: 3, price: '33.33' },
      equipmentInstallments: { months: 12, price: '10.00' },
      routerInstallments: { months: 12, price: '25.00' },
    });
  });

  it('ignores waived charges and pays at once with 0 months', () => {
    expect(chargesOfKind(charges, 'equipment')).toBe(12000);
    expect(
      installmentLines(charges, { oneTime: 0, equipment: 12, router: 1 }).routerInstallments,
    ).toEqual({ months: 1, price: '299.99' });
    expect(installmentLines([]).routerInstallments.price).toBe('0.00');
  });
});
