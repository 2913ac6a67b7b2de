/**
 * Price quote SQL (table price_quotes). Every function takes a Kysely executor so the service can
 * run several in one transaction. Portable SQL for both dialects.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PriceQuotesTable } from '../../db/schema';

type Executor = Kysely<Database>;
export type QuoteRow = Selectable<PriceQuotesTable>;

/** The quote with this number when it belongs to one of the addresses; undefined otherwise. */
export function findQuoteOfAddresses(
  db: Executor,
  quoteNumber: string,
  addressIds: string[],
): Promise<QuoteRow | undefined> {
  if (!addressIds.length) return Promise.resolve(undefined);
  return db
    .selectFrom('price_quotes')
    .selectAll()
    .where('quote_number', '=', quoteNumber)
    .where('address_id', 'in', addressIds)
    .executeTakeFirst();
}

export async function countQuotes(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('price_quotes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Existing quote numbers among `numbers`, with their status. */
export async function statusesOf(db: Executor, numbers: string[]): Promise<Map<string, string>> {
  if (!numbers.length) return new Map();
  const rows = await db
    .selectFrom('price_quotes')
    .select(['quote_number', 'status'])
    .where('quote_number', 'in', numbers)
    .execute();
  return new Map(rows.map((r) => [r.quote_number, r.status]));
}

export async function insertQuote(db: Executor, row: Insertable<PriceQuotesTable>): Promise<void> {
  await db.insertInto('price_quotes').values(row).execute();
}

export async function updateQuote(db: Executor, row: Insertable<PriceQuotesTable>): Promise<void> {
  const { quote_number, created_at: _created, ...rest } = row;
  await db.updateTable('price_quotes').set(rest).where('quote_number', '=', quote_number).execute();
}

/** Addresses (ids) that exist in the footprint among `ids`. */
export async function existingAddressIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('footprint_addresses')
    .select('address_id')
    .where('address_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.address_id));
}

/** Marks the quote ordered; true when this call changed it (it was not ordered before). */
export async function markOrdered(db: Executor, quoteNumber: string): Promise<boolean> {
  const result = await db
    .updateTable('price_quotes')
    .set({ status: 'ordered' })
    .where('quote_number', '=', quoteNumber)
    .where('status', '<>', 'ordered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
