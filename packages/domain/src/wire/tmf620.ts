/**
 * TMF620 Product Catalog Management v4 (read), docs/integration.md "TMF620": where it answers and
 * its list paging, as TMF630 has it.
 */
import { z } from 'zod';

export const TMF620_BASE = '/tmf-api/productCatalogManagement/v4';
const PAGE_DEFAULT = 100;
const PAGE_MAX = 500;

/** offset/limit (a larger limit answers PAGE_MAX), fields, and the filters each list takes. */
export const catalogListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_MAX)),
  fields: z.string().max(500).optional(),
  'category.id': z.string().max(100).optional(),
  lifecycleStatus: z.string().max(40).optional(),
});
