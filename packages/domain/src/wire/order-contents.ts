/**
 * What an order or a saved cart is made of, as the customer reads it (pricing/order-lines.ts
 * orderContentsOf): sections in a fixed order, each a title and its lines of text. The
 * confirmation and order status pages, the order e-mails and the saved-cart e-mail all show
 * these texts as they are.
 */
import { z } from 'zod';

export const orderContents = z.array(
  z.object({
    key: z.enum(['services', 'lines', 'equipment', 'contract', 'installation']),
    title: z.string(),
    items: z.array(z.string()),
  }),
);
export type OrderContents = z.infer<typeof orderContents>;
