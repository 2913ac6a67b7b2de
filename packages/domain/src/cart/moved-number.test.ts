import { describe, expect, it } from 'vitest';
import { MOVED_NUMBER_MESSAGES, movedNumberProblem } from './moved-number';

describe('movedNumberProblem (keeping a current number)', () => {
  const none = { inPool: false, onOtherLine: false };
  it('accepts a valid 10-digit number in any punctuation', () => {
    expect(movedNumberProblem('(617) 555-9876', none)).toBeNull();
  });
  it('refuses bad digits, the pool’s own numbers and a number on two lines', () => {
    expect(movedNumberProblem('123-555-0100', none)).toBe(MOVED_NUMBER_MESSAGES.invalid);
    expect(movedNumberProblem('617555', none)).toBe(MOVED_NUMBER_MESSAGES.invalid);
    expect(movedNumberProblem('6175559876', { ...none, inPool: true })).toBe(
      MOVED_NUMBER_MESSAGES.inPool,
    );
    expect(movedNumberProblem('6175559876', { ...none, onOtherLine: true })).toBe(
      MOVED_NUMBER_MESSAGES.duplicate,
    );
  });
});
