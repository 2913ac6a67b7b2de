import { beforeAll, expect, it } from 'vitest';
import { insertOutboxMessage } from '../../providers/outbox';
import { Visitor, describeEachDialect, statusesOfTries } from '../../../test/support';
import { PASSWORD, addStaff } from '../../../test/console-fixtures';

describeEachDialect(
  'staff sign-in and the development mailbox',
  (server) => {
    beforeAll(async () => {
      const db = server().ctx.db;
      await addStaff(server(), [
        ['Grace@Example.com', 'staff', 'Grace', 'Hopper'],
        ['agent@example.com', 'agent', 'Alan', 'Turing'],
      ]);
      await insertOutboxMessage(
        db,
        {
          channel: 'email',
          recipient: 'old@example.com',
          subject: 'Older',
          body_text: 'first',
          body_html: null,
          topic: 'saved-cart',
          status: 'stored',
        },
        new Date('2026-01-01T00:00:00Z'),
      );
      await insertOutboxMessage(
        db,
        {
          channel: 'email',
          recipient: 'new@example.com',
          subject: 'Your saved cart',
          body_text: 'Open https://shop.example/retrieve?scartid=abc',
          body_html: '<p><a href="https://shop.example/retrieve?scartid=abc">Open</a></p>',
          topic: 'saved-cart',
          status: 'stored',
        },
        new Date('2026-01-02T00:00:00Z'),
      );
      await insertOutboxMessage(
        db,
        {
          channel: 'sms',
          recipient: '3025550142',
          subject: '',
          body_text: 'Your order',
          body_html: null,
          topic: 'order',
          status: 'stored',
        },
        new Date('2026-01-03T00:00:00Z'),
      );
    });

    it('signs a staff member in (e-mail in any case), answers Me, and signs out', async () => {
      const v = new Visitor(server());
      expect((await v.json('GET', '/Staff/Me')).status).toBe(401);

      const res = await v.json('POST', '/Staff/SignIn', {
        email: ' grace@EXAMPLE.com ',
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        Status: 'SUCCESS',
        staff: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          role: 'staff',
        },
      });
      const me = await v.json('GET', '/Staff/Me');
      expect(me.status).toBe(200);
      expect(me.body.staff.email).toBe('grace@example.com');

      expect((await v.json('POST', '/Staff/SignOut')).body).toEqual({ Status: 'SUCCESS' });
      const after = await v.json('GET', '/Staff/Me');
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject({
        Status: 'FAILURE',
        message: 'Please sign in as a staff member.',
      });
      expect((await v.json('GET', '/Staff/Outbox')).status).toBe(401);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const v = new Visitor(server());
      const wrong = await v.json('POST', '/Staff/SignIn', {
        email: 'grace@example.com',
        password: 'not the password',
      });
      const unknown = await v.json('POST', '/Staff/SignIn', {
        email: 'nobody@example.com',
        password: PASSWORD,
      });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({
          Status: 'FAILURE',
          message: 'The email or password is not right.',
          code: 'BAD_CREDENTIALS',
        });
      }
      expect((await v.json('GET', '/Staff/Me')).status).toBe(401);
    });

    it('shows the outbox to staff, newest first, filtered by channel; agents get 403', async () => {
      const agent = new Visitor(server());
      await agent.json('POST', '/Staff/SignIn', { email: 'agent@example.com', password: PASSWORD });
      expect((await agent.json('GET', '/Staff/Me')).body.staff.role).toBe('agent');
      const refused = await agent.json('GET', '/Staff/Outbox');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ Status: 'FAILURE', code: 'FORBIDDEN' });

      const staff = new Visitor(server());
      await staff.json('POST', '/Staff/SignIn', { email: 'grace@example.com', password: PASSWORD });
      const all = await staff.json('GET', '/Staff/Outbox');
      expect(all.status).toBe(200);
      expect(all.res.headers.get('cache-control')).toBe('no-store');
      expect(all.body.messages.map((m: { subject: string }) => m.subject)).toEqual([
        '',
        'Your saved cart',
        'Older',
      ]);
      const email = await staff.json('GET', '/Staff/Outbox?channel=email&limit=1');
      expect(email.body.messages).toEqual([
        {
          id: expect.any(Number),
          channel: 'email',
          recipient: 'new@example.com',
          subject: 'Your saved cart',
          topic: 'saved-cart',
          created_at: '2026-01-02T00:00:00.000Z',
          body_text: 'Open https://shop.example/retrieve?scartid=abc',
          body_html: '<p><a href="https://shop.example/retrieve?scartid=abc">Open</a></p>',
        },
      ]);
      const bad = await staff.json('GET', '/Staff/Outbox?limit=0');
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe('limit');
    });
  },
  { FORM_RATE_LIMIT_PER_MINUTE: '1000' },
);

describeEachDialect(
  'staff sign-in rate limit',
  (server) => {
    it('refuses a client that keeps trying with 429', async () => {
      const guess = (i: number) => ({ email: `guess${i}@example.com`, password: 'password guess' });
      const statuses = await statusesOfTries(new Visitor(server()), '/Staff/SignIn', 4, guess);
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  },
  { FORM_RATE_LIMIT_PER_MINUTE: '3' },
);
