/** SQL of the console's work queues (issue 14): call-backs, waitlist, saved carts, outbox. */
import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CallbackNotesTable, Database } from '../../db/schema';
import { moveStatus, rowWhere } from '../../db/rows';
import { newestOutbox } from '../../providers/outbox';

type Db = Kysely<Database>;

/** One page of a list: `limit + 1` rows from `offset` tell whether there is a next page. */
function pageOf<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  offset: number,
  limit: number,
) {
  return q
    .offset(offset)
    .limit(limit + 1)
    .execute();
}

/** Newest first, a page at a time. */
export async function listCallbacks(
  db: Db,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  let q = db.selectFrom('callback_requests').selectAll();
  if (status) q = q.where('status', '=', status);
  return pageOf(q.orderBy('created_at', 'desc').orderBy('reference', 'desc'), offset, limit);
}

export async function callbackNotes(db: Db, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .selectFrom('callback_notes')
    .selectAll()
    .where('reference', 'in', references)
    .orderBy('id')
    .execute();
}

export async function callbackIn(trx: Db, reference: string) {
  return rowWhere(trx, 'callback_requests', 'reference', reference);
}

/** Compare-and-set: moves only from `from`; false when another move came first. */
export async function moveCallbackIn(
  trx: Db,
  reference: string,
  from: string,
  to: string,
  at: string,
): Promise<boolean> {
  return moveStatus(
    trx,
    'callback_requests',
    { column: 'reference', key: reference },
    { from, to, at },
  );
}

export async function insertCallbackNote(trx: Db, row: Insertable<CallbackNotesTable>) {
  await trx.insertInto('callback_notes').values(row).execute();
}

export interface WaitlistFilters {
  /** ISO instants: created_at >= from, < to. */
  from?: string;
  to?: string;
  zip?: string;
  /** Lower case; matched against names, e-mail and street. */
  q?: string;
}

function waitlistQuery(db: Db, f: WaitlistFilters) {
  let q = db.selectFrom('waitlist_registrations').selectAll();
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<', f.to);
  if (f.zip) q = q.where('zip', '=', f.zip);
  if (f.q) {
    const like = `%${f.q.replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) =>
      eb.or(
        ['first_name', 'last_name', 'email', 'street_address'].map((c) =>
          eb(sql<string>`lower(${sql.ref(c)})`, 'like', like),
        ),
      ),
    );
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc');
}

export async function listWaitlist(db: Db, f: WaitlistFilters, offset: number, limit: number) {
  return pageOf(waitlistQuery(db, f), offset, limit);
}

/** Every registration the filters select (the CSV export), at most `max`. */
export async function exportWaitlist(db: Db, f: WaitlistFilters, max: number) {
  return waitlistQuery(db, f).limit(max).execute();
}

export async function listSavedCarts(
  db: Db,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  let q = db.selectFrom('saved_carts as s').select([
    's.cart_id',
    's.email',
    's.saved_by',
    's.agent',
    's.status',
    's.reminders',
    's.reminders_sent',
    's.created_at',
    's.expires_at',
    // Links e-mailed again by staff: their mail jobs (key saved-cart-resend:<cart>:<n>).
    sql<number>`(select count(*) from jobs j where j.job_key like 'saved-cart-resend:' || s.cart_id || ':%')`.as(
      'resent',
    ),
  ]);
  if (status) q = q.where('s.status', '=', status as 'saved');
  return pageOf(q.orderBy('s.created_at', 'desc').orderBy('s.cart_id', 'desc'), offset, limit);
}

export async function savedCartIn(trx: Db, cartId: string) {
  return trx.selectFrom('saved_carts').selectAll().where('cart_id', '=', cartId).executeTakeFirst();
}

/** Links e-mailed again for a cart by staff: how many (jobs kept) and when the last was queued. */
export async function resendsOf(
  trx: Db,
  cartId: string,
): Promise<{ count: number; lastAt: string | null }> {
  const row = await trx
    .selectFrom('jobs')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
    .where('job_key', 'like', `saved-cart-resend:${cartId}:%`)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), lastAt: row?.last ?? null };
}

export async function listOutbox(
  db: Db,
  channel: 'email' | 'sms' | undefined,
  offset: number,
  limit: number,
) {
  const q = newestOutbox(db, channel).select(['j.id as job_id', 'j.status as job_status']);
  return pageOf(q, offset, limit);
}

export async function jobAttempts(db: Db, jobIds: readonly number[]) {
  if (jobIds.length === 0) return [];
  return db
    .selectFrom('job_attempts')
    .selectAll()
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('attempt')
    .execute();
}
