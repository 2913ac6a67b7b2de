/** Schemas of the abandoned-cart wire contract; what the calls mean is in wire/abandoned-cart.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { validateAbandonedCartEmail } from '../../validators/abandoned-cart';

/** 002 §3: the columns of a bulk row, in CSV header order. */
export const ABANDONED_CART_FIELDS = [
  'addressID',
  'phoneNumber',
  'state',
  'email',
  'city',
  'street',
  'zipCode',
] as const;
export type AbandonedCartField = (typeof ABANDONED_CART_FIELDS)[number];

/** Most rows in one request; the page sends ABANDONED_CART_BATCH_SIZE at a time. */
export const ABANDONED_CART_MAX_ROWS = 100;
export const ABANDONED_CART_BATCH_SIZE = 5;
/** Most rows in one upload (the page splits them into batches). */
export const ABANDONED_CART_MAX_UPLOAD_ROWS = 1000;

const cell = z.string().trim().max(200).default('');

/** A row as typed or uploaded; checked per row by the server, so a bad row fails alone. */
const abandonedCartRow = z.object({
  /** Row number shown back in the results (the CSV line or table row). */
  row: z.number().int().min(1).max(100_000),
  addressID: cell,
  phoneNumber: cell,
  state: cell,
  email: cell,
  city: cell,
  street: cell,
  zipCode: cell,
});
export type AbandonedCartRow = z.input<typeof abandonedCartRow>;
export type AbandonedCartRowParsed = z.output<typeof abandonedCartRow>;

export const generateAbandonedCartsBody = z.object({
  targetEmail: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const message = validateAbandonedCartEmail(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  rows: z.array(abandonedCartRow).min(1).max(ABANDONED_CART_MAX_ROWS),
});
export type GenerateAbandonedCartsBody = z.input<typeof generateAbandonedCartsBody>;

const abandonedCartResult = z.object({
  row: z.number(),
  status: z.enum(['saved', 'failed']),
  /** What was put in the cart ('saved') or why the row failed. */
  message: z.string(),
  /** The saved cart id, '' when failed. */
  scartid: z.string(),
  /** The retrieval link, '' when failed. */
  link: z.string(),
});
export type AbandonedCartResult = z.infer<typeof abandonedCartResult>;

export const generateAbandonedCartsAnswer = success({ results: z.array(abandonedCartResult) });
export type GenerateAbandonedCartsAnswer = z.infer<typeof generateAbandonedCartsAnswer>;
