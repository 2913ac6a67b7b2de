/**
 * The customer's notices over real HTTP on both databases: the text consent asked at checkout
 * (stored with its words and time, unticked by default), STOP and START from the SMS gateway,
 * and the installation reminders sent by the durable jobs at the provider's local hour, once
 * each, following a reschedule, dropped by a cancellation and delivered once after the mail
 * server and SMS gateway come back. The clock is moved with vitest's fake Date.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DIALECTS,
  describeEachDialect,
  startTestServer,
  type TestServer,
} from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from '../../../test/checkout-ready';
import { postSubmitOrder } from '../../../test/support-visitors';
import { outboxMessages } from '../../../test/outbox';
import { JOB_HANDLERS } from '../../jobs/sweeps';
import { runDueJobs } from '../../jobs/worker';
import { moveOrder, SYSTEM_ACTOR } from '../orders/move-order';
import { rescheduleOrder, slotsForOrder } from '../orders/reschedule';
import { setSmsConsent, smsConsentOf } from './index';

const WORDING =
  'Text me about this order (installation reminders and changes). Message and data rates may apply. Reply STOP to end texts.';
const MOBILE = '6175550100'; // the checkout's contact (test/checkout-ready.ts)
const ZONE = 'America/Chicago';

/** Place an order through the checkout calls, the consent checkbox as given (absent: unticked). */
async function placeOrder(server: TestServer, smsConsent?: 'Y' | 'N', pick = 3) {
  const { v } = await checkoutVisitor(server, BEFORE_INSTALLATION);
  const list = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body);
  const slot = list[pick % list.length]!;
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  const accepted = await v.json('POST', '/Checkout/AcceptTerms', {
    tosCheck: 'Y',
    ...(smsConsent ? { smsConsent } : {}),
  });
  expect(accepted.status).toBe(200);
  const details = await v.json('GET', '/Checkout/CheckOutDetails');
  expect(details.body.smsConsent).toBe(smsConsent ?? 'N');
  const res = await postSubmitOrder(v);
  expect(res.status).toBe(200);
  const orderNo = ((await res.json()) as { svc_orderNo: string }).svc_orderNo;
  return { orderNo, day: slot.date, v };
}

const reminderJobs = (server: TestServer, orderNo: string) =>
  server.ctx.db.kysely
    .selectFrom('jobs')
    .select(['job_key', 'run_at', 'status'])
    .where('job_key', 'like', `order-reminder:${orderNo}:%`)
    .orderBy('run_at')
    .execute();

/** Text the shop's number from `from`, as the SMS gateway's callback would. */
const inbound = (server: TestServer, from: string, text: string) =>
  fetch(server.api('/Sms/Inbound'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, text }),
  });

/** The hour it is at `iso` in the provider's zone, with its day. */
const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Run the due jobs with the clock at `iso` (and retries a few seconds on). */
async function runAt(server: TestServer, iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  return runDueJobs(server.ctx, JOB_HANDLERS);
}

const reminders = async (server: TestServer, orderNo: string) =>
  (await outboxMessages(server.ctx, `order:${orderNo}`)).filter((m) =>
    /installation (of your order \S+ )?is (tomorrow|today)/.test(m.subject || m.body_text),
  );

