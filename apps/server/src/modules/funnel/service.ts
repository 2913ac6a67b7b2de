/**
 * The console's funnel: the daily rollup sweep and the answer per day. The rollup adds the
 * events after its watermark to funnel_daily in batches, leaving the last ROLLUP_LAG_MS of
 * events (a transaction still open may commit an event with a lower id later); the answer reads
 * the rollup plus the events not rolled up yet, so it is current and reads a few thousand rows
 * for a year.
 */
import { FUNNEL_OUTCOMES, type FunnelChannel, type FunnelOutcome } from '@bizline/domain/funnel';
import type { FunnelAnswer, FunnelDay, FunnelQuery } from '@bizline/domain/wire/console/funnel';
import { FUNNEL_MAX_DAYS } from '@bizline/domain/wire/console/funnel';
import { badRequest } from '../../http-errors';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import * as repo from './repo';

/** Events younger than this wait for the next rollup. */
const ROLLUP_LAG_MS = 60_000;
/** Events per rollup transaction. */
const ROLLUP_BATCH = 200_000;
const DAY_MS = 86_400_000;
/**
 * Counted events are kept this long, then only their daily counts: the raw rows serve a cart's
 * later steps (its channel, each step once), and carts do not live this long (saved: 20 days).
 */
export const FUNNEL_EVENT_RETENTION_DAYS = 90;

/**
 * The sweep: count the events after the watermark into funnel_daily, then forget counted events
 * older than FUNNEL_EVENT_RETENTION_DAYS; how many ids it moved.
 */
export async function rollUpFunnel(ctx: { db: Db }, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ROLLUP_LAG_MS).toISOString();
  let moved = 0;
  for (;;) {
    const step = await inTransaction(ctx.db, async (trx) => {
      const after = await repo.readWatermark(trx);
      const upto = await repo.rollupEnd(trx, after, before, ROLLUP_BATCH);
      if (upto === null) return 0;
      await repo.rollUp(trx, after, upto);
      // Another process rolled the same events up first: undo ours.
      if (!(await repo.moveWatermark(trx, after, upto))) throw new WatermarkMoved();
      return upto - after;
    }).catch((e: unknown) => {
      if (e instanceof WatermarkMoved) return 0;
      throw e;
    });
    if (!step) break;
    moved += step;
  }
  const forgetBefore = new Date(now.getTime() - FUNNEL_EVENT_RETENTION_DAYS * DAY_MS);
  await repo.deleteCountedEvents(
    ctx.db.kysely,
    await repo.readWatermark(ctx.db.kysely),
    forgetBefore.toISOString(),
  );
  return moved;
}

class WatermarkMoved extends Error {}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function emptyDay(day: string): FunnelDay {
  return {
    day,
    checks: 0,
    qualified: Object.fromEntries(FUNNEL_OUTCOMES.map((o) => [o, 0])) as FunnelDay['qualified'],
    customise: 0,
    checkout: 0,
    orders: 0,
  };
}

function add(target: Omit<FunnelDay, 'day'>, step: string, outcome: string, n: number) {
  if (step === 'check') {
    target.checks += n;
    if ((FUNNEL_OUTCOMES as readonly string[]).includes(outcome))
      target.qualified[outcome as FunnelOutcome] += n;
  } else if (step === 'customise') target.customise += n;
  else if (step === 'checkout') target.checkout += n;
  else if (step === 'order') target.orders += n;
}

/** Every day from `from` to `to` with its counts (400 for a reversed or too long range). */
export async function funnelDays(ctx: { db: Db }, q: FunnelQuery): Promise<FunnelAnswer> {
  const from = Date.parse(`${q.from}T00:00:00Z`);
  const to = Date.parse(`${q.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to)) throw badRequest('from and to must be dates.');
  if (to < from) throw badRequest('The range ends before it starts.', 'to');
  if ((to - from) / DAY_MS + 1 > FUNNEL_MAX_DAYS)
    throw badRequest(`The range covers at most ${FUNNEL_MAX_DAYS} days.`, 'to');
  const rows = await repo.dailyCounts(ctx.db.kysely, {
    from: q.from,
    to: q.to,
    toNext: dayOf(to + DAY_MS),
    ...(q.channel ? { channel: q.channel } : {}),
  });
  const days = new Map<string, FunnelDay>();
  for (let t = from; t <= to; t += DAY_MS) days.set(dayOf(t), emptyDay(dayOf(t)));
  const { day: _, ...totals } = emptyDay('');
  for (const r of rows) {
    const d = days.get(r.day);
    if (!d) continue;
    add(d, r.step, r.outcome, r.n);
    add(totals, r.step, r.outcome, r.n);
  }
  return {
    Status: 'SUCCESS',
    from: q.from,
    to: q.to,
    channel: (q.channel ?? null) as FunnelChannel | null,
    days: [...days.values()],
    totals,
  };
}

/** The CSV columns, in funnel order. */
const CSV_HEADER = [
  'day',
  'address_checks',
  ...FUNNEL_OUTCOMES.map((o) => `qualified_${o.replace(/-/g, '_')}`),
  'customise',
  'checkout_started',
  'orders',
];

/** The answer's days as CSV (numbers and dates only: nothing a spreadsheet could run). */
export function funnelCsv(answer: FunnelAnswer): string {
  const lines = answer.days.map((d) =>
    [
      d.day,
      d.checks,
      ...FUNNEL_OUTCOMES.map((o) => d.qualified[o]),
      d.customise,
      d.checkout,
      d.orders,
    ].join(','),
  );
  return `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
