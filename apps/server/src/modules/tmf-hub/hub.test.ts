/**
 * The TMF622 hub over real HTTP on both databases, as a provider's listener sees it: register a
 * callback with a `hub` key, receive ProductOrderCreateEvent for an order placed in the
 * storefront and ProductOrderStateChangeEvent / ProductOrderAttributeValueChangeEvent for a move
 * and a reschedule made in the console, signed with the listener's secret; a listener's query
 * filters; unregister and receive nothing more. Callbacks the outbound rules refuse answer 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer, type TestServer, type Visitor } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { placeOrder } from '../../../test/console-orders';
import { TMF, makeKey, openApiProblems, tmfCall } from '../../../test/tmf-client';
import { startReceiver, staffVisitor, verifyAsDocumented } from '../../../test/webhook-receiver';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';

const HUB = `${TMF.ordering}/hub`;

/** A TMF event as TMF630 has it (written from the TM Forum document). */
interface TmfEventBody {
  eventId: string;
  eventTime: string;
  eventType: string;
  event: { productOrder: { id: string; href: string; state: string; '@type'?: string } };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

for (const dialect of DIALECTS) {
  describe(`TMF622 hub [${dialect}]`, () => {
    let server: TestServer;
    let admin: Visitor;
    let key: string;
    let all: Receiver;
    let completions: Receiver;
    let allListener: { id: string; secret: string };
    let orderNo: string;

    const events = (r: Receiver) => r.state.received.map((x) => JSON.parse(x.body) as TmfEventBody);
    /** Run the due jobs until `r` has received `n` events (or 15 s passed). */
    async function until(r: Receiver, n: number) {
      const end = Date.now() + 15_000;
      while (r.state.received.length < n && Date.now() < end) {
        await runDueJobs(server.ctx, JOB_HANDLERS);
        await new Promise((res) => setTimeout(res, 50));
      }
      return events(r);
    }

    beforeAll(async () => {
      server = await startTestServer(dialect, {
        JOBS_INLINE_WAIT_MS: '0',
        // The test's listeners are on this machine.
        OUTBOUND_ALLOW: '127.0.0.1',
      });
      await loadEntryFixtures(server.ctx);
      admin = await staffVisitor(server, 'admin@example.com', 'admin');
      key = await makeKey(admin, 'Provisioning', ['hub']);
      all = await startReceiver();
      completions = await startReceiver();
    });
    afterAll(async () => {
      await server?.close();
      await all?.close();
      await completions?.close();
    });

    it('registers a listener: 201 with its id and signing secret', async () => {
      const res = await tmfCall(server, key, 'POST', HUB, { callback: all.url });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { id: string; callback: string; secret: string };
      expect(body).toMatchObject({ id: expect.stringMatching(/^\d+$/), callback: all.url });
      expect(body.secret).toMatch(/^whsec_/);
      expect(res.headers.get('location')).toBe(`${HUB}/${body.id}`);
      allListener = body;
      const filtered = await tmfCall(server, key, 'POST', HUB, {
        callback: completions.url,
        query: 'eventType=ProductOrderStateChangeEvent&event.productOrder.state=completed',
      });
      expect(filtered.status).toBe(201);
    });

    it("is not an admin's webhook: the console neither lists nor changes a listener", async () => {
      const list = await admin.json('GET', '/Console/Webhooks');
      expect(list.status).toBe(200);
      const id = Number(allListener.id);
      expect((list.body.endpoints as { id: number }[]).map((e) => e.id)).not.toContain(id);
      for (const [path, body] of [
        ['/Console/Webhooks/SetActive', { id, active: false }],
        ['/Console/Webhooks/RotateSecret', { id, overlapHours: 0 }],
        ['/Console/Webhooks/SendTest', { id }],
      ] as const) {
        expect((await admin.json('POST', path, body)).status, path).toBe(404);
      }
    });

    it('refuses a callback the outbound rules refuse, a bad query, a key without hub', async () => {
      for (const callback of ['http://10.0.0.1/hook', 'http://169.254.169.254/latest/meta-data/']) {
        const res = await tmfCall(server, key, 'POST', HUB, { callback });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { code: string; message: string; '@type': string };
        expect(body).toMatchObject({ code: '400', '@type': 'Error' });
        expect(body.message).toMatch(/^callback refused: /);
      }
      expect(
        (await tmfCall(server, key, 'POST', HUB, { callback: 'ftp://x.example/' })).status,
      ).toBe(400);
      expect((await tmfCall(server, key, 'POST', HUB, {})).status).toBe(400);
      const badQuery = await tmfCall(server, key, 'POST', HUB, { callback: all.url, query: '=x' });
      expect(badQuery.status).toBe(400);
      const reader = await makeKey(admin, 'Reader', ['orders:read']);
      expect((await tmfCall(server, reader, 'POST', HUB, { callback: all.url })).status).toBe(403);
    });

    it('delivers ProductOrderCreateEvent for a placed order, signed with the secret', async () => {
      ({ orderNo } = await placeOrder(server));
      const [created] = await until(all, 1);
      expect(created).toMatchObject({
        eventType: 'ProductOrderCreateEvent',
        event: {
          productOrder: {
            id: orderNo,
            state: 'acknowledged',
            href: `${server.config.publicUrl}${TMF.ordering}/productOrder/${orderNo}`,
          },
        },
      });
      expect(created!.eventId).toMatch(/\S/);
      expect(Date.parse(created!.eventTime)).not.toBeNaN();
      const r = all.state.received[0]!;
      expect(
        verifyAsDocumented(String(r.headers['bizline-signature']), r.body, allListener.secret),
      ).toBe(true);
      expect(r.headers['bizline-event-type']).toBe('ProductOrderCreateEvent');
    });

    it('delivers state changes and a reschedule made in the console', async () => {
      const moved = await admin.json('POST', '/Console/Orders/Move', { orderNo, to: 'inProgress' });
      expect(moved.status).toBe(200);
      const slots = await admin.json('GET', `/Console/Orders/Slots?orderNo=${orderNo}`);
      const target = slots.body.slots[slots.body.slots.length - 1] as {
        date: string;
        code: string;
      };
      const rescheduled = await admin.json('POST', '/Console/Orders/Reschedule', {
        orderNo,
        date: target.date,
        code: target.code,
      });
      expect(rescheduled.status).toBe(200);
      const got = await until(all, 3);
      const byType = Object.fromEntries(got.map((e) => [e.eventType, e]));
      expect(byType.ProductOrderStateChangeEvent!.event.productOrder).toMatchObject({
        id: orderNo,
        state: 'inProgress',
      });
      expect(byType.ProductOrderAttributeValueChangeEvent!.event.productOrder.id).toBe(orderNo);
      expect(JSON.stringify(byType.ProductOrderAttributeValueChangeEvent)).toContain(target.date);
      // The query's listener took none of these.
      expect(completions.state.received).toEqual([]);
      const attempts = await server.ctx.db.kysely
        .selectFrom('webhook_attempts as a')
        .innerJoin('webhook_deliveries as d', 'd.id', 'a.delivery_id')
        .select(['d.event_type', 'a.ok'])
        .where('d.endpoint_id', '=', Number(allListener.id))
        .execute();
      expect(attempts.map((a) => a.event_type).sort()).toEqual([
        'ProductOrderAttributeValueChangeEvent',
        'ProductOrderCreateEvent',
        'ProductOrderStateChangeEvent',
      ]);
    });

    it('unregisters (204; 404 for another key or an unknown id) and sends nothing more', async () => {
      const other = await makeKey(admin, 'Other', ['hub']);
      expect((await tmfCall(server, other, 'DELETE', `${HUB}/${allListener.id}`)).status).toBe(404);
      const gone = await tmfCall(server, key, 'DELETE', `${HUB}/${allListener.id}`);
      expect(gone.status).toBe(204);
      const again = await tmfCall(server, key, 'DELETE', `${HUB}/${allListener.id}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ code: '404', '@type': 'Error' });
      expect((await tmfCall(server, key, 'DELETE', `${HUB}/nope`)).status).toBe(404);

      const before = all.state.received.length;
      const done = await admin.json('POST', '/Console/Orders/Move', { orderNo, to: 'completed' });
      expect(done.status).toBe(200);
      const [completed] = await until(completions, 1);
      expect(completed).toMatchObject({
        eventType: 'ProductOrderStateChangeEvent',
        event: { productOrder: { id: orderNo, state: 'completed' } },
      });
      await runDueJobs(server.ctx, JOB_HANDLERS);
      expect(all.state.received.length).toBe(before);
    });

    it('delivers the cancelProductOrder events to a listener that asks for them', async () => {
      const canceller = await makeKey(admin, 'Canceller', ['hub', 'orders:write']);
      const tasks = await startReceiver();
      try {
        const res = await tmfCall(server, canceller, 'POST', HUB, {
          callback: tasks.url,
          query: 'eventType=CancelProductOrderCreateEvent,CancelProductOrderStateChangeEvent',
        });
        expect(res.status).toBe(201);
        const { orderNo: doomed } = await placeOrder(server);
        const cancel = await tmfCall(
          server,
          canceller,
          'POST',
          `${TMF.ordering}/cancelProductOrder`,
          {
            productOrder: { id: doomed },
            cancellationReason: 'Customer moved',
          },
        );
        expect(cancel.status).toBe(201);
        const task = (await cancel.json()) as { id: string; state: string };
        expect(task.state).toBe('done');
        const got = (await until(tasks, 2)).map((e) => [
          e.eventType,
          (e.event as unknown as { cancelProductOrder: { id: string; state: string } })
            .cancelProductOrder,
        ]);
        expect(got.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
          [
            'CancelProductOrderCreateEvent',
            expect.objectContaining({ id: task.id, state: 'acknowledged' }),
          ],
          [
            'CancelProductOrderStateChangeEvent',
            expect.objectContaining({ id: task.id, state: 'done' }),
          ],
        ]);
      } finally {
        await tasks.close();
      }
    });

    it("revoking the key stops its listeners' deliveries", async () => {
      const list = await admin.json('GET', '/Console/ApiKeys');
      const id = list.body.keys.find((k: { name: string }) => k.name === 'Provisioning').id;
      await admin.json('POST', '/Console/ApiKeys/Revoke', { id });
      const before = completions.state.received.length;
      const { orderNo: next } = await placeOrder(server);
      await admin.json('POST', '/Console/Orders/Move', { orderNo: next, to: 'inProgress' });
      await admin.json('POST', '/Console/Orders/Move', { orderNo: next, to: 'completed' });
      await runDueJobs(server.ctx, JOB_HANDLERS);
      expect(completions.state.received.length).toBe(before);
    });
  });
}

describe('TMF622 OpenAPI document with the hub [sqlite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('documents POST /hub, DELETE /hub/{id} and the events, and is well formed', async () => {
    const res = await fetch(`${server.origin}${TMF.ordering}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/hub']!)).toEqual(['post']);
    expect(Object.keys(doc.paths['/hub/{id}']!)).toEqual(['delete']);
    for (const name of [
      'EventSubscriptionInput',
      'EventSubscription',
      'ProductOrderCreateEvent',
      'ProductOrderStateChangeEvent',
      'ProductOrderAttributeValueChangeEvent',
      'CancelProductOrderCreateEvent',
      'CancelProductOrderStateChangeEvent',
    ]) {
      expect(doc.components.schemas).toHaveProperty(name);
    }
    expect(openApiProblems(doc)).toEqual([]);
  });
});
