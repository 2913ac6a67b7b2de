/**
 * TMF622 Product Ordering over real HTTP on both databases (issue 14): API keys made and revoked
 * by an admin, the list with TMF630 filters and paging headers, one order with TMF622's field
 * names, PATCH of the state through the console's transitions (an illegal one refused), its own
 * OpenAPI document; a missing, wrong or revoked key is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOrder } from '@bizline/domain/wire/tmf622';
import { DIALECTS, startTestServer, type TestServer, type Visitor } from '../../../test/support';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from '../../../test/checkout-ready';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { postSubmitOrder } from '../../../test/support-visitors';
import { startReceiver, staffVisitor, verifyAsDocumented } from '../../../test/webhook-receiver';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';

const BASE = '/tmf-api/productOrderingManagement/v4';

async function placeOrder(server: TestServer): Promise<string> {
  const { v } = await checkoutVisitor(server, { ...BEFORE_INSTALLATION, terms: 'Y' });
  const [slot] = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body);
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot!.date,
    timeSlotCode: slot!.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  const res = await postSubmitOrder(v);
  expect(res.status).toBe(200);
  return ((await res.json()) as { svc_orderNo: string }).svc_orderNo;
}

for (const dialect of DIALECTS) {
  describe(`TMF622 product ordering [${dialect}]`, () => {
    let server: TestServer;
    let admin: Visitor;
    let key: string;
    let orders: string[];
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let secret: string;
    const tmf = (path: string, init: RequestInit & { key?: string | null } = {}) => {
      const headers = new Headers(init.headers);
      const k = init.key === undefined ? key : init.key;
      if (k) headers.set('x-api-key', k);
      return fetch(`${server.origin}${BASE}${path}`, { ...init, headers });
    };
    const patch = (id: string, body: unknown) =>
      tmf(`/productOrder/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/merge-patch+json' },
        body: JSON.stringify(body),
      });

    beforeAll(async () => {
      server = await startTestServer(dialect, {
        JOBS_INLINE_WAIT_MS: '0',
        OUTBOUND_ALLOW: '127.0.0.1',
      });
      await loadEntryFixtures(server.ctx);
      admin = await staffVisitor(server, 'admin@example.com', 'admin');
      receiver = await startReceiver();
      const hook = await admin.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        events: ['order.created', 'order.state_changed'],
      });
      secret = hook.body.secret;
      orders = [await placeOrder(server), await placeOrder(server), await placeOrder(server)];
    });
    afterAll(async () => {
      await server?.close();
      await receiver?.close();
    });

    it('an admin creates a key, shown once; the list keeps only its first characters', async () => {
      const agent = await staffVisitor(server, 'agent@example.com', 'agent');
      expect((await agent.json('POST', '/Console/ApiKeys/Create', { name: 'x' })).status).toBe(403);
      const res = await admin.json('POST', '/Console/ApiKeys/Create', { name: 'Back office' });
      expect(res.status).toBe(200);
      key = res.body.secret;
      expect(key).toMatch(/^bzk_[\w-]{43}$/);
      expect(res.body.key).toMatchObject({ name: 'Back office', revokedAt: null });
      const list = await admin.json('GET', '/Console/ApiKeys');
      expect(list.body.keys[0].prefix).toBe(`${key.slice(0, 12)}…`);
      expect(JSON.stringify(list.body)).not.toContain(key);
      const stored = await server.ctx.db.kysely
        .selectFrom('integration_api_keys')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(stored)).not.toContain(key);
    });

    it('refuses a missing or wrong key (401, TMF630 error)', async () => {
      const none = await tmf('/productOrder', { key: null });
      expect(none.status).toBe(401);
      expect(await none.json()).toMatchObject({ code: '401', '@type': 'Error' });
      expect((await tmf('/productOrder', { key: `${key}x` })).status).toBe(401);
      const bearer = await tmf('/productOrder', {
        key: null,
        headers: { authorization: `Bearer ${key}` },
      });
      expect(bearer.status).toBe(200);
    });

    it('lists orders newest first with paging headers and filters', async () => {
      const all = await tmf('/productOrder');
      expect(all.status).toBe(200);
      expect(all.headers.get('x-total-count')).toBe('3');
      expect(all.headers.get('x-result-count')).toBe('3');
      const body = (await all.json()) as { id: string; orderDate: string }[];
      expect(body.map((o) => o.id)).toEqual([...orders].reverse());

      const page = await tmf('/productOrder?offset=1&limit=1');
      expect(page.status).toBe(206);
      expect(page.headers.get('x-total-count')).toBe('3');
      expect(page.headers.get('x-result-count')).toBe('1');
      expect(((await page.json()) as { id: string }[]).map((o) => o.id)).toEqual([orders[1]]);

      const after = encodeURIComponent(body[1]!.orderDate);
      const newer = (await (await tmf(`/productOrder?orderDate.gt=${after}`)).json()) as {
        id: string;
      }[];
      expect(newer.map((o) => o.id)).toEqual([orders[2]]);
      // A date alone is its start (00:00 UTC): today's orders are all on or after today.
      const today = body[0]!.orderDate.slice(0, 10);
      const sinceToday = await tmf(`/productOrder?orderDate.gte=${today}`);
      expect(sinceToday.status).toBe(200);
      expect(sinceToday.headers.get('x-total-count')).toBe('3');
      expect((await tmf('/productOrder?orderDate.gte=2026-13-45')).status).toBe(400);
      const fields = (await (await tmf('/productOrder?fields=state&limit=1')).json()) as object[];
      expect(Object.keys(fields[0]!).sort()).toEqual(['@type', 'href', 'id', 'state']);
      expect((await tmf('/productOrder?state=shipped')).status).toBe(400);
      const big = await tmf('/productOrder?limit=1000');
      expect(big.headers.get('x-result-count')).toBe('3');
    });

    it("answers one order with TMF622's field names", async () => {
      const res = await tmf(`/productOrder/${orders[0]}`);
      expect(res.status).toBe(200);
      const order = productOrder.strict().parse(await res.json());
      expect(order).toMatchObject({
        id: orders[0],
        href: `${server.ctx.config.publicUrl}${BASE}/productOrder/${orders[0]}`,
        state: 'acknowledged',
        '@type': 'ProductOrder',
        relatedParty: [
          {
            id: `${orders[0]}-customer`,
            name: 'Analytical Engines LLC',
            role: 'Customer',
            '@referredType': 'Organization',
          },
          {
            id: `${orders[0]}-contact`,
            name: 'Ada Lovelace',
            role: 'Contact',
            '@referredType': 'Individual',
          },
        ],
      });
      expect(order.externalId).toMatch(/\d/);
      expect(order.requestedStartDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const internet = order.productOrderItem[0]!;
      expect(internet).toMatchObject({ id: '1', action: 'add', quantity: 1 });
      expect(internet.itemPrice[0]).toMatchObject({
        priceType: 'recurring',
        recurringChargePeriod: 'month',
      });
      expect(internet.itemPrice[0]!.price.dutyFreeAmount.value).toBeGreaterThan(0);
      expect(order.orderTotalPrice.map((p) => p.priceType)).toEqual(['recurring', 'nonRecurring']);
      expect((await tmf('/productOrder/NOPE123')).status).toBe(404);
      const unknown = await tmf('/productOrderz');
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: '404', '@type': 'Error' });
      const create = await tmf('/productOrder', { method: 'POST', body: '{}' });
      expect(create.status).toBe(405);
      expect(create.headers.get('allow')).toBe('GET');
    });

    it('moves the state by PATCH, through the same transitions as the console', async () => {
      const id = orders[0]!;
      const started = await patch(id, { state: 'inProgress' });
      expect(started.status).toBe(200);
      expect(await started.json()).toMatchObject({ id, state: 'inProgress' });
      const done = await patch(id, { state: 'completed' });
      const completed = (await done.json()) as { state: string; completionDate?: string };
      expect(completed.state).toBe('completed');
      expect(completed.completionDate).toMatch(/^\d{4}-/);

      const illegal = await patch(id, { state: 'inProgress' });
      expect(illegal.status).toBe(409);
      expect(await illegal.json()).toMatchObject({
        code: '409',
        reason: 'Illegal state transition',
        message: expect.stringContaining('completed'),
      });
      const noReason = await patch(orders[1]!, { state: 'cancelled' });
      expect(noReason.status).toBe(400);
      const cancelled = await patch(orders[1]!, {
        state: 'cancelled',
        cancellationReason: 'Customer moved',
      });
      expect(await cancelled.json()).toMatchObject({
        state: 'cancelled',
        cancellationReason: 'Customer moved',
      });
      expect((await patch(orders[2]!, { orderDate: '2020-01-01T00:00:00Z' })).status).toBe(400);
      const ended = await tmf('/productOrder?state=completed,cancelled&fields=state');
      expect(ended.headers.get('x-total-count')).toBe('2');
      expect(((await ended.json()) as { id: string }[]).map((o) => o.id).sort()).toEqual(
        [orders[0], orders[1]].sort(),
      );

      const history = await server.ctx.db.kysely
        .selectFrom('order_status_history')
        .select(['status', 'actor_kind'])
        .where('order_no', '=', id)
        .where('kind', '=', 'state')
        .orderBy('id')
        .execute();
      expect(history.slice(-2)).toEqual([
        { status: 'inProgress', actor_kind: 'integration' },
        { status: 'completed', actor_kind: 'integration' },
      ]);
    });

    it('order.created and order.state_changed reached the webhook, signed', async () => {
      const end = Date.now() + 15_000;
      while (receiver.state.received.length < 6 && Date.now() < end) {
        await runDueJobs(server.ctx, JOB_HANDLERS);
        await new Promise((r) => setTimeout(r, 50));
      }
      const events = receiver.state.received.map((r) => {
        expect(verifyAsDocumented(String(r.headers['bizline-signature']), r.body, secret)).toBe(
          true,
        );
        return JSON.parse(r.body) as { type: string; data: Record<string, unknown> };
      });
      const created = events.filter((e) => e.type === 'order.created');
      expect(created.map((e) => e.data.orderNumber).sort()).toEqual([...orders].sort());
      expect(created[0]!.data).toMatchObject({
        state: 'acknowledged',
        businessName: 'Analytical Engines LLC',
        contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      });
      const changes = events
        .filter((e) => e.type === 'order.state_changed')
        // Deliveries run side by side: order them by when the change happened.
        .sort((a, b) => String(a.data.changedAt).localeCompare(String(b.data.changedAt)))
        .map((e) => [e.data.orderNumber, e.data.fromState, e.data.toState, e.data.changedBy]);
      expect(changes).toEqual([
        [orders[0], 'acknowledged', 'inProgress', 'api:Back office'],
        [orders[0], 'inProgress', 'completed', 'api:Back office'],
        [orders[1], 'acknowledged', 'cancelled', 'api:Back office'],
      ]);
    });

    it('refuses a revoked key', async () => {
      const list = await admin.json('GET', '/Console/ApiKeys');
      const revoked = await admin.json('POST', '/Console/ApiKeys/Revoke', {
        id: list.body.keys[0].id,
      });
      expect(revoked.body.key.revokedAt).toMatch(/^\d{4}-/);
      expect((await tmf('/productOrder')).status).toBe(401);
    });

    it('serves its own OpenAPI document, apart from the storefront one', async () => {
      const res = await tmf('/openapi.json', { key: null });
      expect(res.status).toBe(200);
      const doc = (await res.json()) as {
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
      };
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/productOrder',
          '/productOrder/{id}',
          '/cancelProductOrder',
          '/cancelProductOrder/{id}',
        ]),
      );
      expect(Object.keys(doc.paths['/productOrder/{id}']!)).toEqual(['get', 'patch']);
      expect(doc.components.schemas.ProductOrder!.properties).toHaveProperty('productOrderItem');
      const main = await fetch(server.api('/docs/json'));
      expect(main.status).toBe(200);
      const mainText = await main.text();
      expect(mainText).toContain('/Qualify/RequestCallback');
      expect(mainText).not.toContain('tmf-api');
    });
  });
}

describe('TMF622 rate limit [sqlite]', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { API_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server?.close());

  it('limits calls per client address', async () => {
    const call = () =>
      fetch(`${server.origin}${BASE}/productOrder`, { headers: { 'x-api-key': 'x' } });
    for (let i = 0; i < 3; i++) expect((await call()).status).toBe(401);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
