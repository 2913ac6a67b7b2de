import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_CONFIG } from '../default-config';
import { brandVariables } from './i18n';

describe('i18n', () => {
  it('interpolates brand values into every text', () => {
    const { brand } = DEFAULT_PUBLIC_CONFIG;
    expect(i18next.t('common:documentTitle', { title: 'Checkout' })).toBe(
      `Checkout | ${brand.companyName}`,
    );
    expect(i18next.t('lbo:callSales')).toBe(`Call ${brandVariables(brand).salesPhone}`);
  });

  it('shows phone numbers in display form (xxx) xxx-xxxx', () => {
    const vars = brandVariables({ ...DEFAULT_PUBLIC_CONFIG.brand, salesPhone: '800-555-0142' });
    expect(vars.salesPhone).toBe('(800) 555-0142');
  });

  it('offers a capitalize format for sentence-initial brand words', () => {
    expect(
      i18next.t('x', {
        defaultValue: '{{fiberWord, capitalize}} is here',
        fiberWord: 'the fiber service',
      }),
    ).toBe('The fiber service is here');
  });
});
