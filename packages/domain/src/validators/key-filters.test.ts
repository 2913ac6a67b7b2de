import { describe, expect, it } from 'vitest';
import { filterLetters, filterZipInput } from './key-filters';

describe('as-you-type filters (000 §5)', () => {
  it('keeps letters only for waitlist names', () => {
    expect(filterLetters("Ana-María 2'")).toBe('AnaMaría');
  });

  it('keeps up to 5 digits for the zip', () => {
    expect(filterZipInput('07a1-02999')).toBe('07102');
    expect(filterZipInput(null)).toBe('');
  });
});
