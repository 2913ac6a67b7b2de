import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { PASSWORD, addStaff, signedInStaff as signedIn } from '../../../test/console-fixtures';

/** A Console/Accounts/Create body with the tests' password: the agent Nia Agent unless named. */
const newAccount = (
  email: string,
  named: { firstName?: string; lastName?: string; role?: string } = {},
) => ({
  email,
  firstName: 'Nia',
  lastName: 'Agent',
  role: 'agent',
  password: PASSWORD,
  ...named,
});

describeEachDialect('console: staff accounts and the audit log', (server) => {
  beforeAll(async () => {
    await addStaff(server(), [
      ['root@example.com', 'admin'],
      ['agent@example.com', 'agent'],
      ['staff@example.com', 'staff'],
    ]);
  });

  it('refuses the admin calls to agents and staff (403) and to nobody (401)', async () => {
    for (const email of ['agent@example.com', 'staff@example.com']) {
      const v = await signedIn(server(), email);
      expect((await v.json('GET', '/Console/Accounts')).status).toBe(403);
      expect((await v.json('GET', '/Console/Audit')).status).toBe(403);
      const create = await v.json(
        'POST',
        '/Console/Accounts/Create',
        newAccount('x@example.com', { firstName: 'X', lastName: 'Y', role: 'admin' }),
      );
      expect(create.status).toBe(403);
      expect(create.body.message).toBe('Your account cannot use this page.');
    }
    expect((await new Visitor(server()).json('GET', '/Console/Accounts')).status).toBe(401);
  });

  it('lets an admin pass every staff check (the mailbox of the staff role too)', async () => {
    const admin = await signedIn(server(), 'root@example.com');
    expect((await admin.json('GET', '/Staff/Outbox')).status).toBe(200);
    expect((await admin.json('GET', '/Console/Callbacks')).status).toBe(200);
  });

  describe('an admin creates, disables, enables and resets an account', () => {
    let admin: Visitor;
    let id: number;
    beforeAll(async () => {
      admin = await signedIn(server(), 'root@example.com');
    });

    it('creates an agent who can sign in, with an audit row', async () => {
      const res = await admin.json(
        'POST',
        '/Console/Accounts/Create',
        newAccount('New.Agent@Example.com'),
      );
      expect(res.status).toBe(200);
      expect(res.body.account).toMatchObject({
        email: 'new.agent@example.com',
        role: 'agent',
        disabled: false,
      });
      id = res.body.account.id;
      await signedIn(server(), 'new.agent@example.com');
      const again = await admin.json(
        'POST',
        '/Console/Accounts/Create',
        newAccount('new.agent@example.com'),
      );
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('An account for new.agent@example.com already exists.');

      const audit = await admin.json('GET', '/Console/Audit?action=staff.create');
      expect(audit.body.entries).toHaveLength(1);
      expect(audit.body.entries[0]).toMatchObject({
        staffEmail: 'root@example.com',
        action: 'staff.create',
        subjectType: 'staff',
        subjectId: String(id),
        before: null,
      });
      expect(JSON.parse(audit.body.entries[0].after)).toMatchObject({ role: 'agent' });
    });

    it('disables it: no sign-in, and its open session stops at once; enabling restores it', async () => {
      const agent = await signedIn(server(), 'new.agent@example.com');
      expect((await agent.json('GET', '/Staff/Me')).status).toBe(200);
      const res = await admin.json('POST', '/Console/Accounts/Disable', { id, disabled: true });
      expect(res.status).toBe(200);
      expect(res.body.account.disabled).toBe(true);
      expect((await agent.json('GET', '/Staff/Me')).status).toBe(401);
      expect((await agent.json('GET', '/Console/Callbacks')).status).toBe(401);
      const refused = await new Visitor(server()).json('POST', '/Staff/SignIn', {
        email: 'new.agent@example.com',
        password: PASSWORD,
      });
      expect(refused.status).toBe(401);
      expect(
        (await admin.json('POST', '/Console/Accounts/Disable', { id, disabled: false })).status,
      ).toBe(200);
      await signedIn(server(), 'new.agent@example.com');

      const audit = await admin.json('GET', `/Console/Audit?subjectType=staff&subjectId=${id}`);
      expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
        'staff.enable',
        'staff.disable',
        'staff.create',
      ]);
      // The record type is one of the listed kinds; anything else is refused, not an empty page.
      const unknown = await admin.json('GET', '/Console/Audit?subjectType=staff-member');
      expect(unknown.status).toBe(400);
      const disable = audit.body.entries[1];
      expect(JSON.parse(disable.before).disabled).toBe(false);
      expect(JSON.parse(disable.after).disabled).toBe(true);
    });

    it('resets the password: the old one and its sessions stop working, the new one works', async () => {
      const before = await signedIn(server(), 'new.agent@example.com');
      expect((await before.json('GET', '/Staff/Me')).status).toBe(200);
      const res = await admin.json('POST', '/Console/Accounts/ResetPassword', {
        id,
        password: 'a brand new passphrase',
      });
      expect(res.status).toBe(200);
      const old = await new Visitor(server()).json('POST', '/Staff/SignIn', {
        email: 'new.agent@example.com',
        password: PASSWORD,
      });
      expect(old.status).toBe(401);
      expect((await before.json('GET', '/Staff/Me')).status).toBe(401);
      const after = await signedIn(server(), 'new.agent@example.com', 'a brand new passphrase');
      expect((await after.json('GET', '/Staff/Me')).status).toBe(200);
      const audit = await admin.json('GET', '/Console/Audit?action=staff.reset-password');
      expect(audit.body.entries).toHaveLength(1);
      expect(audit.body.entries[0].after).not.toContain('passphrase');
    });

    it('refuses a short password and disabling oneself', async () => {
      const short = await admin.json('POST', '/Console/Accounts/ResetPassword', {
        id,
        password: 'short',
      });
      expect(short.status).toBe(400);
      const accounts = await admin.json('GET', '/Console/Accounts');
      const me = accounts.body.accounts.find(
        (a: { email: string }) => a.email === 'root@example.com',
      );
      const self = await admin.json('POST', '/Console/Accounts/Disable', {
        id: me.id,
        disabled: true,
      });
      expect(self.status).toBe(400);
      expect(self.body.message).toBe('You cannot disable your own account.');
    });
  });
});
