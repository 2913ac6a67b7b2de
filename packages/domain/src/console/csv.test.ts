import { describe, expect, it } from 'vitest';
import { neutralizeCell, toCsv } from './csv';

describe('console CSV', () => {
  it('neutralizes cells that start with = + - @ (and tab, carriage return)', () => {
    for (const v of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutralizeCell(v)).toBe(`'${v}`);
    }
    expect(neutralizeCell('Ada')).toBe('Ada');
    expect(neutralizeCell('a=b')).toBe('a=b');
  });

  it('quotes fields with commas, quotes and line breaks, after neutralizing', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['=HYPERLINK("x","y")', 'plain, text'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\n"\'=HYPERLINK(""x"",""y"")","plain, text"\r\n,3\r\n');
  });
});
