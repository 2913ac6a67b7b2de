import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../../test/support';
import { openDb, type Db } from './index';
import type { Database } from './schema';
import { writeTogether } from './transaction';

for (const dialect of DIALECTS) {
  describe(`writes together [${dialect}]`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    const statements: string[] = [];
    beforeAll(async () => {
      const fresh = await freshDatabaseUrl(dialect);
      drop = fresh.drop;
      db = openDb(fresh.url, {
        onQuery: (e) => {
          statements.push(e.query.sql);
        },
      });
      await sql`create table pair (id int primary key, note text)`.execute(db.kysely);
    });
    afterAll(async () => {
      await db.close();
      await drop();
    });

    const untyped = (k: Kysely<Database>) =>
      k as unknown as Kysely<{ pair: { id: number; note: string } }>;
    const insert = (k: Kysely<Database>, id: number) =>
      untyped(k)
        .insertInto('pair')
        .values({ id, note: `n${id}` });
    const ids = async () =>
      (await untyped(db.kysely).selectFrom('pair').select('id').orderBy('id').execute()).map(
        (r) => r.id,
      );

    it('all of them, in one statement on PostgreSQL', async () => {
      statements.length = 0;
      await writeTogether(db, (k) => [
        insert(k, 1),
        null,
        insert(k, 2),
        untyped(k).updateTable('pair').set({ note: 'x' }).where('id', '=', 1),
      ]);
      // PostgreSQL: the writes as WITHs of one statement; SQLite: BEGIN, 3 writes, COMMIT.
      expect(statements.length).toBe(dialect === 'postgres' ? 1 : 5);
      expect(await ids()).toEqual([1, 2]);
    });

    it('or none of them when one fails', async () => {
      await expect(writeTogether(db, (k) => [insert(k, 3), insert(k, 1)])).rejects.toThrow();
      expect(await ids()).toEqual([1, 2]);
    });
  });
}
