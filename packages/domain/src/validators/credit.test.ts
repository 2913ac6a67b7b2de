import { describe, expect, it } from 'vitest';
import {
  creditCheckStatus,
  dobOrDefault,
  meetsSsnRule,
  normalizeCustomerType,
  suppliesSsn,
} from './credit';

describe('customer types (002 §3)', () => {
  it('normalises both flows’ spellings', () => {
    expect(normalizeCustomerType('SoleOwner')).toBe('SoleOwner');
    expect(normalizeCustomerType('soleowner')).toBe('SoleOwner');
    expect(normalizeCustomerType('partner')).toBe('partners');
    expect(normalizeCustomerType('partners')).toBe('partners');
    expect(normalizeCustomerType('SCORP')).toBe('scorp');
    expect(normalizeCustomerType('LLC')).toBe('llc');
    expect(normalizeCustomerType('corporation')).toBe('corporation');
  });

  it('defaults to SoleOwner and rejects unknown types', () => {
    expect(normalizeCustomerType(undefined)).toBe('SoleOwner');
    expect(normalizeCustomerType('')).toBe('SoleOwner');
    expect(normalizeCustomerType('trust')).toBeNull();
  });
});

describe('SSN rule (002 §5)', () => {
  it('a sole owner needs an SSN unless flagged no SSN', () => {
    expect(meetsSsnRule({ customerType: 'SoleOwner', soleOwner: { ssn: '123-45-6789' } })).toBe(
      true,
    );
    expect(meetsSsnRule({ customerType: 'SoleOwner', soleOwner: { ssn: '' } })).toBe(false);
    expect(meetsSsnRule({ customerType: 'SoleOwner', soleOwner: { isNoSsn: true } })).toBe(true);
    expect(meetsSsnRule({ soleOwner: {} })).toBe(false);
  });

  it('partners need at least one SSN between them', () => {
    expect(meetsSsnRule({ customerType: 'partners', partner1: {}, partner2: {} })).toBe(false);
    expect(meetsSsnRule({ customerType: 'partner', partner2: { ssn: '123456789' } })).toBe(true);
    expect(meetsSsnRule({ customerType: 'partners', partner1: { ssn: '123456789' } })).toBe(true);
  });

  it('company types pass; unknown types do not', () => {
    expect(meetsSsnRule({ customerType: 'llc' })).toBe(true);
    expect(meetsSsnRule({ customerType: 'trust' })).toBe(false);
    expect(meetsSsnRule(null)).toBe(false);
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
