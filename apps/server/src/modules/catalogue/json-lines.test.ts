import { describe, expect, it } from 'vitest';
import { syntaxErrorLine, withLines } from './json-lines';

const DOC = `{
  "version": 7,
  "internet": {
    "plans": [
      { "id": "A", "name": "One" },
      {
        "id": "B",
        "price": { "TwoYears": -1 }
      }
    ]
  }
}
`;

describe('catalogue problem lines', () => {
  it('puts the line of the value, or of the nearest enclosing one, before each problem', () => {
    expect(
      withLines(DOC, [
        'version: must be text',
        'internet.plans[1].price.TwoYears: must not be negative',
        'internet.plans[0].description: is required',
        '(document): something',
      ]),
    ).toEqual([
      'line 2: version: must be text',
      'line 8: internet.plans[1].price.TwoYears: must not be negative',
      'line 5: internet.plans[0].description: is required',
      '(document): something',
    ]);
  });

  it('leaves a one-line document as it is, and finds the line of a syntax error', () => {
    expect(withLines('{"version":7}', ['version: must be text'])).toEqual([
      'version: must be text',
    ]);
    const broken = '{\n  "a": 1,\n  "b" 2\n}\n';
    let message = '';
    try {
      JSON.parse(broken);
    } catch (e) {
      message = (e as Error).message;
    }
    expect(syntaxErrorLine(broken, message)).toBe(3);
  });
});
