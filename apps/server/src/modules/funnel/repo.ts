/**
 * Funnel SQL (tables funnel_events and funnel_daily, the watermark in app_settings). Portable
 * across SQLite and PostgreSQL. Every function takes a Kysely executor so callers can record an
 * event in the transaction of the change it follows.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FunnelEventsTable } from '../../db/schema/imports';

type Executor = Kysely<Database>;

/** app_settings key: the id of the last event counted in funnel_daily. */
const WATERMARK_KEY = 'funnel.rolled_up_to';

/** The insert of a funnel event (not run); one with a `once_key` already there adds nothing. */
export function eventInsert(db: Executor, row: Insertable<FunnelEventsTable>) {
  return db
    .insertInto('funnel_events')
    .values(row)
    .onConflict((oc) => oc.column('once_key').doNothing());
}

export async function insertEvent(db: Executor, row: Insertable<FunnelEventsTable>) {
  await eventInsert(db, row).execute();
}

/** The channel of the cart's latest address check, if it has one. */
export async function channelOfCart(db: Executor, cartId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('funnel_events')
    .select('channel')
    .where('cart_id', '=', cartId)
    .where('step', '=', 'check')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.channel;
}

export async function readWatermark(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', WATERMARK_KEY)
    .executeTakeFirst();
  return row ? Number(row.value) : 0;
}

/** Forget counted events (ids up to the watermark) that occurred before `before`. */
export async function deleteCountedEvents(
  db: Executor,
  watermark: number,
  before: string,
): Promise<number> {
  const r = await db
    .deleteFrom('funnel_events')
    .where('id', '<=', watermark)
    .where('occurred_at', '<', before)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Move the watermark from `from` to `to`; false when another process moved it first. */
export async function moveWatermark(db: Executor, from: number, to: number): Promise<boolean> {
  if (from === 0) {
    await db
      .insertInto('app_settings')
      .values({ key: WATERMARK_KEY, value: '0' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
  const r = await db
    .updateTable('app_settings')
    .set({ value: String(to) })
    .where('key', '=', WATERMARK_KEY)
    .where('value', '=', String(from))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Where the next rollup ends: the `batch`-th event after `after` older than `before`, or the last
 * such event when there are fewer; null when there is none.
 */
export async function rollupEnd(
  db: Executor,
  after: number,
  before: string,
  batch: number,
): Promise<number | null> {
  const older = db
    .selectFrom('funnel_events')
    .where('id', '>', after)
    .where('occurred_at', '<', before);
  const nth = await older
    .select('id')
    .orderBy('id')
    .offset(batch - 1)
    .limit(1)
    .executeTakeFirst();
  if (nth) return Number(nth.id);
  const last = await older.select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return last?.id == null ? null : Number(last.id);
}

/** Add the events with after < id <= upto to the daily counts. */
export async function rollUp(db: Executor, after: number, upto: number): Promise<void> {
  await sql`
    insert into funnel_daily (day, channel, step, outcome, count)
    select substr(occurred_at, 1, 10), channel, step, coalesce(outcome, ''), count(*)
    from funnel_events
    where id > ${after} and id <= ${upto}
    group by substr(occurred_at, 1, 10), channel, step, coalesce(outcome, '')
    on conflict (day, channel, step, outcome)
    do update set count = funnel_daily.count + excluded.count
  `.execute(db);
}

export interface DailyCount {
  day: string;
  step: string;
  outcome: string;
  n: number;
}

/**
 * Counts per day, step and outcome from `from` to `to` (days, inclusive): the rolled-up days plus
 * the events the rollup has not reached yet, in one statement (one snapshot on both databases,
 * so a rollup committing meanwhile cannot count an event twice).
 */
export async function dailyCounts(
  db: Executor,
  q: { from: string; to: string; toNext: string; channel?: string },
): Promise<DailyCount[]> {
  const channelDaily = q.channel ? sql`and channel = ${q.channel}` : sql``;
  const result = await sql<{ day: string; step: string; outcome: string; n: number | string }>`
    select day, step, outcome, sum(n) as n from (
      select day, step, outcome, count as n from funnel_daily
      where day >= ${q.from} and day <= ${q.to} ${channelDaily}
      union all
      select substr(occurred_at, 1, 10) as day, step, coalesce(outcome, '') as outcome, 1 as n
      from funnel_events
      where id > coalesce(
          (select cast(value as bigint) from app_settings where key = ${WATERMARK_KEY}), 0)
        and occurred_at >= ${q.from} and occurred_at < ${q.toNext} ${channelDaily}
    ) t
    group by day, step, outcome
  `.execute(db);
  return result.rows.map((r) => ({ ...r, n: Number(r.n) }));
}
