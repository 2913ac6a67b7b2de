/**
 * The envelopes the JSON answers share: `Status: 'SUCCESS'` first, then the answer's fields
 * (bizline's own calls); or `Status` SUCCESS or FAILURE with an optional message (the spec's
 * checkout and cart-update calls).
 */
import { z } from 'zod';

/** `{ Status: 'SUCCESS', ...shape }` as one zod object. */
export function success<S extends z.ZodRawShape>(shape: S) {
  return z.object({ Status: z.literal('SUCCESS'), ...shape });
}

/** `{ Status: 'SUCCESS' | 'FAILURE', message? }`; `.extend` it with the answer's fields. */
export const statusAnswer = z.object({
  Status: z.enum(['SUCCESS', 'FAILURE']),
  message: z.string().optional(),
});
