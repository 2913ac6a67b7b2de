import { describe, expect, it } from 'vitest';
import { listQuoteNumbers, validatePriceQuote } from './quote';

const MESSAGE = 'Please enter valid price quote number';

describe('price quote (000 §5)', () => {
  const quotes = ['Q-1001', 'Q-1002'];

  it('accepts a listed quote, ignoring surrounding spaces and case', () => {
    expect(validatePriceQuote('Q-1001', quotes)).toBeNull();
    expect(validatePriceQuote(' q-1002 ', quotes)).toBeNull();
  });

  it("rejects anything else: 'Please enter valid price quote number'", () => {
    expect(validatePriceQuote('Q-1003', quotes)).toBe(MESSAGE);
    expect(validatePriceQuote('', quotes)).toBe(MESSAGE);
    expect(validatePriceQuote('Q-1001', [])).toBe(MESSAGE);
    expect(validatePriceQuote(null, quotes)).toBe(MESSAGE);
  });

  it('lists quote numbers of a response (000 §3)', () => {
    const response = {
      quoteResultsField: {
        priceQuotesSetField: [
          { quoteNumberField: 'Q-1', monField: 'M1' },
          { quoteNumberField: '' },
          { monField: 'M3' },
          { quoteNumberField: 'Q-2' },
        ],
      },
    };
    expect(listQuoteNumbers(response)).toEqual(['Q-1', 'Q-2']);
    expect(listQuoteNumbers(response.quoteResultsField)).toEqual(['Q-1', 'Q-2']);
    expect(listQuoteNumbers(response.quoteResultsField.priceQuotesSetField)).toEqual([
      'Q-1',
      'Q-2',
    ]);
    expect(listQuoteNumbers(null)).toEqual([]);
    expect(listQuoteNumbers({ quoteResultsField: 'x' })).toEqual([]);
  });
});
