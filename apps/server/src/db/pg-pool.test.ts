import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../test/support';
import { openDb, type Db } from './index';

describe('PostgreSQL connections prepare the SQL they run', () => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await freshDatabaseUrl('postgres'));
  });
  afterAll(async () => drop());

  /** Runs `work` on one connection of a pool of one. */
  async function onOneConnection<T>(
    preparedStatements: boolean,
    work: (db: Db) => Promise<T>,
  ): Promise<T> {
    const db = openDb(url, { poolSize: 1, preparedStatements });
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }
  const preparedCount = async (db: Db) =>
    Number(
      (
        await sql<{ n: string }>`select count(*) as n from pg_prepared_statements`.execute(
          db.kysely,
        )
      ).rows[0]!.n,
    );

  it('one statement per SQL text, whatever its values; none when turned off', async () => {
    const counts = async (prepared: boolean) =>
      onOneConnection(prepared, async (db) => {
        for (const n of [1, 2, 3]) {
          const row = await sql<{ v: number }>`select ${n}::int + 1 as v`.execute(db.kysely);
          expect(row.rows[0]!.v).toBe(n + 1);
        }
        return preparedCount(db);
      });
    // The count's own text is prepared too.
    expect(await counts(true)).toBe(2);
    expect(await counts(false)).toBe(0);
  });

  it('a table that changed shape under a prepared statement: the next call still answers', async () => {
    await onOneConnection(true, async (db) => {
      await sql`create table shape (id int)`.execute(db.kysely);
      await sql`insert into shape values (1)`.execute(db.kysely);
      const read = () =>
        db.kysely
          .selectFrom('shape' as never)
          .selectAll()
          .where('id' as never, '=', 1 as never)
          .execute();
      expect(await read()).toEqual([{ id: 1 }]);
      // A newer release's migration, from another connection.
      await onOneConnection(false, (other) =>
        sql`alter table shape add column note text`.execute(other.kysely),
      );
      expect(await read()).toEqual([{ id: 1, note: null }]);
      expect(await read()).toEqual([{ id: 1, note: null }]);
    });
  });
});
