/**
 * Fixtures of the console's API tests: staff accounts added with the tests' password, a visitor
 * signed in as one of them, and the two agent desks of the race tests (on the entry fixtures).
 */
import { beforeAll, expect } from 'vitest';
import type { StaffRole } from '@bizline/domain/wire/staff';
import { createStaff } from '../src/modules/staff/service';
import { PASSWORD, staffVisitor } from './console-orders';
import { loadEntryFixtures } from './entry-fixtures';
import { Visitor, type TestServer } from './support';

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
