import { describe, expect, it } from 'vitest';
import { funnelOutcomeOf } from './funnel';
import { response } from './test/availability';

const noWireline = { FiOSDataStatus: 'N', HSIStatus: 'N' } as const;

describe('funnelOutcomeOf: how an address check counts in the console funnel', () => {
  it.each([
    ['fiber', response()],
    ['copper', response({ LQPost: { FiOSDataStatus: 'N', HSIStatus: 'Y' } })],
    ['5g', response({ Qualified: 'true', LQPost: noWireline })],
    ['5g', response({ QualifiedCBand: 'true', LQPost: noWireline })],
    ['4g', response({ Qualified_4g: 'true', LQPost: noWireline })],
    ['out-of-footprint', response({ LQPost: noWireline })],
    ['out-of-footprint', response({ OOF: 'Y' })],
    ['existing', response({ HasExistingService: 'Y' })],
    ['existing', response({ LQPost: { INGPON2ONT: 'Y' } })],
    ['pending', response({ HasPendingOrder: 'Y' })],
  ] as const)('%s', (expected, answer) => {
    expect(funnelOutcomeOf(answer, true, false)).toBe(expected);
  });

  it('an address outside the footprint counts as out of footprint, a list to choose from as no outcome', () => {
    expect(funnelOutcomeOf(response(), false, false)).toBe('out-of-footprint');
    expect(funnelOutcomeOf(response(), true, true)).toBeNull();
  });
});
