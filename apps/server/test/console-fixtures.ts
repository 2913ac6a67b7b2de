/**
 * Fixtures of the console's API tests: staff accounts added with the tests' password, a visitor
 * signed in as one of them, the two agent desks of the race tests (on the entry fixtures), a
 * saved cart, and what the outbox and the audit log hold about an order or a change.
 */
import { beforeAll, expect } from 'vitest';
import type { StaffRole } from '@bizline/domain/wire/staff';
import { createStaff } from '../src/modules/staff/service';
import { PASSWORD, staffVisitor } from './console-orders';
import { loadEntryFixtures } from './entry-fixtures';
import { Visitor, type TestServer } from './support';
import { FIBER } from './support-visitors';

export { PASSWORD };

/** Staff accounts, each `[email, role, firstName?, lastName?]` ('Test' and the role unnamed). */
export async function addStaff(
  server: TestServer,
  accounts: readonly (readonly [string, StaffRole, string?, string?])[],
): Promise<void> {
  for (const [email, role, firstName = 'Test', lastName = role] of accounts) {
    await createStaff(server.ctx.db, { email, firstName, lastName, role, password: PASSWORD });
  }
}

/** A visitor signed in as this staff account (the sign-in must answer 200). */
export async function signedInStaff(
  server: TestServer,
  email: string,
  password = PASSWORD,
): Promise<Visitor> {
  const v = new Visitor(server);
  expect((await v.json('POST', '/Staff/SignIn', { email, password })).status).toBe(200);
  return v;
}

/** Two agents signed in on the entry fixtures (before all tests): who races whom for an order. */
export function agentDesks(server: () => TestServer, emails: readonly [string, string]) {
  const desks: Visitor[] = [];
  beforeAll(async () => {
    await loadEntryFixtures(server().ctx);
    for (const email of emails) desks.push(await staffVisitor(server(), email, 'agent'));
  });
  return desks;
}

/** The e-mails of an order (outbox topic `order:<number>`), oldest first. */
export function orderMails(server: TestServer, orderNo: string) {
  return server.ctx.db.kysely
    .selectFrom('outbox_messages')
    .select(['subject', 'body_text', 'job_key'])
    .where('topic', '=', `order:${orderNo}`)
    .orderBy('id')
    .execute();
}

/** Audit log rows, oldest first: of an action, a subject, or (none named) all of them. */
export function auditRows(
  server: TestServer,
  of: { action?: string; subjectType?: string; subjectId?: string } = {},
) {
  let query = server.ctx.db.kysely.selectFrom('audit_log').selectAll();
  if (of.action) query = query.where('action', '=', of.action);
  if (of.subjectType) query = query.where('subject_type', '=', of.subjectType);
  if (of.subjectId) query = query.where('subject_id', '=', of.subjectId);
  return query.orderBy('id').execute();
}

/** A visitor with a plan in the cart saves it for `email`; the cart id. */
export async function saveCart(server: TestServer, email: string): Promise<string> {
  const v = new Visitor(server);
  await v.signIn();
  expect((await v.json('POST', '/Qualify/CheckAvailability', FIBER)).status).toBe(200);
  const plan = { ptype: 'data', planId: 'FIOS-500' };
  expect((await v.json('POST', '/PrdSelection/GetSelectedBundleInfo', plan)).status).toBe(200);
  const saved = await v.json('POST', '/SaveOrder/DoSaveOrder', {
    Comments: '',
    Disclaimer: 'Y',
    EMail: email,
    SkipReminderMail: 'N',
  });
  expect(saved.status).toBe(200);
  return saved.body.scartid as string;
}
