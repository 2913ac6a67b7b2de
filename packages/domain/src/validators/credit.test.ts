import { describe, expect, it } from 'vitest';
import {
  creditCheckStatus,
  dobOrDefault,
  meetsSsnRule,
  normalizeCustomerType,
  suppliesSsn,
} from './credit';

describe('customer types (002 §3)', () => {
  it.each([
    // Both flows' spellings.
    ['SoleOwner', 'SoleOwner'],
    ['soleowner', 'SoleOwner'],
    ['partner', 'partners'],
    ['partners', 'partners'],
    ['SCORP', 'scorp'],
    ['LLC', 'llc'],
    ['corporation', 'corporation'],
    // SoleOwner by default; unknown types refused.
    [undefined, 'SoleOwner'],
    ['', 'SoleOwner'],
    ['trust', null],
  ])('normalises %j to %j', (given, type) => {
    expect(normalizeCustomerType(given)).toBe(type);
  });
});

describe('SSN rule (002 §5)', () => {
  it.each([
    // A sole owner needs an SSN unless flagged no SSN.
    [{ customerType: 'SoleOwner', soleOwner: { ssn: '123-45-6789' } }, true],
    [{ customerType: 'SoleOwner', soleOwner: { ssn: '' } }, false],
    [{ customerType: 'SoleOwner', soleOwner: { isNoSsn: true } }, true],
    [{ soleOwner: {} }, false],
    // Partners need at least one SSN between them.
    [{ customerType: 'partners', partner1: {}, partner2: {} }, false],
    [{ customerType: 'partner', partner2: { ssn: '123456789' } }, true],
    [{ customerType: 'partners', partner1: { ssn: '123456789' } }, true],
    // Company types pass; unknown types do not.
    [{ customerType: 'llc' }, true],
    [{ customerType: 'trust' }, false],
    [null, false],
  ])('%j meets it: %s', (answers, meets) => {
    expect(meetsSsnRule(answers)).toBe(meets);
  });

  it('reads an SSN as supplied when non-blank', () => {
    expect(suppliesSsn({ ssn: '  ' })).toBe(false);
    expect(suppliesSsn({ ssn: '123456789' })).toBe(true);
  });
});

describe('dob and results (002 §3, §5)', () => {
  it("defaults to '0/0/0' for missing partners", () => {
    expect(dobOrDefault(undefined)).toBe('0/0/0');
    expect(dobOrDefault({ month: '4' })).toBe('0/0/0');
    expect(dobOrDefault({ month: '4', day: '12', year: '1980' })).toBe('4/12/1980');
    expect(dobOrDefault({ month: 4, day: 12, year: 1980 })).toBe('4/12/1980');
  });

  it('reads CreditCheckStatus', () => {
    expect(creditCheckStatus('SUCCESS')).toBe('SUCCESS');
    expect(creditCheckStatus('FAILURE')).toBe('FAILURE');
    expect(creditCheckStatus('PENDING')).toBeNull();
  });
});
