/**
 * The stored checkout answers have one owner (answers.ts): they are read and written through
 * their schema, so a row of another shape fails loudly and nothing outside the shape (an SSN
 * sent along by mistake) is ever stored.
 */
import { describe, expect, it } from 'vitest';
import { parseAnswers, serializeAnswers, type CheckoutAnswers } from './answers';

const owner = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  middleInitial: '',
  isNoSsn: 'N' as const,
  ssnGiven: 'Y' as const,
  dob: '12/10/1985',
};

const answers: CheckoutAnswers = {
  credit: {
    customerType: 'SoleOwner',
    soleOwner: owner,
    status: 'SUCCESS',
    creditworthiness: 'pass',
    depositCents: 0,
    reference: 'CR-1',
    checkedAt: '2026-11-23T10:00:00.000Z',
  },
  installments: { oneTime: 12, equipment: 24, router: 1 },
  payment: { method: 'Card', token: 'tok_1', last4: '4242', brand: 'VISA' },
  installation: { dueDate: '', timeSlotCode: '', timeSlot: '', type: 'tech', holdId: null },
};

describe('stored checkout answers', () => {
  it('read back as they were written', () => {
    expect(parseAnswers(serializeAnswers(answers))).toEqual(answers);
    expect(parseAnswers('{}')).toEqual({});
  });

  it('a row of another shape fails, naming the field', () => {
    const stored = JSON.stringify({ ...answers, installments: { oneTime: '12' } });
    expect(() => parseAnswers(stored)).toThrow(/installments\.oneTime/);
    expect(() => parseAnswers(JSON.stringify({ payment: { method: 'Cash' } }))).toThrow(
      /payment\.method/,
    );
  });

  it('keeps nothing outside the shape: an SSN passed along is not stored', () => {
    const withSsn = {
      ...answers,
      credit: { ...answers.credit!, soleOwner: { ...owner, ssn: '123456789' } },
    } as CheckoutAnswers;
    const stored = serializeAnswers(withSsn);
    expect(stored).not.toContain('123456789');
    expect(parseAnswers(stored).credit?.soleOwner).toEqual(owner);
  });
});
