/**
 * Price quote number: on the existing-service chooser the number must match a
 * listed quote.
 */
import { ERROR_MESSAGES } from '../errors';
import { asList, asText, readField } from '../input';

/** Quote numbers comparable ignoring surrounding whitespace and case. */
function quoteKey(value: unknown): string {
  return asText(value).trim().toUpperCase();
}

/**
 * The quote numbers of an availability or quote response
 * (quoteResultsField.priceQuotesSetField[].quoteNumberField, 000 §3, 002 §3). Accepts the
 * response, its quoteResultsField, or the entries list. Entries without a number are skipped.
 */
export function listQuoteNumbers(response: unknown): string[] {
  const fromResults = (results: unknown): unknown => readField(results, 'priceQuotesSetField');
  const entries = Array.isArray(response)
    ? response
    : asList(fromResults(readField(response, 'quoteResultsField')) ?? fromResults(response));
  return entries
    .map((entry) => asText(readField(entry, 'quoteNumberField')).trim())
    .filter((n) => n !== '');
}

/** Must match a listed quote: 'Please enter valid price quote number'. */
export function validatePriceQuote(
  value: unknown,
  quoteNumbers: readonly unknown[],
): string | null {
  const key = quoteKey(value);
  if (key === '') return ERROR_MESSAGES.priceQuoteInvalid;
  return asList(quoteNumbers).some((quote) => quoteKey(quote) === key)
    ? null
    : ERROR_MESSAGES.priceQuoteInvalid;
}
