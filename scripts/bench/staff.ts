/**
 * The staff account a console bench signs in with: created in the bench database once (an agent,
 * kept across runs), then signed in over HTTP for the session cookie its calls carry.
 */
import type { Db } from '../../apps/server/src/db/index';
import { createStaff } from '../../apps/server/src/modules/staff/service';
import { API, JSON_BODY } from './load';

export interface BenchStaff {
  email: string;
  password: string;
  /** The account's last name (its first is 'Bench'). */
  lastName: string;
}

/** Creates the agent account of `staff` unless its e-mail already has one. */
export async function ensureBenchStaff(db: Db, staff: BenchStaff): Promise<void> {
  const existing = await db.kysely
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', staff.email)
    .executeTakeFirst();
  if (!existing) await createStaff(db, { ...staff, firstName: 'Bench', role: 'agent' });
}

/** Signs `staff` in at `origin`; answers the Cookie header of its session. */
export async function staffCookie(origin: string, staff: BenchStaff): Promise<string> {
  const res = await fetch(`${origin}${API}/Staff/SignIn`, {
    method: 'POST',
    headers: JSON_BODY,
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  if (!res.ok) throw new Error(`staff sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
