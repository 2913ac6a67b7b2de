import { describe, expect, it } from 'vitest';
import { isOneGigName, parseTvKeywords, routerDisplayName, routerTypeOf } from './rules';

describe('isOneGigName (001 §2: 940, gig or 20480)', () => {
  it('recognises the markers in any case', () => {
    expect(isOneGigName('Business Fiber 1 Gig')).toBe(true);
    expect(isOneGigName('Business Fiber 2 GIG')).toBe(true);
    expect(isOneGigName('Fios 940/880 Mbps')).toBe(true);
    expect(isOneGigName('Plan 20480')).toBe(true);
    expect(isOneGigName('Gigabit Connection')).toBe(true);
    expect(isOneGigName('Business Fiber 500 Mbps')).toBe(false);
    expect(isOneGigName('')).toBe(false);
  });
});

describe('routerTypeOf (001 §2: the part after |)', () => {
  it('reads rent, buy and own', () => {
    expect(routerTypeOf('Business Fiber Router|rent')).toBe('rent');
    expect(routerTypeOf('Business Fiber Router|BUY')).toBe('buy');
    expect(routerTypeOf('Use my own router| own ')).toBe('own');
    expect(routerTypeOf('Router')).toBeNull();
    expect(routerTypeOf('Router|lease')).toBeNull();
    expect(routerDisplayName('Business Fiber Router|rent')).toBe('Business Fiber Router');
    expect(routerDisplayName('Router')).toBe('Router');
  });
});

describe('parseTvKeywords (001 §3)', () => {
  it('splits on | and finds the plan type, LOCAL by default', () => {
    expect(parseTvKeywords('Tier|PREFERRED')).toEqual({
      tokens: ['Tier', 'PREFERRED'],
      planType: 'PREFERRED',
    });
    expect(parseTvKeywords('FLEXCHOICE|SPORTSNEWS')).toEqual({
      tokens: ['FLEXCHOICE', 'SPORTSNEWS'],
      planType: 'FLEXCHOICE',
    });
    expect(parseTvKeywords('Tier|ULTIMATE|RSN').planType).toBe('ULTIMATE');
    expect(parseTvKeywords(' RSN || ')).toEqual({ tokens: ['RSN'], planType: 'LOCAL' });
    expect(parseTvKeywords('')).toEqual({ tokens: [], planType: 'LOCAL' });
  });
});
