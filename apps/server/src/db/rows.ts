/**
 * The row reads and writes every repo does the same way, in one place: insert a row and answer
 * its id, insert a row once, read and write a versioned row that another row can lock (the
 * retry on a conflict is ./optimistic.ts), read one row by a column, count rows, move a status by
 * compare-and-set, and map ids to one column. Portable across SQLite and PostgreSQL (an id comes
 * back as a number from both).
 */
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from './schema';

/** The tables whose rows have an `id` the database assigns. */
type IdTable = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

// The helpers build the same query for any table of IdTable; Kysely cannot type a table chosen
// by a type parameter, so they query an untyped view of the database and type the answer.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Kysely<Record<string, any>>;
const untyped = (db: Kysely<Database>) => db as unknown as Untyped;

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

/** The first row whose `column` holds `value`, or undefined. */
export async function rowWhere<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | number,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where(column as string, '=', value)
    .executeTakeFirst();
  return row as Selectable<Database[T]> | undefined;
}

/** Insert one row; when a row with the same `key` exists already (a concurrent request made it
 * first), nothing happens. */
async function insertUnlessExists<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  key: keyof Database[T] & string,
  row: Insertable<Database[T]>,
): Promise<void> {
  await untyped(db)
    .insertInto(table as string)
    .values(row)
    .onConflict((oc) => oc.column(key).doNothing())
    .execute();
}

/** The tables whose rows carry a `version` a write must match (optimistic concurrency). */
type VersionedTable = {
  [T in keyof Database]: Database[T] extends { version: unknown } ? T : never;
}[keyof Database];

/**
 * What locks a versioned row for good: a row of `table` whose `column` holds the versioned row's
 * key (a placed order locks its cart and its checkout). Its `answer` column comes back with the
 * row (as `locked_by`), and no write goes through once such a row exists.
 */
export interface LockedBy {
  table: keyof Database;
  column: string;
  answer: string;
}

/**
 * The row reads and writes of a versioned table keyed by one column (carts, checkouts), that a
 * row of another table can lock (`lockedBy`): read a row by its key, with what locked it
 * (`locked_by`, null while nothing did) in the same query; insert one once (a concurrent request
 * that created it first wins); write `V` while the row still has `version` and nothing locked
 * it, moving it to `version + 1` (false when someone wrote or locked it first: the caller reads
 * it again and sees which).
 */
export function versionedRows<T extends VersionedTable, V extends Updateable<Database[T]>>(
  table: T,
  column: keyof Database[T] & string,
  lockedBy: LockedBy,
) {
  const lock = (db: Untyped) =>
    db
      .selectFrom(`${lockedBy.table} as lock`)
      .select(`lock.${lockedBy.answer}`)
      .whereRef(`lock.${lockedBy.column}`, '=', `${table}.${column}`);
  return {
    /** `forUpdate` (PostgreSQL, in a transaction): other writers of the row wait for it. */
    find: async (db: Kysely<Database>, key: string, forUpdate = false) => {
      const row = await untyped(db)
        .selectFrom(table as string)
        .selectAll(table as string)
        .select(() => lock(untyped(db)).limit(1).as('locked_by'))
        .where(`${table}.${column}` as string, '=', key)
        .$if(forUpdate, (q) => q.forUpdate(table as string))
        .executeTakeFirst();
      return row as (Selectable<Database[T]> & { locked_by: string | null }) | undefined;
    },
    insert: (db: Kysely<Database>, row: Insertable<Database[T]>) =>
      insertUnlessExists(db, table, column, row),
    update: async (db: Kysely<Database>, key: string, version: number, values: V) => {
      const result = await untyped(db)
        .updateTable(table as string)
        .set({ ...values, version: version + 1 })
        .where(column as string, '=', key)
        .where('version', '=', version)
        .where((eb) => eb.not(eb.exists(lock(untyped(db)))))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

/** The row with this id, or undefined. */
export const rowById = <T extends IdTable>(db: Kysely<Database>, table: T, id: number) =>
  rowWhere(db, table, 'id' as keyof Database[T] & string, id);

/** How many rows the table holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tables whose rows move through a `status` and stamp `updated_at`. */
type StatusTable = {
  [T in keyof Database]: Database[T] extends { status: unknown; updated_at: unknown } ? T : never;
}[keyof Database];

/**
 * Compare-and-set of a row's status: moves the row whose `column` holds `key` to `to` only
 * while its status is `from`; false when another move came first.
 */
export async function moveStatus<T extends StatusTable>(
  db: Kysely<Database>,
  table: T,
  where: { column: keyof Database[T] & string; key: string },
  move: { from: string; to: string; at: string },
): Promise<boolean> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set({ status: move.to, updated_at: move.at })
    .where(where.column as string, '=', where.key)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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
