import { beforeAll, describe, expect, it } from 'vitest';
import { Visitor, describeEachDialect } from '../../../test/support';
import { addStaff, auditRows, signedInStaff } from '../../../test/console-fixtures';

function registration(n: number, first: string, zip: string, createdAt: string) {
  return {
    id: `wl-${n}`,
    email_key: `e${n}@example.com`,
    address_key: `a${n}`,
    first_name: first,
    last_name: `@SUM(1+${n})`,
    email: `e${n}@example.com`,
    zip,
    mobile_num: null,
    business_num: '+13025550142',
    city: 'Dover',
    unit: null,
    street_address: `${n} Main St, Suite "B"`,
    consent: 1,
    session_id: null,
    created_at: createdAt,
  };
}

describeEachDialect('console work queues', (server) => {
  let agent: Visitor;
  beforeAll(async () => {
    await addStaff(server(), [['agent@example.com', 'agent', 'Alan', 'Turing']]);
    agent = await signedInStaff(server(), 'agent@example.com');
  });

  it('keeps its calls out of the public API document', async () => {
    const doc = (await (await fetch(server().api('/docs/json'))).json()) as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/foryoursmallbiz/smb/api/MicroBiz/GetApigeeToken');
    for (const call of [
      'Callbacks',
      'Waitlist/Csv',
      'SavedCarts/Resend',
      'Outbox',
      'Accounts',
      'Audit',
    ]) {
      expect(paths).not.toContain(`/foryoursmallbiz/smb/api/Console/${call}`);
    }
  });

  it('refuses the queues to a visitor who is not signed in', async () => {
    const v = new Visitor(server());
    for (const path of ['/Console/Callbacks', '/Console/Waitlist', '/Console/SavedCarts']) {
      expect((await v.json('GET', path)).status).toBe(401);
    }
  });

  describe('call-backs', () => {
    let reference: string;
    beforeAll(async () => {
      const customer = new Visitor(server());
      await customer.signIn();
      const res = await customer.json('POST', '/Qualify/RequestCallback', {
        reason: 'address-not-found',
        name: 'Ada Lovelace',
        phone: '302-555-0142',
        addressText: '1 Nowhere Lane, Dover DE',
      });
      expect(res.status).toBe(200);
      reference = res.body.reference;
    });

    it("lists a customer's request as requested", async () => {
      const res = await agent.json('GET', '/Console/Callbacks?status=requested');
      expect(res.status).toBe(200);
      expect(res.body.callbacks).toEqual([
        expect.objectContaining({
          reference,
          status: 'requested',
          name: 'Ada Lovelace',
          addressText: '1 Nowhere Lane, Dover DE',
          notes: [],
        }),
      ]);
      expect((await agent.json('GET', '/Console/Callbacks?status=closed')).body.callbacks).toEqual(
        [],
      );
    });

    it('moves requested -> contacted -> closed with notes, refusing other moves', async () => {
      const skip = await agent.json('POST', '/Console/Callbacks/Move', {
        reference,
        to: 'closed',
        note: 'skip',
      });
      expect(skip.status).toBe(409);
      expect(skip.body.message).toBe(
        'A call-back that is requested cannot be moved to closed. It can only go from requested to contacted, then to closed.',
      );
      const noNote = await agent.json('POST', '/Console/Callbacks/Move', {
        reference,
        to: 'contacted',
        note: '  ',
      });
      expect(noNote.status).toBe(400);
      expect(noNote.body.message).toBe('Write a note about the call.');

      const contacted = await agent.json('POST', '/Console/Callbacks/Move', {
        reference,
        to: 'contacted',
        note: 'Left a voicemail',
      });
      expect(contacted.status).toBe(200);
      expect(contacted.body.callback.status).toBe('contacted');
      const closed = await agent.json('POST', '/Console/Callbacks/Move', {
        reference,
        to: 'closed',
        note: 'Address added by hand',
      });
      expect(closed.body.callback).toMatchObject({
        status: 'closed',
        notes: [
          {
            from: 'requested',
            to: 'contacted',
            note: 'Left a voicemail',
            staffName: 'Alan Turing',
          },
          { from: 'contacted', to: 'closed', note: 'Address added by hand' },
        ],
      });
      const back = await agent.json('POST', '/Console/Callbacks/Move', {
        reference,
        to: 'contacted',
        note: 'again',
      });
      expect(back.status).toBe(409);

      const rows = await auditRows(server(), { subjectId: reference });
      expect(rows.map((r) => [r.action, r.staff_email, JSON.parse(r.after_json!).status])).toEqual([
        ['callback.move', 'agent@example.com', 'contacted'],
        ['callback.move', 'agent@example.com', 'closed'],
      ]);
    });
  });

  describe('waitlist', () => {
    beforeAll(async () => {
      await server()
        .ctx.db.kysely.insertInto('waitlist_registrations')
        .values([
          registration(1, '=HYPERLINK("http://evil.example","x")', '19901', '2026-03-01T10:00:00Z'),
          registration(2, 'Grace', '19901', '2026-03-05T10:00:00Z'),
          registration(3, '-2+3', '19702', '2026-03-09T10:00:00Z'),
        ])
        .execute();
    });

    it('filters by day and ZIP', async () => {
      const zip = await agent.json('GET', '/Console/Waitlist?zip=19901');
      expect(zip.body.registrations.map((r: { id: string }) => r.id)).toEqual(['wl-2', 'wl-1']);
      const days = await agent.json('GET', '/Console/Waitlist?from=2026-03-05&to=2026-03-09');
      expect(days.body.registrations.map((r: { id: string }) => r.id)).toEqual(['wl-3', 'wl-2']);
      const search = await agent.json('GET', '/Console/Waitlist?q=grace');
      expect(search.body.registrations.map((r: { id: string }) => r.id)).toEqual(['wl-2']);
    });

    it('exports CSV with formula cells neutralized', async () => {
      const res = await agent.fetch(server().api('/Console/Waitlist/Csv?zip=19901'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="waitlist-/);
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Registered,First name,Last name,Email,Mobile,Business phone,Street address,Unit,City,ZIP,Notify consent',
      );
      expect(lines).toHaveLength(3);
      expect(lines[2]).toBe(
        `2026-03-01T10:00:00Z,"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(1+1),e1@example.com,,'+13025550142,"1 Main St, Suite ""B""",,Dover,19901,yes`,
      );
      expect(lines[1]).toContain(",Grace,'@SUM(1+2),");
    });
  });

  describe('saved carts', () => {
    beforeAll(async () => {
      const now = new Date();
      const base = {
        saved_by: 'customer' as const,
        contacts: '{}',
        comments: '',
        rating: null,
        agent_id: null,
        agent: null,
        reminders: 2,
        reminders_sent: 1,
        next_reminder_at: null,
        unsubscribe_hash: 'x',
        priced: JSON.stringify({ headerInfo: { Price: '$99.00' } }),
        last_page: '/customize-order',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      };
      await server()
        .ctx.db.kysely.insertInto('saved_carts')
        .values([
          { ...base, cart_id: 'cart-live', email: 'live@example.com', status: 'saved' },
          { ...base, cart_id: 'cart-old', email: 'old@example.com', status: 'expired' },
        ])
        .execute();
    });

    it('lists status and reminders, and re-sends the link as one mail job', async () => {
      const list = await agent.json('GET', '/Console/SavedCarts?status=saved');
      expect(list.body.carts).toEqual([
        expect.objectContaining({
          cartId: 'cart-live',
          status: 'saved',
          remindersSent: 1,
          resent: 0,
        }),
      ]);
      const res = await agent.json('POST', '/Console/SavedCarts/Resend', { cartId: 'cart-live' });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('live@example.com');
      const jobs = await server()
        .ctx.db.kysely.selectFrom('jobs')
        .select(['kind', 'job_key'])
        .where('job_key', 'like', 'saved-cart-resend:%')
        .execute();
      expect(jobs).toEqual([{ kind: 'mail', job_key: 'saved-cart-resend:cart-live:1' }]);
      const after = await agent.json('GET', '/Console/SavedCarts?status=saved');
      expect(after.body.carts[0].resent).toBe(1);
      // A double click (or a burst of them) within a minute sends no second e-mail.
      const again = await Promise.all(
        [1, 2, 3].map(() =>
          agent.json('POST', '/Console/SavedCarts/Resend', { cartId: 'cart-live' }),
        ),
      );
      expect(again.map((r) => r.status)).toEqual([409, 409, 409]);
      expect(again[0]!.body.message).toBe(
        'The link was emailed again less than a minute ago. Give it a moment to arrive.',
      );
      const still = await server()
        .ctx.db.kysely.selectFrom('jobs')
        .select('job_key')
        .where('job_key', 'like', 'saved-cart-resend:%')
        .execute();
      expect(still).toHaveLength(1);

      const expired = await agent.json('POST', '/Console/SavedCarts/Resend', {
        cartId: 'cart-old',
      });
      expect(expired.status).toBe(409);
    });

    it('shows the re-sent e-mail in the outbox with its delivery attempt', async () => {
      const res = await agent.json('GET', '/Console/Outbox?channel=email');
      const sent = res.body.messages.find(
        (m: { recipient: string }) => m.recipient === 'live@example.com',
      );
      expect(sent).toMatchObject({ jobStatus: 'done', attempts: [{ attempt: 1, outcome: 'ok' }] });
    });
  });
});
