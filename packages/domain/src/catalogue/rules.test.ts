import { describe, expect, it } from 'vitest';
import { isOneGigName, parseTvKeywords, routerDisplayName, routerTypeOf } from './rules';

describe('isOneGigName (001 §2: 940, gig or 20480)', () => {
  it.each([
    ['Business Fiber 1 Gig', true],
    ['Business Fiber 2 GIG', true],
    ['Fios 940/880 Mbps', true],
    ['Plan 20480', true],
    ['Gigabit Connection', true],
    ['Business Fiber 500 Mbps', false],
    ['', false],
  ])('recognises the markers in any case: %j is one gig: %s', (name, oneGig) => {
    expect(isOneGigName(name)).toBe(oneGig);
  });
});

describe('routerTypeOf (001 §2: the part after |)', () => {
  it.each([
    ['Business Fiber Router|rent', 'rent', 'Business Fiber Router'],
    ['Business Fiber Router|BUY', 'buy', 'Business Fiber Router'],
    ['Use my own router| own ', 'own', 'Use my own router'],
    ['Router', null, 'Router'],
    ['Router|lease', null, 'Router'],
  ])('reads rent, buy and own, and shows the name without it: %j', (name, type, shown) => {
    expect(routerTypeOf(name)).toBe(type);
    expect(routerDisplayName(name)).toBe(shown);
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
