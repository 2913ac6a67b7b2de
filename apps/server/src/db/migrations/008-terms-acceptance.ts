/**
 * Issue 10 §3: the order keeps which version of the terms and conditions was accepted and when
 * (null for orders placed before; the quote checkout has no terms step).
 */
import * as h from './helpers';

const termsColumns = h.nullableTextColumns('orders', ['terms_version', 'terms_accepted_at']);

export const up008TermsAcceptance = termsColumns.up;
export const down008TermsAcceptance = termsColumns.down;
