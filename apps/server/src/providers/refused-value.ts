/**
 * A provider's refusal of a value it was given: `kind` says which value or why (for the caller
 * to answer with), the message says what is wrong, never what the value was.
 */
export class RefusedValueError<K extends string> extends Error {
  constructor(
    readonly kind: K,
    message: string,
  ) {
    super(message);
  }
}
