/**
 * TMF646 over real HTTP on both databases, with a client written from the TM Forum document:
 * read an order's appointment (its slot, installation type, service address, order), search the
 * free slots, reschedule to one (the old slot's unit released, the new one's taken), 409 on a
 * full slot and on one not offered, 404 for an unknown order; its own OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer, type Visitor } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { placeOrder, staffVisitor } from '../../../test/console-orders';
import { TMF, makeKey, openApiProblems, tmfCall } from '../../../test/tmf-client';

interface TimePeriod {
  startDateTime: string;
  endDateTime?: string;
}
interface Appointment {
  id: string;
  href: string;
  status: string;
  category: string;
  validFor: TimePeriod;
  relatedPlace?: { role: string; postcode?: string; streetName?: string };
  relatedEntity: { id: string; href: string; '@referredType': string }[];
  '@type': string;
}
interface SearchTimeSlot {
  availableTimeSlot: { id: string; validFor: TimePeriod }[];
}

for (const dialect of DIALECTS) {
  describe(`TMF646 appointment [${dialect}]`, () => {
    let server: TestServer;
    let admin: Visitor;
    let key: string;
    let orderNo: string;
    let slot: { date: string; code: string };
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await tmfCall(server, key, method, `${TMF.appointment}${path}`, body);
      return { status: res.status, body: (await res.json()) as never };
    };
    const taken = async (date: string, code: string) =>
      (
        await server.ctx.db.kysely
          .selectFrom('install_slots')
          .select(['taken'])
          .where('area', '=', '021')
          .where('slot_date', '=', date)
          .where('interval_code', '=', code)
          .where('install_type', '=', 'tech')
          .executeTakeFirstOrThrow()
      ).taken;

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await loadEntryFixtures(server.ctx);
      admin = await staffVisitor(server, 'admin@example.com', 'admin');
      key = await makeKey(admin, 'Dispatch', ['appointments:read', 'appointments:write']);
      ({ orderNo, slot } = await placeOrder(server));
    });
    afterAll(() => server?.close());

    it("reads an order's appointment", async () => {
      const res = await call('GET', `/appointment/${orderNo}`);
      expect(res.status).toBe(200);
      const a = res.body as Appointment;
      expect(a).toMatchObject({
        id: orderNo,
        href: `${server.config.publicUrl}${TMF.appointment}/appointment/${orderNo}`,
        status: 'confirmed',
        category: 'tech',
        '@type': 'Appointment',
      });
      expect(a.validFor.startDateTime.slice(0, 10)).toBe(slot.date);
      expect(a.validFor.startDateTime < a.validFor.endDateTime!).toBe(true);
      expect(a.relatedPlace).toMatchObject({ role: 'serviceAddress' });
      expect(a.relatedEntity[0]).toMatchObject({
        id: orderNo,
        href: `${server.config.publicUrl}${TMF.ordering}/productOrder/${orderNo}`,
        '@referredType': 'ProductOrder',
      });
      expect((await call('GET', '/appointment/NOPE123')).status).toBe(404);
    });

    it('searches free slots, reschedules to one and releases the old one', async () => {
      const search = await call('POST', '/searchTimeSlot', { relatedEntity: [{ id: orderNo }] });
      expect(search.status).toBe(201);
      const free = (search.body as SearchTimeSlot).availableTimeSlot;
      expect(free.length).toBeGreaterThan(3);
      const target = free.find((s) => s.validFor.startDateTime.slice(0, 10) !== slot.date)!;
      const [date, code] = target.id.split('.') as [string, string];
      const within = await call('POST', '/searchTimeSlot', {
        relatedEntity: [{ id: orderNo }],
        requestedTimeSlot: [
          { validFor: { startDateTime: `${date}T00:00:00`, endDateTime: `${date}T23:59:00` } },
        ],
      });
      const sameDay = (within.body as SearchTimeSlot).availableTimeSlot;
      expect(sameDay.length).toBeGreaterThan(0);
      expect(sameDay.every((s) => s.validFor.startDateTime.startsWith(date))).toBe(true);

      const oldBefore = await taken(slot.date, slot.code);
      const newBefore = await taken(date, code);
      const moved = await call('PATCH', `/appointment/${orderNo}`, { validFor: target.validFor });
      expect(moved.status).toBe(200);
      expect((moved.body as Appointment).validFor).toEqual(target.validFor);
      expect(await taken(slot.date, slot.code)).toBe(oldBefore - 1);
      expect(await taken(date, code)).toBe(newBefore + 1);
      const history = await server.ctx.db.kysely
        .selectFrom('order_status_history')
        .select(['kind', 'actor_kind'])
        .where('order_no', '=', orderNo)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(history).toEqual({ kind: 'rescheduled', actor_kind: 'integration' });
      slot = { date, code };
    });

    it('answers 409 for a full slot or one not offered, and changes nothing', async () => {
      const search = await call('POST', '/searchTimeSlot', { relatedEntity: [{ id: orderNo }] });
      const full = (search.body as SearchTimeSlot).availableTimeSlot.find(
        (s) => !s.id.startsWith(slot.date),
      )!;
      const [date, code] = full.id.split('.') as [string, string];
      await server.ctx.db.kysely
        .updateTable('install_slots')
        .set((eb) => ({ capacity: eb.ref('taken') }))
        .where('area', '=', '021')
        .where('slot_date', '=', date)
        .where('interval_code', '=', code)
        .execute();
      const refused = await call('PATCH', `/appointment/${orderNo}`, { validFor: full.validFor });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: '409',
        message: 'That install slot is full. Choose another one.',
        '@type': 'Error',
      });
      const sunday = await call('PATCH', `/appointment/${orderNo}`, {
        validFor: { startDateTime: '2030-01-06T08:00:00' },
      });
      expect(sunday.status).toBe(409);
      const now = (await call('GET', `/appointment/${orderNo}`)).body as Appointment;
      expect(now.validFor.startDateTime.slice(0, 10)).toBe(slot.date);
      expect((await call('PATCH', `/appointment/${orderNo}`, {})).status).toBe(400);
    });

    it('needs its scopes; serves its own OpenAPI document', async () => {
      const reader = await makeKey(admin, 'Reader', ['appointments:read']);
      const patch = await tmfCall(
        server,
        reader,
        'PATCH',
        `${TMF.appointment}/appointment/${orderNo}`,
        {
          validFor: { startDateTime: '2030-01-07T08:00:00' },
        },
      );
      expect(patch.status).toBe(403);
      const doc = await fetch(`${server.origin}${TMF.appointment}/openapi.json`);
      expect(doc.status).toBe(200);
      const body = (await doc.json()) as { paths: Record<string, Record<string, unknown>> };
      expect(Object.keys(body.paths)).toEqual(['/appointment/{id}', '/searchTimeSlot']);
      expect(Object.keys(body.paths['/appointment/{id}']!)).toEqual(['get', 'patch']);
      expect(openApiProblems(body)).toEqual([]);
    });
  });
}
