import { describe, expect, it } from 'vitest';
import { classifyCampaignCode } from './campaign';

describe('classifyCampaignCode', () => {
  it('stores wireless codes as they are', () => {
    expect(classifyCampaignCode('VZW123')).toEqual({ wirelessCmp: 'VZW123' });
    expect(classifyCampaignCode('5g-spring')).toEqual({ wirelessCmp: '5g-spring' });
  });
  it("stores fiber/partner codes with '|fios', once", () => {
    expect(classifyCampaignCode('SPRING24')).toEqual({ fiberCmp: 'SPRING24|fios' });
    expect(classifyCampaignCode('SPRING24|fios')).toEqual({ fiberCmp: 'SPRING24|fios' });
  });
});
