/**
 * Issue 11: a NUL character or a lone surrogate in any string of a request answers 400 naming
 * the field, on both databases (PostgreSQL answered 500: it cannot store NUL in text).
 */
import { beforeAll, expect, it } from 'vitest';
import { Visitor, describeEachDialect } from './support';
import { WAITLIST_FORM } from './support-visitors';

describeEachDialect('NUL and lone surrogates in request strings', (server) => {
  let visitor: Visitor;
  beforeAll(async () => {
    visitor = new Visitor(server());
    await visitor.signIn();
  });

  const cases: { call: string; body: Record<string, unknown>; field: string }[] = [
    {
      call: '/OrderStatus/Lookup',
      body: { orderNumber: 'MB\u00001', zipCode: '02110' },
      field: 'orderNumber',
    },
    {
      call: '/OrderStatus/Lookup',
      body: { orderNumber: 'MB0000000001', zipCode: '021\ud80010' },
      field: 'zipCode',
    },
    {
      call: '/EventLog/Save',
      body: { eventType: 'click', eventName: 'x\u0000y', logs: { deep: ['ok', 'a\u0000'] } },
      field: 'eventName',
    },
    {
      call: '/EventLog/Save',
      body: { eventType: 'click', eventName: 'x', logs: { deep: ['ok', 'a\u0000'] } },
      field: 'logs.deep.1',
    },
    { call: '/ErrLogger/GetLog', body: { message: 'boom\u0000' }, field: 'message' },
    { call: '/ErrLogger/GetLog', body: { message: 'lone \udc00 low' }, field: 'message' },
    { call: '/Waitlist/Register', body: { ...WAITLIST_FORM, city: 'New\u0000ark' }, field: 'city' },
    {
      call: '/Qualify/CheckAvailability',
      body: { zipCode: '02110', AddressID: '21\u000000001' },
      field: 'AddressID',
    },
  ];

  for (const c of cases) {
    it(`${c.call} answers 400 naming ${c.field}`, async () => {
      const res = await visitor.json('POST', c.call, c.body);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe(c.field);
      expect(res.body.message).toContain(c.field);
    });
  }

  it('a NUL in the query string of a GET answers 400 naming the parameter', async () => {
    const res = await visitor.json(
      'GET',
      '/Address/GetStreetAddresses?zip=02110&streetterm=1%20Ma%00in',
    );
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('streetterm');
  });

  it('an address call without a token still answers 401 first', async () => {
    const res = await new Visitor(server()).json('POST', '/Qualify/CheckAvailability', {
      zipCode: '02110',
      AddressID: '21\u000000001',
    });
    expect(res.status).toBe(401);
  });

  it('nothing with NUL was stored', async () => {
    const events = await server()
      .ctx.db.kysely.selectFrom('event_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(0);
  });
});