describeEachDialect(
  'notices the customer controls',
  (server) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('the consent is stored with the order: its answer, the words shown and the time', async () => {
      await loadEntryFixtures(server().ctx);
      const before = new Date().toISOString();
      const yes = await placeOrder(server(), 'Y');
      const no = await placeOrder(server(), undefined, 4);
      const rows = await server()
        .ctx.db.kysely.selectFrom('sms_consents')
        .selectAll()
        .where('order_no', 'in', [yes.orderNo, no.orderNo])
        .execute();
      const of = (orderNo: string) => rows.find((r) => r.order_no === orderNo)!;
      expect(of(yes.orderNo)).toMatchObject({
        mobile: MOBILE,
        consented: 1,
        wording: WORDING,
        actor_kind: 'customer',
      });
      expect(of(no.orderNo)).toMatchObject({ mobile: MOBILE, consented: 0, wording: WORDING });
      for (const r of rows) {
        expect(r.at >= before && r.at <= new Date().toISOString()).toBe(true);
      }
      // Changed from the order page: the newest answer counts, the first one is kept.
      const changed = await setSmsConsent(server().ctx, no.orderNo, true, {
        kind: 'customer',
        id: null,
        label: 'customer',
      });
      expect(changed).toMatchObject({ consented: true, wording: WORDING, stopped: false });
      expect(await smsConsentOf(server().ctx, no.orderNo)).toEqual(changed);
      await expect(
        setSmsConsent(server().ctx, 'BZ0000000000', true, SYSTEM_ACTOR),
      ).rejects.toMatchObject({ statusCode: 404 });
    });

    it('reminders go out at the local hour once each; unticked means e-mail only', async () => {
      const texted = await placeOrder(server(), 'Y', 5);
      const mailed = await placeOrder(server(), undefined, 6);
      for (const order of [texted, mailed]) {
        const jobs = await reminderJobs(server(), order.orderNo);
        expect(jobs.map((j) => localTime(j.run_at))).toEqual([
          `${dayBefore(order.day)}, 07:00`,
          `${order.day}, 07:00`,
        ]);
      }
      const [first] = await reminderJobs(server(), texted.orderNo);
      const due = Date.parse(first!.run_at);
      // A minute early: nothing.
      await runAt(server(), new Date(due - 60_000).toISOString());
      expect(await reminders(server(), texted.orderNo)).toEqual([]);
      // At the hour (and again an hour later): one e-mail and one text, the unticked order none.
      await runAt(server(), new Date(due).toISOString());
      await runAt(server(), new Date(due + 3_600_000).toISOString());
      const sent = await reminders(server(), texted.orderNo);
      expect(sent.map((m) => [m.channel, m.recipient])).toEqual([
        ['email', 'ada@example.com'],
        ['sms', MOBILE],
      ]);
      expect(sent[0]!.subject).toMatch(/your installation is tomorrow/);
      expect(sent[1]!.body_text).toContain(`order ${texted.orderNo} is tomorrow`);
      const mailedJobs = await reminderJobs(server(), mailed.orderNo);
      await runAt(server(), mailedJobs[0]!.run_at);
      expect((await reminders(server(), mailed.orderNo)).map((m) => m.channel)).toEqual(['email']);
      // The day of it, at the hour: the second reminder, once.
      await runAt(server(), (await reminderJobs(server(), texted.orderNo))[1]!.run_at);
      await runAt(server(), new Date(Date.parse(`${texted.day}T23:00:00Z`)).toISOString());
      await runAt(server(), mailedJobs[1]!.run_at);
      const all = await reminders(server(), texted.orderNo);
      expect(all.map((m) => m.channel)).toEqual(['email', 'sms', 'email', 'sms']);
      expect(all[2]!.subject).toMatch(/your installation is today/);
      expect((await reminders(server(), mailed.orderNo)).map((m) => m.channel)).toEqual([
        'email',
        'email',
      ]);
    });

    it('STOP ends texts to that number for every order; passcodes still go; START again', async () => {
      const a = await placeOrder(server(), 'Y', 7);
      const b = await placeOrder(server(), 'Y', 8);
      const stop = await inbound(server(), '+1 617-555-0100', 'Stop');
      expect(stop.status).toBe(200);
      expect(await stop.json()).toEqual({ Status: 'SUCCESS', keyword: 'stop' });
      const [reply] = await outboxMessages(server().ctx, `sms-keyword:${MOBILE}`);
      expect(reply!.body_text).toMatch(/you will get no more texts from us/);
      expect(await smsConsentOf(server().ctx, a.orderNo)).toMatchObject({
        consented: true,
        stopped: true,
      });
      // The passcode of a checkout to that number is still texted.
      const { v, cartId } = await checkoutVisitor(server(), { personalInfo: 'Y' });
      const sent = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: '617-555-0100' });
      expect(sent.status).toBe(200);
      const [otp] = await outboxMessages(server().ctx, `otp:${cartId}`);
      expect(otp).toMatchObject({ channel: 'sms', recipient: MOBILE });
      // Both orders' reminders are e-mailed only.
      for (const order of [a, b]) {
        const [job] = await reminderJobs(server(), order.orderNo);
        await runAt(server(), job!.run_at);
        expect((await reminders(server(), order.orderNo)).map((m) => m.channel)).toEqual(['email']);
      }
      vi.useRealTimers();
      // START: the day-of reminder is texted again.
      expect(await (await inbound(server(), MOBILE, 'START')).json()).toEqual({
        Status: 'SUCCESS',
        keyword: 'start',
      });
      const [, dayOf] = await reminderJobs(server(), a.orderNo);
      await runAt(server(), dayOf!.run_at);
      expect((await reminders(server(), a.orderNo)).map((m) => m.channel)).toEqual([
        'email',
        'email',
        'sms',
      ]);
      // Other texts are no keyword; a body that is no text is refused.
      vi.useRealTimers();
      expect(await (await inbound(server(), MOBILE, 'thanks!')).json()).toEqual({
        Status: 'SUCCESS',
        keyword: null,
      });
      expect((await inbound(server(), 'nobody', 'STOP')).status).toBe(400);
    });

    it('a STOP while a reminder text waits for the gateway: that text is never sent', async () => {
      const order = await placeOrder(server(), 'Y', 11);
      const [job] = await reminderJobs(server(), order.orderNo);
      const { providers } = server().ctx;
      const { sms } = providers;
      providers.sms = {
        send: () => Promise.reject(new Error('gateway unreachable')),
        parseInbound: (body) => sms.parseInbound(body),
      };
      try {
        await runAt(server(), job!.run_at);
        expect((await reminders(server(), order.orderNo)).map((m) => m.channel)).toEqual(['email']);
        vi.useRealTimers();
        expect((await inbound(server(), MOBILE, 'STOP')).status).toBe(200);
      } finally {
        providers.sms = sms;
      }
      await runAt(server(), new Date(Date.parse(job!.run_at) + 3_600_000).toISOString());
      expect((await reminders(server(), order.orderNo)).map((m) => m.channel)).toEqual(['email']);
      vi.useRealTimers();
      expect((await inbound(server(), MOBILE, 'START')).status).toBe(200);
    });

    it('a reschedule moves the reminders; a cancellation removes them', async () => {
      const order = await placeOrder(server(), 'Y', 0);
      const before = await reminderJobs(server(), order.orderNo);
      const { slots } = await slotsForOrder(server().ctx, order.orderNo);
      const target = slots.find((s) => s.date > order.day)!;
      await rescheduleOrder(server().ctx, {
        orderNo: order.orderNo,
        date: target.date,
        code: target.code,
        by: SYSTEM_ACTOR,
      });
      const after = await reminderJobs(server(), order.orderNo);
      expect(after.map((j) => localTime(j.run_at))).toEqual([
        `${dayBefore(target.date)}, 07:00`,
        `${target.date}, 07:00`,
      ]);
      expect(after.map((j) => j.job_key)).not.toContain(before[0]!.job_key);
      // The old day-before's hour passes: nothing is sent for it.
      await runAt(server(), before[0]!.run_at);
      expect(await reminders(server(), order.orderNo)).toEqual([]);
      vi.useRealTimers();
      await moveOrder(server().ctx, {
        orderNo: order.orderNo,
        to: 'cancelled',
        reason: 'Changed my mind',
        by: SYSTEM_ACTOR,
      });
      expect(await reminderJobs(server(), order.orderNo)).toEqual([]);
      expect(
        await server()
          .ctx.db.kysely.selectFrom('order_reminders')
          .select(['plan', 'install_day'])
          .where('order_no', '=', order.orderNo)
          .execute(),
      ).toEqual([{ plan: 3, install_day: '' }]);
      await runAt(server(), new Date(Date.parse(after[1]!.run_at) + 60_000).toISOString());
      expect(await reminders(server(), order.orderNo)).toEqual([]);
    });

    it('an order on hold is not reminded; taken off hold, it is again', async () => {
      const order = await placeOrder(server(), 'Y', 12);
      const planned = await reminderJobs(server(), order.orderNo);
      const move = (to: string) =>
        moveOrder(server().ctx, { orderNo: order.orderNo, to, by: SYSTEM_ACTOR });
      await move('held');
      expect(await reminderJobs(server(), order.orderNo)).toEqual([]);
      await move('inProgress');
      const again = await reminderJobs(server(), order.orderNo);
      expect(again.map((j) => [j.run_at, j.status])).toEqual(
        planned.map((j) => [j.run_at, 'queued']),
      );
      expect(again.map((j) => j.job_key)).not.toEqual(planned.map((j) => j.job_key));
      await runAt(server(), again[0]!.run_at);
      expect((await reminders(server(), order.orderNo)).map((m) => m.channel)).toEqual([
        'email',
        'sms',
      ]);
    });

    it('a reminder due while mail and SMS are down is delivered once when they are back', async () => {
      const order = await placeOrder(server(), 'Y', 10);
      const [job] = await reminderJobs(server(), order.orderNo);
      const { providers } = server().ctx;
      const { mail, sms } = providers;
      providers.mail = {
        send: () => Promise.reject(new Error('421 Service not available')),
      };
      providers.sms = {
        send: () => Promise.reject(new Error('gateway unreachable')),
        parseInbound: (body) => sms.parseInbound(body),
      };
      try {
        const due = Date.parse(job!.run_at);
        for (let s = 0; s < 60; s += 5)
          await runAt(server(), new Date(due + s * 1000).toISOString());
        expect(await reminders(server(), order.orderNo)).toEqual([]);
        const waiting = await server()
          .ctx.db.kysely.selectFrom('jobs')
          .select(['kind', 'status', 'attempts'])
          .where('job_key', 'like', `%reminder%:${order.orderNo}:%`)
          .where('kind', 'in', ['mail', 'sms'])
          .orderBy('kind')
          .execute();
        expect(waiting.map((j) => [j.kind, j.status])).toEqual([
          ['mail', 'queued'],
          ['sms', 'queued'],
        ]);
        expect(waiting.every((j) => j.attempts >= 2)).toBe(true);
      } finally {
        providers.mail = mail;
        providers.sms = sms;
      }
      const back = Date.parse(job!.run_at) + 2 * 3_600_000;
      await runAt(server(), new Date(back).toISOString());
      await runAt(server(), new Date(back + 3_600_000).toISOString());
      const delivered = await reminders(server(), order.orderNo);
      expect(delivered.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      const attempts = await server()
        .ctx.db.kysely.selectFrom('job_attempts')
        .innerJoin('jobs', 'jobs.id', 'job_attempts.job_id')
        .select(['jobs.kind', 'job_attempts.outcome'])
        .where('jobs.job_key', 'like', `%reminder%:${order.orderNo}:%`)
        .where('jobs.kind', 'in', ['mail', 'sms'])
        .execute();
      expect(
        attempts
          .filter((a) => a.outcome === 'ok')
          .map((a) => a.kind)
          .sort(),
      ).toEqual(['mail', 'sms']);
    });
  },
  {
    PROVIDER_TIME_ZONE: ZONE,
    REMINDER_HOUR: '7',
    JOBS_RETRY_BASE_MS: '1000',
    JOBS_RETRY_MAX_MS: '5000',
  },
);

