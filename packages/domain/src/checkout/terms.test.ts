import { describe, expect, it } from 'vitest';
import { movedNumbers, termsContent } from './terms';

describe('movedNumbers (the letter of authorization applies only then)', () => {
  const line = (tn: string) => ({ tn });
  it('is empty without voice and for numbers assigned from the pool', () => {
    expect(movedNumbers({ phone: null, bdv: null }, [])).toEqual([]);
    expect(
      movedNumbers({ phone: { lines: [line('6175550101'), line('')] }, bdv: null }, ['6175550101']),
    ).toEqual([]);
  });
  it('names a line number that did not come from the pool', () => {
    expect(
      movedNumbers({ phone: null, bdv: { lines: [line('6175550101'), line('2125550199')] } }, [
        '6175550101',
      ]),
    ).toEqual(['2125550199']);
  });
});

describe('termsContent', () => {
  it('needs a version id and an effective date', () => {
    const base = { title: 'Terms', sections: { a: { heading: 'A', body: 'Text' } } };
    expect(termsContent.safeParse(base).success).toBe(false);
    expect(
      termsContent.safeParse({ ...base, version: 'V1', effectiveDate: '2026-11-01' }).success,
    ).toBe(true);
    expect(
      termsContent.safeParse({ ...base, version: 'V 1', effectiveDate: '1 Nov' }).success,
    ).toBe(false);
  });
});
