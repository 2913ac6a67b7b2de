/**
 * The console's funnel over a year of events (issue 14): the bench database gets 10,000 address
 * checks a day for 365 days (3.65 million, with their outcomes and channels) and the carts that
 * went on to customise, checkout and an order (written once, by one SQL statement a step), the
 * first rollup is timed, and then these are measured under load with a staff session:
 * - a year, all channels; a year, one channel at a time; the last 30 days; the year as CSV.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { openDb, type Db } from '../../apps/server/src/db/index';
import { rollUpFunnel } from '../../apps/server/src/modules/funnel/service';
import type { BenchDb } from './db';
import { API, type Call } from './load';
import { ensureBenchStaff, staffCookie } from './staff';

const PER_DAY = 10_000;
const DAYS = 365;
const CHECKS = PER_DAY * DAYS;
const FIRST_DAY = '2025-06-01';
const LAST_DAY = '2026-05-31';
const PREFIX = 'bench-funnel-';
const STAFF = {
  email: 'bench.funnel@example.com',
  password: 'bench funnel password 1',
  lastName: 'Funnel',
};

/** Each step: the share of checks (every n-th) that reached it. */
const STEPS = [
  { step: 'check', every: 1 },
  { step: 'customise', every: 4 },
  { step: 'checkout', every: 12 },
  { step: 'order', every: 30 },
] as const;

/** One INSERT … SELECT over the series 0..CHECKS-1 for a step, in the dialect's words. */
function insertStep(db: Db, step: string, every: number): string {
  const pg = db.dialect === 'postgres';
  const day = pg
    ? `to_char(date '${FIRST_DAY}' + (i / ${PER_DAY})::int, 'YYYY-MM-DD')`
    : `date('${FIRST_DAY}', '+' || (i / ${PER_DAY}) || ' days')`;
  const series = pg
    ? `generate_series(0, ${CHECKS - 1}) as s(i)`
    : `(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${CHECKS - 1}) select i from s) as s`;
  const outcome =
    step === 'check'
      ? `case i % 10 when 0 then 'fiber' when 1 then 'fiber' when 2 then 'fiber' when 3 then 'copper' when 4 then '5g' when 5 then '4g' when 6 then 'out-of-footprint' when 7 then 'existing' when 8 then 'pending' else null end`
      : 'null';
  const channel = `case when i % 10 < 7 then 'web' when i % 10 < 9 then 'agent' else 'kiosk' end`;
  const once = step === 'check' ? 'null' : `'${step}:${PREFIX}' || i`;
  return `insert into funnel_events (occurred_at, step, outcome, channel, cart_id, once_key)
    select ${day} || 'T12:00:00.000Z', '${step}', ${outcome}, ${channel}, '${PREFIX}' || i, ${once}
    from ${series} where i % ${every} = 0`;
}

/** One statement on its own connection (the bench's drivers, without Kysely). */
async function runSql(url: string, dialect: Db['dialect'], text: string): Promise<void> {
  if (dialect === 'sqlite') {
    const file = new SQLite(url.replace(/^sqlite:/, ''));
    try {
      file.exec(text);
    } finally {
      file.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Write the year of events when missing, roll them up (timed) and add the staff account. */
async function prepare(url: string): Promise<void> {
  const db = openDb(url);
  try {
    const have = await db.kysely
      .selectFrom('funnel_events')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('cart_id', '=', `${PREFIX}0`)
      .executeTakeFirstOrThrow();
    if (Number(have.n) === 0) {
      console.log(`Writing ${CHECKS} address checks and their later steps (first run only)...`);
      const t = Date.now();
      for (const s of STEPS) {
        await runSql(url, db.dialect, insertStep(db, s.step, s.every));
      }
      console.log(`  written in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    const t = Date.now();
    const rolled = await rollUpFunnel({ db });
    // Millions of rows written at once, and autovacuum has not analysed them yet: without
    // statistics PostgreSQL scans the year's events (p95 414 ms a year, 552 ms 30 days at 100k
    // addresses, against 51 and 6 ms analysed). A provider's events arrive over time.
    if (db.dialect === 'postgres')
      await runSql(url, db.dialect, 'analyze funnel_events, funnel_daily');
    console.log(`Funnel rollup: ${rolled} new events in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    await ensureBenchStaff(db, STAFF);
  } finally {
    await db.kysely.destroy();
  }
}

export async function funnelCalls(origin: string, db: BenchDb): Promise<Call[]> {
  await prepare(db.url);
  const headers = { cookie: await staffCookie(origin, STAFF) };
  const get = (name: string, path: string, queries: string[]): Call => ({
    name: `funnel, ${CHECKS / 1e6}M checks: ${name}`,
    method: 'GET',
    path: `${API}/${path}?${queries[0]}`,
    headers,
    variants: queries.map((q) => ({ path: `${API}/${path}?${q}` })),
  });
  const year = `from=${FIRST_DAY}&to=${LAST_DAY}`;
  return [
    get('a year', 'Console/Funnel', [year]),
    get(
      'a year, one channel',
      'Console/Funnel',
      ['web', 'agent', 'kiosk'].map((c) => `${year}&channel=${c}`),
    ),
    get('30 days', 'Console/Funnel', ['from=2026-05-02&to=2026-05-31']),
    get('a year as CSV', 'Console/Funnel/Csv', [year]),
  ];
}