/** An SMTP server keeping what it receives, on `port` (0: any free one). */
async function smtpSink(received: string[], port = 0) {
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(port, '127.0.0.1', resolve));
  return {
    port: (sink.server.address() as { port: number }).port,
    stop: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}

for (const dialect of DIALECTS) {
  describe(`reminder e-mail and a stopped mail server [${dialect}]`, () => {
    const received: string[] = [];
    let server: TestServer;
    let port: number;
    beforeAll(async () => {
      // The mail server is there at first, then stopped: nothing listens on its port.
      const first = await smtpSink(received);
      port = first.port;
      await first.stop();
      server = await startTestServer(dialect, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PROVIDER_TIME_ZONE: ZONE,
        REMINDER_HOUR: '7',
        JOBS_RETRY_BASE_MS: '1000',
        JOBS_RETRY_MAX_MS: '5000',
      });
      await loadEntryFixtures(server.ctx);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(async () => {
      await server?.close();
    });

    it('the reminder waits while it is stopped and arrives once when it is back', async () => {
      const order = await placeOrder(server, undefined, 2);
      const [job] = await reminderJobs(server, order.orderNo);
      const due = Date.parse(job!.run_at);
      for (let s = 0; s < 30; s += 5) await runAt(server, new Date(due + s * 1000).toISOString());
      const key = `order-reminder-mail:${order.orderNo}:1:day-before`;
      const mailJob = () =>
        server.ctx.db.kysely
          .selectFrom('jobs')
          .select(['status', 'attempts', 'last_error'])
          .where('job_key', '=', key)
          .executeTakeFirstOrThrow();
      expect(await mailJob()).toMatchObject({ status: 'queued' });
      expect((await mailJob()).attempts).toBeGreaterThanOrEqual(2);
      expect(received.filter((m) => m.includes('your installation is tomorrow'))).toEqual([]);

      const back = await smtpSink(received, port);
      try {
        await runAt(server, new Date(due + 3_600_000).toISOString());
        await runAt(server, new Date(due + 7_200_000).toISOString());
      } finally {
        await back.stop();
      }
      expect(await mailJob()).toMatchObject({ status: 'done' });
      // The order's confirmation came too; the reminder once.
      const reminderMails = received.filter(
        (m) => /^Subject: .*your installation is/m.test(m) && m.includes(order.orderNo),
      );
      expect(reminderMails).toHaveLength(1);
      expect(reminderMails[0]).toMatch(/your installation is tomorrow/);
    });
  });
}
