/**
 * The row reads and writes every repo does the same way, in one place: insert a row and answer
 * its id, read one row by id, and map ids to one column. Portable across SQLite and PostgreSQL
 * (an id comes back as a number from both).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from './schema';

/** The tables whose rows have an `id` the database assigns. */
type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

// The helpers build the same query for any table of IdTable; Kysely cannot type a table chosen
// by a type parameter, so they query an untyped view of the database and type the answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, any>>;

/** Insert one row; the id the database gave it. */
export async function insertReturningId<T extends IdTable>(
  db: Kysely<Database>,
  table: T,
  row: Insertable<Database[T]>,
): Promise<number> {
  const inserted = await untyped(db)
    .insertInto(table as string)
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The row with this id, or undefined. */
export async function rowById<T extends IdTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** One column of the rows with these ids, by id (no query for no ids). */
export async function columnById<T extends IdTable>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows: Record<string, unknown>[] = await untyped(db)
    .selectFrom(table as string)
    .select(['id', column])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), String(r[column])]));
}
