/**
 * The building blocks of the catalogue schema (catalogue/schema.ts): ids, names, money in cents,
 * contract prices and the item shapes every section extends.
 */
import { z } from 'zod';

export const msg = (m: string) => ({ error: m });

export const cents = z
  .number(msg('must be a number'))
  .int('must be whole cents')
  .min(0, 'must not be negative');
export const catalogueId = z
  .string(msg('must be text'))
  .trim()
  .min(1, 'is required')
  .max(40, 'must be at most 40 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, dot, underscore or hyphen');
export const name = z.string(msg('must be text')).trim().min(1, 'is required').max(120);

/** Monthly price per contract (001 §2 contract switch). */
export const termPrice = z.object({ MonthToMonth: cents, TwoYears: cents });
export type TermPrice = z.infer<typeof termPrice>;

export const priced = {
  id: catalogueId,
  name,
  /** Shown under the name in tiles and the cart ('ProdOfferDesc'). */
  description: z.string().max(300).default(''),
};

/** A monthly item with one price whatever the contract. */
export const monthlyItem = z.object({ ...priced, monthlyCents: cents });
/** Equipment or a service charged once, optionally in installments. */
export const oneTimeItem = z.object({
  ...priced,
  oneTimeCents: cents,
  /** Months the charge may be spread over (0: pay at once). Default installments: 002 §9. */
  installments: z.number().int().min(0).max(36).default(0),
});
/** An item the visitor may take several of. */
export const quantityItem = monthlyItem.extend({ maxQuantity: z.number().int().min(1).max(99) });
/** How many of an item a visitor may choose: 0 would list a choice that is refused when made. */
export const maxCount = (max: number) =>
  z
    .number(msg('must be a number'))
    .int('must be a whole number')
    .min(1, 'must be at least 1: an item nobody may take must not be listed')
    .max(max);

export function noCheaperMonthToMonth(
  item: { price: TermPrice; allowCheaperMonthToMonth: boolean },
  ctx: z.RefinementCtx,
) {
  if (!item.allowCheaperMonthToMonth && item.price.MonthToMonth < item.price.TwoYears) {
    ctx.addIssue({
      code: 'custom',
      path: ['price', 'MonthToMonth'],
      message:
        'must not be below the TwoYears price (set allowCheaperMonthToMonth: true to allow it)',
    });
  }
}
