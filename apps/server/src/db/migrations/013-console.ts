/**
 * Issue 14 (operator console): the admin role, disabled accounts, the audit log and the
 * call-back queue.
 *
 * - staff_users.role allows 'admin' (existing agent and staff accounts keep their role);
 *   staff_users.disabled_at: a disabled account cannot sign in and its session stops at once.
 *   SQLite cannot change a check constraint, so there the table is rebuilt (nothing references it).
 * - audit_log: every staff change (who, action, subject, before/after JSON, when), written in the
 *   change's own transaction (modules/audit).
 * - callback_requests.status is 'requested' -> 'contacted' -> 'closed' (old rows said 'new');
 *   updated_at and the note trail in callback_notes (each move with its note and who made it).
 */
import { sql, type Kysely } from 'kysely';
import * as h from './helpers';
import { STAFF_ROLES_006, staffUsersColumns } from './006-saved-carts';

const ROLES_013 = ['admin', ...STAFF_ROLES_006];

/** PostgreSQL: staff_users takes `roles` from now on. */
async function setStaffRoles(db: Kysely<unknown>, roles: readonly string[]) {
  await sql`alter table staff_users drop constraint staff_users_role`.execute(db);
  await sql`alter table staff_users add constraint staff_users_role check (${h.isOneOf('role', roles)})`.execute(
    db,
  );
}

/** SQLite: staff_users rebuilt with `roles` (and disabled_at or not), its rows kept. */
async function rebuildStaffSqlite(
  db: Kysely<unknown>,
  ctx: h.MigrationContext,
  roles: readonly string[],
  withDisabled: boolean,
) {
  let table = h
    .autoIncrementId(db.schema.createTable('staff_users_new'), ctx)
    .$call(staffUsersColumns(roles));
  if (withDisabled) table = table.addColumn('disabled_at', 'text');
  await table.execute();
  const columns = sql.raw(
    'id, email, first_name, last_name, role, password_hash, failed_attempts, locked_until, created_at',
  );
  await sql`insert into staff_users_new (${columns}${sql.raw(withDisabled ? ', disabled_at' : '')})
    select ${columns}${sql.raw(withDisabled ? ', null' : '')} from staff_users`.execute(db);
  await db.schema.dropTable('staff_users').execute();
  await db.schema.alterTable('staff_users_new').renameTo('staff_users').execute();
}

export function up013Console(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    if (ctx.dialect === 'postgres') {
      await setStaffRoles(db, ROLES_013);
      await db.schema.alterTable('staff_users').addColumn('disabled_at', 'text').execute();
    } else {
      await rebuildStaffSqlite(db, ctx, ROLES_013, true);
    }

    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('audit_log'), ctx)
        .addColumn('at', 'text', (c) => c.notNull())
        // Who: the staff account (null for a command-line change) and its e-mail as it was then.
        .addColumn('staff_id', 'integer')
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text'),
      [
        ['audit_log_at', ['at', 'id']],
        ['audit_log_subject', ['subject_type', 'subject_id']],
      ],
    );

    await sql`update callback_requests set status = 'requested' where status = 'new'`.execute(db);
    await db.schema.alterTable('callback_requests').addColumn('updated_at', 'text').execute();
    await h.createTable(
      db,
      h
        .autoIncrementId(db.schema.createTable('callback_notes'), ctx)
        .addColumn('reference', 'text', h.cascadingReference('callback_requests.reference'))
        .addColumn('from_status', 'text', (c) => c.notNull())
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'integer')
        .addColumn('staff_name', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull()),
      [['callback_notes_reference', ['reference', 'id']]],
    );
  };
}

export function down013Console(ctx: h.MigrationContext) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await h.dropTables(db, ['callback_notes']);
    await db.schema.alterTable('callback_requests').dropColumn('updated_at').execute();
    await sql`update callback_requests set status = 'new' where status = 'requested'`.execute(db);
    await h.dropTables(db, ['audit_log']);
    await sql`delete from staff_users where role = 'admin'`.execute(db);
    if (ctx.dialect === 'postgres') {
      await db.schema.alterTable('staff_users').dropColumn('disabled_at').execute();
      await setStaffRoles(db, STAFF_ROLES_006);
    } else {
      await rebuildStaffSqlite(db, ctx, STAFF_ROLES_006, false);
    }
  };
}
