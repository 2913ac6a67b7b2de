/**
 * The success envelope every JSON answer of bizline's own calls shares: `Status: 'SUCCESS'`
 * first, then the answer's fields (failures answer the problem shape of http-errors instead).
 */
import { z } from 'zod';

/** `{ Status: 'SUCCESS', ...shape }` as one zod object. */
export function success<S extends z.ZodRawShape>(shape: S) {
  return z.object({ Status: z.literal('SUCCESS'), ...shape });
}
