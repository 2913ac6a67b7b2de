/**
 * Webhooks as integrators expect them, over real HTTP on both databases: a test event from the
 * console goes through the delivery job and its log; a rotated secret signs beside the new one
 * for the overlap the admin chose (a receiver holding either verifies, then only the new one);
 * an endpoint whose deliveries all fail for WEBHOOK_DISABLE_AFTER_HOURS is disabled (by the
 * delivery job or the sweep, on a moved clock) and the admins are e-mailed; the delivery log
 * filters by event type and outcome. Receivers listen on 127.0.0.1 under OUTBOUND_ALLOW.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type Visitor } from '../../../test/support';
import {
  FAST_WEBHOOK_JOBS,
  driveJobs,
  startReceiver,
  staffVisitor,
  verifyAsDocumented,
} from '../../../test/webhook-receiver';
import { auditRows } from '../../../test/console-fixtures';
import { outboxMessages } from '../../../test/outbox';
import { disableFailingEndpoints } from './health';
import { verifySignature } from './signing';

const ENV = { ...FAST_WEBHOOK_JOBS, WEBHOOK_DISABLE_AFTER_HOURS: '72' };
const HOUR = 3_600_000;
const drive = driveJobs;

describeEachDialect(
  'webhooks: test events, secret rotation, auto-disable, filters',
  (server) => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let admin: Visitor;
    let endpoint: { id: number; secret: string };
    const signature = (i: number) =>
      String(receiver.state.received[i]!.headers['bizline-signature']);

    const deliveries = async (query: string) =>
      (await admin.json('GET', `/Console/Webhooks/Deliveries?${query}`)).body.deliveries as {
        id: number;
        endpointId: number;
        eventType: string;
        status: string;
        attempts: { ok: boolean; statusCode: number | null; error: string | null }[];
      }[];

    const sendTest = async (id: number) => {
      const res = await admin.json('POST', '/Console/Webhooks/SendTest', { id });
      expect(res.status).toBe(200);
      return res.body.delivery as { id: number; status: string; eventType: string };
    };

    /** An endpoint on a closed port of 127.0.0.1: every attempt is refused. */
    const deadEndpoint = async () => {
      const closed = await startReceiver();
      await closed.close();
      const made = await admin.json('POST', '/Console/Webhooks/Create', {
        url: closed.url,
        events: ['order.created'],
      });
      return { id: made.body.endpoint.id as number, url: closed.url };
    };

    beforeAll(async () => {
      receiver = await startReceiver();
      admin = await staffVisitor(server(), 'admin@example.com', 'admin');
      await staffVisitor(server(), 'agent@example.com', 'agent');
      const made = await admin.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        events: ['order.created'],
      });
      expect(made.status).toBe(200);
      endpoint = { id: made.body.endpoint.id, secret: made.body.secret };
    });
    afterAll(() => receiver?.close());

    it('sends a test event through the delivery job, signed, logged like any delivery', async () => {
      receiver.state.received = [];
      const queued = await sendTest(endpoint.id);
      expect(queued).toMatchObject({ eventType: 'ping', status: 'pending' });
      await drive(server(), () => receiver.state.received.length >= 1);
      const [got] = receiver.state.received;
      expect(got!.headers['bizline-event-type']).toBe('ping');
      expect(got!.headers['bizline-delivery-id']).toBe(String(queued.id));
      expect(JSON.parse(got!.body)).toMatchObject({
        type: 'ping',
        data: { endpointId: endpoint.id, sentBy: 'admin@example.com' },
      });
      expect(verifyAsDocumented(signature(0), got!.body, endpoint.secret)).toBe(true);
      const [logged] = await deliveries(`endpointId=${endpoint.id}`);
      expect(logged).toMatchObject({ id: queued.id, eventType: 'ping', status: 'delivered' });
      expect(logged!.attempts).toMatchObject([{ ok: true, statusCode: 200, error: null }]);

      const unknown = await admin.json('POST', '/Console/Webhooks/SendTest', { id: 999999 });
      expect(unknown.status).toBe(404);
      expect((await auditRows(server(), { action: 'webhook.test' })).length).toBe(1);
    });

    it('a rotated secret signs beside the new one for the overlap, then only the new one does', async () => {
      const old = endpoint.secret;
      const tooLong = await admin.json('POST', '/Console/Webhooks/RotateSecret', {
        id: endpoint.id,
        overlapHours: 25,
      });
      expect(tooLong.status).toBe(400);

      const before = Date.now();
      const res = await admin.json('POST', '/Console/Webhooks/RotateSecret', {
        id: endpoint.id,
        overlapHours: 2,
      });
      expect(res.status).toBe(200);
      const fresh = res.body.secret as string;
      expect(fresh).toMatch(/^whsec_[\w-]{32}$/);
      expect(fresh).not.toBe(old);
      expect(res.body.endpoint.secretHint).toBe(`${fresh.slice(0, 10)}…`);
      const until = Date.parse(res.body.endpoint.previousSecretUntil);
      expect(until - before).toBeGreaterThanOrEqual(2 * HOUR - 1000);
      expect(until - before).toBeLessThanOrEqual(2 * HOUR + 5000);
      const list = await admin.json('GET', '/Console/Webhooks');
      expect(JSON.stringify(list.body)).not.toContain(fresh);
      const audit = await auditRows(server(), { action: 'webhook.rotate' });
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toContain(fresh);
      expect(JSON.stringify(audit[0])).not.toContain(old);

      // During the overlap: two v1, the new secret's first; either secret verifies.
      receiver.state.received = [];
      await sendTest(endpoint.id);
      await drive(server(), () => receiver.state.received.length >= 1);
      const during = signature(0);
      expect(during).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      const body = receiver.state.received[0]!.body;
      expect(verifyAsDocumented(during, body, fresh)).toBe(true);
      expect(verifyAsDocumented(during, body, old)).toBe(true);
      expect(verifyAsDocumented(during, body, 'whsec_someone_else')).toBe(false);
      const t = Number(/t=(\d+)/.exec(during)![1]);
      expect(verifySignature(during, body, old, t)).toBe('valid');

      // The overlap ends (its end moved into the past): only the new secret verifies.
      await server()
        .ctx.db.kysely.updateTable('webhook_endpoints')
        .set({ previous_secret_until: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', endpoint.id)
        .execute();
      const after = await admin.json('GET', '/Console/Webhooks');
      const shown = after.body.endpoints.find((e: { id: number }) => e.id === endpoint.id);
      expect(shown.previousSecretUntil).toBeNull();
      receiver.state.received = [];
      await sendTest(endpoint.id);
      await drive(server(), () => receiver.state.received.length >= 1);
      const later = signature(0);
      expect(later).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyAsDocumented(later, receiver.state.received[0]!.body, fresh)).toBe(true);
      expect(verifyAsDocumented(later, receiver.state.received[0]!.body, old)).toBe(false);

      // No overlap: the previous secret stops at once.
      const again = await admin.json('POST', '/Console/Webhooks/RotateSecret', {
        id: endpoint.id,
        overlapHours: 0,
      });
      expect(again.body.endpoint.previousSecretUntil).toBeNull();
      receiver.state.received = [];
      await sendTest(endpoint.id);
      await drive(server(), () => receiver.state.received.length >= 1);
      const [only] = receiver.state.received;
      expect(verifyAsDocumented(signature(0), only!.body, again.body.secret)).toBe(true);
      expect(verifyAsDocumented(signature(0), only!.body, fresh)).toBe(false);
      endpoint.secret = again.body.secret;
    });

    it('an endpoint failing for the window is disabled, with a banner state and an e-mail to the admins', async () => {
      const { id: dead, url: deadUrl } = await deadEndpoint();
      const k = server().ctx.db.kysely;
      const endpointRow = () =>
        k
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', dead)
          .executeTakeFirstOrThrow();

      // A first failure starts the run; the endpoint stays active inside the window.
      const first = await sendTest(dead);
      await drive(
        server(),
        async () => (await deliveries(`endpointId=${dead}`))[0]!.attempts.length > 0,
      );
      const [failed] = await deliveries(`endpointId=${dead}`);
      expect(failed!.attempts[0]).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'connection refused',
      });
      const started = (await endpointRow()).failing_since!;
      expect(started).not.toBeNull();
      expect(Number((await endpointRow()).active)).toBe(1);

      // The sweep on a clock 71 hours on leaves it; at 72 hours it disables it.
      const t0 = Date.parse(started);
      expect(await disableFailingEndpoints(server().ctx, new Date(t0 + 71 * HOUR))).toBe(0);
      expect(await disableFailingEndpoints(server().ctx, new Date(t0 + 72 * HOUR))).toBe(1);
      expect(await disableFailingEndpoints(server().ctx, new Date(t0 + 73 * HOUR))).toBe(0);
      const list = await admin.json('GET', '/Console/Webhooks');
      expect(list.body.disableAfterHours).toBe(72);
      const shown = list.body.endpoints.find((e: { id: number }) => e.id === dead);
      expect(shown).toMatchObject({
        active: false,
        disabledReason: 'failing',
        failingSince: started,
        disabledAt: new Date(t0 + 72 * HOUR).toISOString(),
      });
      // Each active admin is told once (the mail job); the agent is not.
      const mails = () => outboxMessages(server().ctx, `webhook:${dead}`);
      await drive(server(), async () => (await mails()).length > 0);
      expect((await mails()).map((m) => m.recipient)).toEqual(['admin@example.com']);
      expect((await mails())[0]!.subject).toBe(`Webhook endpoint disabled: ${deadUrl}`);
      expect((await mails())[0]!.body_text).toContain(
        `has failed since ${started}, for more than 72 hours`,
      );

      // The delivery still waiting is not sent: it fails as the endpoint is disabled.
      await drive(
        server(),
        async () => (await deliveries(`endpointId=${dead}`))[0]!.status === 'failed',
      );
      expect((await deliveries(`endpointId=${dead}`))[0]!.id).toBe(first.id);
      const refused = await admin.json('POST', '/Console/Webhooks/SendTest', { id: dead });
      expect(refused.status).toBe(409);

      // Enabled again: the run of failures is forgotten.
      const on = await admin.json('POST', '/Console/Webhooks/SetActive', {
        id: dead,
        active: true,
      });
      expect(on.body.endpoint).toMatchObject({
        active: true,
        disabledReason: null,
        failingSince: null,
      });
    });

    it('the delivery job disables an endpoint whose failure run passed the window', async () => {
      const { id: dead } = await deadEndpoint();
      await server()
        .ctx.db.kysely.updateTable('webhook_endpoints')
        .set({ failing_since: new Date(Date.now() - 73 * HOUR).toISOString() })
        .where('id', '=', dead)
        .execute();
      await sendTest(dead);
      await drive(server(), async () => {
        const list = await admin.json('GET', '/Console/Webhooks');
        return list.body.endpoints.find((e: { id: number }) => e.id === dead).active === false;
      });
      const list = await admin.json('GET', '/Console/Webhooks');
      expect(list.body.endpoints.find((e: { id: number }) => e.id === dead).disabledReason).toBe(
        'failing',
      );
      await drive(
        server(),
        async () => (await outboxMessages(server().ctx, `webhook:${dead}`)).length === 1,
      );
      // A success ends a run: the working endpoint has none.
      const working = list.body.endpoints.find((e: { id: number }) => e.id === endpoint.id);
      expect(working).toMatchObject({ active: true, failingSince: null });
    });

    it('the delivery log filters by event type and outcome', async () => {
      const pings = await deliveries('eventType=ping');
      expect(pings.length).toBeGreaterThanOrEqual(6);
      expect(pings.every((d) => d.eventType === 'ping')).toBe(true);
      expect(await deliveries('eventType=order.created')).toEqual([]);
      const failed = await deliveries('status=failed');
      expect(failed.length).toBeGreaterThanOrEqual(1);
      expect(failed.every((d) => d.status === 'failed')).toBe(true);
      const delivered = await deliveries(
        `status=delivered&eventType=ping&endpointId=${endpoint.id}`,
      );
      expect(delivered).toHaveLength(4);
      expect(delivered.every((d) => d.status === 'delivered' && d.endpointId === endpoint.id)).toBe(
        true,
      );
      expect((await admin.json('GET', '/Console/Webhooks/Deliveries?status=lost')).status).toBe(
        400,
      );
    });
  },
  ENV,
);
