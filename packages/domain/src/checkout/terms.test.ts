import { describe, expect, it } from 'vitest';
import { loaCovers, movedNumbers, termsAcceptedSentence, termsContent } from './terms';

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

describe('termsAcceptedSentence', () => {
  it('names the version and the time it was accepted, in the zone asked for', () => {
    expect(
      termsAcceptedSentence(
        { version: 'SBT-2026-11', acceptedAt: '2026-11-23T15:04:00.000Z' },
        'UTC',
      ),
    ).toBe(
      'You accepted the Terms and Conditions version SBT-2026-11 on Nov 23, 2026 at 3:04 PM UTC',
    );
  });
  it('is empty when the order kept no acceptance', () => {
    expect(termsAcceptedSentence({ version: '', acceptedAt: '' })).toBe('');
    expect(termsAcceptedSentence({ version: 'SBT-2026-11', acceptedAt: 'not a time' })).toBe('');
  });
});

describe('loaCovers', () => {
  const loa = {
    localService: 'Y' as const,
    intraLATA: 'N' as const,
    interLATA: 'N' as const,
    tDate: '11/23/2026',
    firstName: 'Ada',
    lastName: 'Lovelace',
    cNumber: '6175559876',
    numbers: ['6175559876'],
  };
  it('needs no letter when nothing is moved', () => {
    expect(loaCovers(undefined, [])).toBe(true);
  });
  it('needs a signed letter naming every moved number', () => {
    expect(loaCovers(loa, ['6175559876'])).toBe(true);
    expect(loaCovers(undefined, ['6175559876'])).toBe(false);
    expect(loaCovers({ ...loa, localService: 'N' }, ['6175559876'])).toBe(false);
    expect(loaCovers({ ...loa, firstName: ' ' }, ['6175559876'])).toBe(false);
    expect(loaCovers(loa, ['6175559876', '6175559877'])).toBe(false);
  });
});
