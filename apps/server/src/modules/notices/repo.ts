/** The notices' tables: text consent, stopped numbers, reminder plans (migration 022). SQL only. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ConsentRow {
  orderNo: string;
  mobile: string;
  consented: boolean;
  wording: string;
  actorKind: string;
  actorLabel: string;
  at: string;
}

export async function insertConsent(db: Kysely<Database>, row: ConsentRow): Promise<void> {
  await db
    .insertInto('sms_consents')
    .values({
      order_no: row.orderNo,
      mobile: row.mobile,
      consented: row.consented ? 1 : 0,
      wording: row.wording,
      actor_kind: row.actorKind,
      actor_label: row.actorLabel,
      at: row.at,
    })
    .execute();
}

/** An order's latest answer, or undefined when it was never asked. */
export async function latestConsent(
  db: Kysely<Database>,
  orderNo: string,
): Promise<ConsentRow | undefined> {
  const row = await db
    .selectFrom('sms_consents')
    .selectAll()
    .where('order_no', '=', orderNo)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        orderNo: row.order_no,
        mobile: row.mobile,
        consented: Number(row.consented) === 1,
        wording: row.wording,
        actorKind: row.actor_kind,
        actorLabel: row.actor_label,
        at: row.at,
      }
    : undefined;
}

/** Whether `mobile` texted STOP (and not START since). */
export async function isStopped(db: Kysely<Database>, mobile: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('stopped')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return Number(row?.stopped ?? 0) === 1;
}

export async function setStopped(
  db: Kysely<Database>,
  mobile: string,
  stopped: boolean,
  keyword: string,
  at: string,
): Promise<void> {
  const values = { stopped: stopped ? 1 : 0, keyword, updated_at: at };
  await db
    .insertInto('sms_opt_outs')
    .values({ mobile, ...values })
    .onConflict((oc) => oc.column('mobile').doUpdateSet(values))
    .execute();
}

export interface ReminderPlan {
  plan: number;
  installDay: string;
  timeSlotCode: string;
}

export async function findPlan(
  db: Kysely<Database>,
  orderNo: string,
): Promise<ReminderPlan | undefined> {
  const row = await db
    .selectFrom('order_reminders')
    .select(['plan', 'install_day', 'time_slot_code'])
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
  return row
    ? { plan: Number(row.plan), installDay: row.install_day, timeSlotCode: row.time_slot_code }
    : undefined;
}

export async function savePlan(
  db: Kysely<Database>,
  orderNo: string,
  plan: ReminderPlan,
  at: string,
): Promise<void> {
  const values = {
    plan: plan.plan,
    install_day: plan.installDay,
    time_slot_code: plan.timeSlotCode,
    updated_at: at,
  };
  await db
    .insertInto('order_reminders')
    .values({ order_no: orderNo, ...values })
    .onConflict((oc) => oc.column('order_no').doUpdateSet(values))
    .execute();
}
