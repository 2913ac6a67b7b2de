import { describe, expect, it } from 'vitest';
import { captureLog } from '../test-log';
import {
  CREDIT_INPUT_MESSAGES,
  CreditInputError,
  RulesCreditProvider,
  TEST_DEPOSIT_CENTS,
  type CreditApplicant,
} from './index';

const address = { zip: '10001', state: 'NY' };
const owner = (ssn: string | null) => ({
  firstName: 'Ada',
  lastName: 'Lopez',
  ssn,
  dob: '1/2/1980',
});

function sole(ssn: string | null): CreditApplicant {
  return { customerType: 'SoleOwner', owners: [owner(ssn)], company: null, address };
}

function corporation(taxId: string | null): CreditApplicant {
  return {
    customerType: 'corporation',
    owners: [],
    company: { billingName: 'Lopez Bakery Inc', taxId },
    address,
  };
}

describe('built-in credit engine test identities', () => {
  const { log, text } = captureLog();
  const credit = new RulesCreditProvider(log);

  it('passes an ordinary SSN, fails one ending 0000, asks a $200.00 deposit for 1111', async () => {
    expect(await credit.check(sole('123-45-6789'))).toMatchObject({
      creditworthiness: 'pass',
      depositCents: 0,
    });
    expect(await credit.check(sole('123450000'))).toMatchObject({
      creditworthiness: 'fail',
      depositCents: 0,
    });
    const deposit = await credit.check(sole('123 45 1111'));
    expect(deposit).toMatchObject({ creditworthiness: 'deposit', depositCents: 20_000 });
    expect(TEST_DEPOSIT_CENTS).toBe(20_000);
  });

  it('reads tax ids without punctuation: 0000 fails, 2222 asks a deposit, others pass', async () => {
    expect((await credit.check(corporation('12-3456789'))).creditworthiness).toBe('pass');
    expect((await credit.check(corporation('12-3450000'))).creditworthiness).toBe('fail');
    expect(await credit.check(corporation('12-345 2222'))).toMatchObject({
      creditworthiness: 'deposit',
      depositCents: 20_000,
    });
  });

  it('lets partners pass with one SSN; the worst answer of several owners wins', async () => {
    const partners = (a: string | null, b: string | null): CreditApplicant => ({
      customerType: 'partners',
      owners: [owner(a), { ...owner(b), dob: '0/0/0' }],
      company: null,
      address,
    });
    expect((await credit.check(partners('123456789', null))).creditworthiness).toBe('pass');
    expect((await credit.check(partners('123451111', '123456789'))).creditworthiness).toBe(
      'deposit',
    );
    expect((await credit.check(partners('123451111', '123450000'))).creditworthiness).toBe('fail');
  });

  it('fails an applicant with neither SSN nor tax id', async () => {
    expect((await credit.check(sole(null))).creditworthiness).toBe('fail');
    expect((await credit.check(corporation(''))).creditworthiness).toBe('fail');
  });

  it('gives each check its own reference', async () => {
    const a = await credit.check(sole('123456789'));
    const b = await credit.check(sole('123456789'));
    expect(a.reference).toMatch(/^CR[0-9A-F]{12}$/);
    expect(a.reference).not.toBe(b.reference);
  });

  it('refuses unreadable values with a message that does not repeat them', async () => {
    const bad = credit.check(sole('12345678'));
    await expect(bad).rejects.toBeInstanceOf(CreditInputError);
    await expect(credit.check(sole('12345678'))).rejects.toMatchObject({
      kind: 'ssn',
      message: CREDIT_INPUT_MESSAGES.ssn,
    });
    await expect(credit.check(corporation('12-34'))).rejects.toMatchObject({
      kind: 'taxIdNumber',
      message: CREDIT_INPUT_MESSAGES.taxIdNumber,
    });
  });

  it('never logs an SSN or tax id', () => {
    // The log's own numbers (time, pid) and the random check references may contain these
    // digits by chance: leave them out.
    const logged = text()
      .replace(/"(time|pid)":\d+,?/g, '')
      .replace(/"reference":"CR[0-9A-F]+"/g, '');
    expect(logged).toContain('credit check');
    for (const digits of ['6789', '0000', '1111', '2222', '3456789']) {
      expect(logged).not.toContain(digits);
    }
  });
});
