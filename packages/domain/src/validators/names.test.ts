import { describe, expect, it } from 'vitest';
import { hasTwoConsecutiveLetters, isValidName, validateName } from './names';

describe('name helper (000 §5, 001 §5)', () => {
  it.each(['Al', 'Mary-Jane', 'John Smith', 'Team_2', 'ab12', 'Zoë', '  Jo'])('accepts %j', (v) => {
    expect(isValidName(v)).toBe(true);
    expect(validateName(v)).toBeNull();
  });

  it.each([
    ['A', 'too short'],
    ['a'.repeat(31), 'too long'],
    ['a1b2', 'no two consecutive letters'],
    ['12', 'digits only'],
    ['Jo!', 'punctuation'],
    ["O'Neil", 'apostrophe'],
    ['', 'empty'],
  ])('rejects %j (%s)', (v) => {
    expect(isValidName(v)).toBe(false);
  });

  it('accepts exactly 30 characters', () => {
    expect(isValidName('a'.repeat(30))).toBe(true);
  });

  it('needs two consecutive letters', () => {
    expect(hasTwoConsecutiveLetters('a1b')).toBe(false);
    expect(hasTwoConsecutiveLetters('1ab')).toBe(true);
  });

  it('uses the agent form wording as its message', () => {
    expect(validateName('1')).toBe('Enter a valid First Name');
    expect(validateName('1', 'last')).toBe('Enter a valid Last Name');
    expect(validateName(null)).toBe('Enter a valid First Name');
  });
});
