/**
 * The outbound rules at the console, on both databases and without OUTBOUND_ALLOW: an endpoint
 * URL that reaches the provider's own network is refused at creation (400 naming why, nothing
 * stored), and a name that resolved to a public address at creation but answers 127.0.0.1 at
 * delivery is refused at delivery: the attempt logs the blocked address and the receiver gets
 * nothing. Host names go through a fake resolver; nothing leaves 127.0.0.1.
 */
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES } from '@bizline/domain/wire/console/integrations';
import { describeEachDialect, type Visitor } from '../../../test/support';
import { startReceiver, staffVisitor } from '../../../test/webhook-receiver';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';
import { useOutboundResolver } from '../../security/outbound';

const PUBLIC = '93.184.216.34';

describeEachDialect(
  'webhook endpoints under the outbound rules',
  (server) => {
    let admin: Visitor;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let answer = PUBLIC;

    beforeAll(async () => {
      receiver = await startReceiver();
      admin = await staffVisitor(server(), 'admin@example.com', 'admin');
    });
    afterEach(() => useOutboundResolver());
    afterAll(() => receiver?.close());

    const create = (url: string) =>
      admin.json('POST', '/Console/Webhooks/Create', { url, events: ['order.created'] });

    it.each([
      ['http://169.254.169.254/latest/meta-data/', 'link-local address 169.254.169.254'],
      ['http://10.0.0.1/hook', 'private address 10.0.0.1'],
      ['http://127.0.0.1:22/', 'loopback address 127.0.0.1'],
      ['http://[::1]:8080/', 'loopback address ::1'],
      ['http://localhost:8080/', 'loopback address 127.0.0.1'],
      ['http://0x7f000001/', 'loopback address 127.0.0.1'],
      ['http://[::ffff:127.0.0.1]/', 'IPv4-mapped address ::ffff:7f00:1'],
      ['http://[fd00::1]/', 'unique-local address fd00::1'],
    ])('refuses %s at creation: %s', async (url, reason) => {
      useOutboundResolver(async (host) =>
        host === 'localhost' ? [{ address: '127.0.0.1', family: 4 }] : [],
      );
      const res = await create(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        field: 'url',
        message: `${INTEGRATION_MESSAGES.urlRefused} (${reason}).`,
      });
      const list = await admin.json('GET', '/Console/Webhooks');
      expect(list.body.endpoints).toEqual([]);
    });

    it('a name public at creation and 127.0.0.1 at delivery is refused at delivery, unsent', async () => {
      useOutboundResolver(async () => [{ address: answer, family: 4 }]);
      const port = new URL(receiver.url).port;
      const made = await create(`http://hooks.example.test:${port}/hooks`);
      expect(made.status).toBe(200);
      answer = '127.0.0.1';
      const test = await admin.json('POST', '/Console/Webhooks/SendTest', {
        id: made.body.endpoint.id,
      });
      expect(test.status).toBe(200);
      const deliveries = async () =>
        (await admin.json('GET', '/Console/Webhooks/Deliveries')).body.deliveries;
      const end = Date.now() + 10_000;
      while ((await deliveries())[0].attempts.length === 0 && Date.now() < end) {
        await runDueJobs(server().ctx, JOB_HANDLERS);
      }
      const [attempt] = (await deliveries())[0].attempts;
      expect(attempt).toMatchObject({
        ok: false,
        statusCode: null,
        error: 'blocked: loopback address 127.0.0.1',
      });
      expect(receiver.state.received).toEqual([]);
    });
  },
  { JOBS_INLINE_WAIT_MS: '0', JOBS_RETRY_BASE_MS: '60000' },
);
