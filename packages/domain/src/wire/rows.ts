/** Fields that the rows of several answers share, each declared once. */
import { z } from 'zod';

/** A person's first and last name as stored: staff, waitlist registrations, order customers. */
export const personName = { firstName: z.string(), lastName: z.string() };
