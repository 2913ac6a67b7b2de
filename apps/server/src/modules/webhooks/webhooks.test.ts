/**
 * Signed webhooks over real HTTP on both databases: an admin adds an endpoint (its
 * secret shown once), events the storefront raises are delivered to a local receiver that checks
 * every signature as docs/integration.md shows, a receiver answering 500 gets retries with
 * backoff and then success (every attempt logged), a replay by hand sends the same event again,
 * a tampered body or a stale timestamp fails the check, and a disabled endpoint gets nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { WEBHOOK_SIGNATURE_HEADER } from '@bizline/domain/integrations/webhook-events';
import { Visitor, describeEachDialect } from '../../../test/support';
import {
  FAST_WEBHOOK_JOBS,
  driveJobs,
  startReceiver,
  staffVisitor,
  verifyAsDocumented,
} from '../../../test/webhook-receiver';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { auditRows, saveCart } from '../../../test/console-fixtures';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';
import { purgeOldDeliveries } from './retention';
import { signatureHeader, verifySignature } from './signing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const drive = driveJobs;

describeEachDialect(
  'signed webhooks',
  (server) => {
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let admin: Visitor;
    let endpoint: { id: number; secret: string };

    beforeAll(async () => {
      receiver = await startReceiver();
      await loadEntryFixtures(server().ctx);
      admin = await staffVisitor(server(), 'admin@example.com', 'admin');
    });
    afterAll(() => receiver?.close());

    it('only an admin manages endpoints', async () => {
      const anonymous = await new Visitor(server()).json('GET', '/Console/Webhooks');
      expect(anonymous.status).toBe(401);
      const agent = await staffVisitor(server(), 'agent@example.com', 'agent');
      expect((await agent.json('GET', '/Console/Webhooks')).status).toBe(403);
      const refused = await agent.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        events: ['callback.requested'],
      });
      expect(refused.status).toBe(403);
    });

    it('adds an endpoint: the secret is answered once, the list shows its first characters', async () => {
      const bad = await admin.json('POST', '/Console/Webhooks/Create', {
        url: 'ftp://example.com/x',
        events: [],
      });
      expect(bad.status).toBe(400);

      const res = await admin.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        description: 'Back office',
        events: ['callback.requested', 'waitlist.registered'],
      });
      expect(res.status).toBe(200);
      expect(res.body.secret).toMatch(/^whsec_[\w-]{32}$/);
      expect(res.body.endpoint).toMatchObject({
        url: receiver.url,
        events: ['callback.requested', 'waitlist.registered'],
        active: true,
        createdBy: 'admin@example.com',
      });
      endpoint = { id: res.body.endpoint.id, secret: res.body.secret };

      const list = await admin.json('GET', '/Console/Webhooks');
      expect(list.body.events).toContain('order.state_changed');
      const shown = list.body.endpoints.find((e: { id: number }) => e.id === endpoint.id);
      expect(shown.secretHint).toBe(`${endpoint.secret.slice(0, 10)}…`);
      expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);

      const audit = await auditRows(server(), { action: 'webhook.create' });
      expect(audit).toHaveLength(1);
      expect(audit[0]!.staff_email).toBe('admin@example.com');
      expect(audit[0]!.after_json).not.toContain(endpoint.secret);
    });

    it('a receiver answering 500 gets retries with backoff, then success; every attempt is logged', async () => {
      receiver.state.received = [];
      receiver.state.answers = [500, 500];
      const v = new Visitor(server());
      const res = await v.json('POST', '/Qualify/RequestCallback', {
        reason: 'pending-order',
        name: 'Ada',
        phone: '302-555-0142',
      });
      expect(res.status).toBe(200);
      await drive(server(), () => receiver.state.received.length >= 3);

      const got = receiver.state.received;
      expect(got).toHaveLength(3);
      for (const r of got) {
        const header = String(r.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(verifyAsDocumented(header, r.body, endpoint.secret)).toBe(true);
        expect(r.headers['content-type']).toBe('application/json');
        expect(r.headers['bizline-event-type']).toBe('callback.requested');
      }
      // Each retry sends the same body (the same event id) and waits longer than the last.
      expect(new Set(got.map((r) => r.body)).size).toBe(1);
      expect(got[2]!.at - got[1]!.at).toBeGreaterThanOrEqual(40);
      const event = JSON.parse(got[0]!.body);
      expect(event).toMatchObject({
        type: 'callback.requested',
        data: { reference: res.body.reference, reason: 'pending-order', phone: '3025550142' },
      });
      expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);

      const list = await admin.json('GET', '/Console/Webhooks/Deliveries?limit=5');
      const delivery = list.body.deliveries[0];
      expect(delivery).toMatchObject({ eventId: event.id, status: 'delivered', replayOf: null });
      expect(
        delivery.attempts.map((a: { statusCode: number; ok: boolean }) => [a.statusCode, a.ok]),
      ).toEqual([
        [500, false],
        [500, false],
        [200, true],
      ]);
      // The status only: never what the receiver answered ('boom').
      expect(delivery.attempts[0].error).toBe('HTTP 500');
      expect(delivery.attempts[0].durationMs).toBeGreaterThanOrEqual(0);
    });

    it('a receiver that does not answer in time is tried again', async () => {
      receiver.state.received = [];
      receiver.state.answers = [0];
      const v = new Visitor(server());
      const res = await v.json('POST', '/Qualify/RequestCallback', {
        reason: 'pending-order',
        phone: '302-555-0199',
      });
      expect(res.status).toBe(200);
      await drive(server(), async () => {
        const list = await admin.json('GET', '/Console/Webhooks/Deliveries?limit=1');
        return list.body.deliveries[0]?.status === 'delivered';
      });
      const list = await admin.json('GET', '/Console/Webhooks/Deliveries?limit=1');
      const [first, second] = list.body.deliveries[0].attempts;
      expect(first).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'no answer within 1000 ms',
      });
      expect(first.durationMs).toBeGreaterThanOrEqual(900);
      expect(second).toMatchObject({ ok: true, statusCode: 200 });
      expect(receiver.state.received).toHaveLength(2);
    });

    it('replays a delivery by hand: the same event again, freshly signed', async () => {
      const list = await admin.json('GET', '/Console/Webhooks/Deliveries');
      const original = list.body.deliveries[0];
      receiver.state.received = [];
      const res = await admin.json('POST', '/Console/Webhooks/Replay', { id: original.id });
      expect(res.status).toBe(200);
      expect(res.body.delivery).toMatchObject({
        replayOf: original.id,
        eventId: original.eventId,
        status: 'pending',
      });
      await drive(server(), () => receiver.state.received.length >= 1);
      const [again] = receiver.state.received;
      expect(again!.body).toBe(original.body);
      const header = String(again!.headers['bizline-signature']);
      expect(verifyAsDocumented(header, again!.body, endpoint.secret)).toBe(true);

      const after = await admin.json('GET', '/Console/Webhooks/Deliveries');
      expect(after.body.deliveries[0]).toMatchObject({
        replayOf: original.id,
        status: 'delivered',
      });
      expect((await admin.json('POST', '/Console/Webhooks/Replay', { id: 999999 })).status).toBe(
        404,
      );
    });

    it('a tampered body or signature, a stale timestamp or another secret fails the check', () => {
      const body = JSON.stringify({ id: 'evt_1', type: 'order.created', data: { a: 1 } });
      const now = Date.now();
      const t = Math.floor(now / 1000);
      const header = signatureHeader(endpoint.secret, body, t);
      expect(verifyAsDocumented(header, body, endpoint.secret)).toBe(true);
      expect(verifySignature(header, body, endpoint.secret, t)).toBe('valid');

      const tampered = body.replace('"a":1', '"a":2');
      expect(verifyAsDocumented(header, tampered, endpoint.secret)).toBe(false);
      expect(verifySignature(header, tampered, endpoint.secret, t)).toBe('mismatch');
      const forged = header.replace(/v1=(.)/, (_, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
      expect(verifyAsDocumented(forged, body, endpoint.secret)).toBe(false);
      expect(verifyAsDocumented(header, body, 'whsec_other')).toBe(false);

      const old = signatureHeader(endpoint.secret, body, t - 600);
      expect(verifyAsDocumented(old, body, endpoint.secret)).toBe(false);
      expect(verifySignature(old, body, endpoint.secret, t)).toBe('stale');
      expect(verifySignature('v1=abc', body, endpoint.secret, t)).toBe('malformed');
    });

    it('a waitlist registration is delivered; a disabled endpoint gets nothing more', async () => {
      receiver.state.received = [];
      const register = (email: string) =>
        new Visitor(server()).json('POST', '/Waitlist/Register', {
          firstName: 'Grace',
          lastName: 'Hopper',
          email,
          zipCode: '19711',
          city: 'Newark',
          streetAddress: '12 Main St',
          checkBox: true,
        });
      expect((await register('grace@example.com')).status).toBe(200);
      await drive(server(), () => receiver.state.received.length >= 1);
      const event = JSON.parse(receiver.state.received[0]!.body);
      expect(event).toMatchObject({
        type: 'waitlist.registered',
        data: { contact: { email: 'grace@example.com' }, zipCode: '19711', consent: true },
      });

      const off = await admin.json('POST', '/Console/Webhooks/SetActive', {
        id: endpoint.id,
        active: false,
      });
      expect(off.status).toBe(200);
      expect(off.body.endpoint.active).toBe(false);
      receiver.state.received = [];
      expect((await register('alan@example.com')).status).toBe(200);
      await runDueJobs(server().ctx, JOB_HANDLERS);
      await sleep(100);
      expect(receiver.state.received).toEqual([]);
      // A replay to it is refused, rather than queued and dropped unsent.
      const listed = await admin.json(
        'GET',
        `/Console/Webhooks/Deliveries?endpointId=${endpoint.id}`,
      );
      const replay = await admin.json('POST', '/Console/Webhooks/Replay', {
        id: listed.body.deliveries[0].id,
      });
      expect(replay.status).toBe(409);
      expect(replay.body.message).toBe(
        'This endpoint is disabled: enable it again to replay its deliveries.',
      );
      const actions = await auditRows(server());
      expect(actions.map((a) => a.action)).toEqual([
        'webhook.create',
        'webhook.replay',
        'webhook.disable',
      ]);
    });

    it('a saved cart raises saved_cart.created', async () => {
      const made = await admin.json('POST', '/Console/Webhooks/Create', {
        url: receiver.url,
        events: ['saved_cart.created'],
      });
      receiver.state.received = [];
      const savedCartId = await saveCart(server(), 'saver@example.com');
      await drive(server(), () => receiver.state.received.length >= 1);
      const [got] = receiver.state.received;
      expect(
        verifyAsDocumented(String(got!.headers['bizline-signature']), got!.body, made.body.secret),
      ).toBe(true);
      expect(JSON.parse(got!.body)).toMatchObject({
        type: 'saved_cart.created',
        data: {
          savedCartId,
          email: 'saver@example.com',
          savedBy: 'customer',
          remindersWanted: true,
        },
      });
    });

    it('forgets deliveries that ended more than 30 days ago, with their attempts', async () => {
      const k = server().ctx.db.kysely;
      const all = await k.selectFrom('webhook_deliveries').select(['id', 'status']).execute();
      const ended = all.filter((d) => d.status !== 'pending');
      expect(ended.length).toBeGreaterThan(1);
      const old = Number(ended[0]!.id);
      await k
        .updateTable('webhook_deliveries')
        .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
        .execute();
      await k
        .updateTable('webhook_deliveries')
        .set({ status: 'pending' })
        .where('id', '!=', old)
        .execute();
      expect(await purgeOldDeliveries(server().ctx, new Date())).toBe(1);
      const left = await k.selectFrom('webhook_deliveries').select('id').execute();
      expect(left.map((d) => Number(d.id))).not.toContain(old);
      expect(left).toHaveLength(all.length - 1);
      const attempts = await k
        .selectFrom('webhook_attempts')
        .select('id')
        .where('delivery_id', '=', old)
        .execute();
      expect(attempts).toEqual([]);
    });
  },
  FAST_WEBHOOK_JOBS,
);
