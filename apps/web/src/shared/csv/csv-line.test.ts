import { describe, expect, it } from 'vitest';
import { splitCsvLine } from './csv-line';

describe('splitCsvLine', () => {
  it('splits quoted values', () => {
    expect(splitCsvLine('"1 Main St, Rear",STE 1,"Say ""hi""",TX,77002')).toEqual([
      '1 Main St, Rear',
      'STE 1',
      'Say "hi"',
      'TX',
      '77002',
    ]);
  });
});
