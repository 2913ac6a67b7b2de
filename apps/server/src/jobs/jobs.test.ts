/**
 * Durable jobs, over real HTTP on both databases: an SMTP server that refuses
 * during 20 checkouts, two app instances on one database with one due reminder, a worker that
 * stopped holding a job.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context';
import { DIALECTS, Visitor, startTestServer, type TestServer } from '../../test/support';
import { startServerProcess, type ServerProcess } from '../../test/processes';
import { loadEntryFixtures } from '../../test/entry-fixtures';
import { sendDueReminders } from '../modules/saved-cart/service';
import { createStaff } from '../modules/staff/service';
import { BEFORE_INSTALLATION, checkoutVisitor, slotsOf } from '../../test/checkout-ready';
import { postSubmitOrder } from '../../test/support-visitors';
import { saveCart } from '../../test/console-fixtures';
import { claimDue } from './repo';
import { startJobWorker } from './sweeps';
import type { Worker } from './worker';

/** A local SMTP server that refuses every message (421) while `refusing` is set. */
async function startSink() {
  const state = { refusing: false, refusals: 0, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refusals++;
      callback(
        Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
      );
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        state.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (for a child process's METRICS_PORT). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Wait until `check` holds (polling), or fail with `what` after `ms`. */
async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Short timings: retries after 100 ms to 1 s instead of 10 s to an hour. */
const FAST_JOBS = {
  JOBS_POLL_MS: '50',
  JOBS_RETRY_BASE_MS: '100',
  JOBS_RETRY_MAX_MS: '1000',
  JOBS_LEASE_MS: '30000',
};

async function submitOrder(server: TestServer, pick: number): Promise<string> {
  const { v } = await checkoutVisitor(server, { ...BEFORE_INSTALLATION, terms: 'Y' });
  const list = slotsOf((await v.json('GET', '/Checkout/GetDueDateDetails')).body);
  const slot = list[pick % list.length]!;
  const held = await v.json('POST', '/Checkout/SetDueDate', {
    dueDate: slot.date,
    timeSlotCode: slot.code,
  });
  expect(held.body.Status).toBe('SUCCESS');
  const res = await postSubmitOrder(v);
  const body = (await res.json()) as { Status: string; svc_orderNo: string };
  expect(res.status).toBe(200);
  expect(body.Status).toBe('SUCCESS');
  return body.svc_orderNo;
}

const mailsAbout = (ctx: AppContext, topic: string) =>
  ctx.db.kysely.selectFrom('outbox_messages').selectAll().where('topic', '=', topic).execute();

const attemptsOf = (ctx: AppContext, key: string) =>
  ctx.db.kysely
    .selectFrom('job_attempts')
    .innerJoin('jobs', 'jobs.id', 'job_attempts.job_id')
    .select([
      'job_attempts.attempt',
      'job_attempts.outcome',
      'job_attempts.worker',
      'job_attempts.error',
    ])
    .where('jobs.job_key', '=', key)
    .orderBy('job_attempts.attempt')
    .execute();

for (const dialect of DIALECTS) {
  describe(`durable jobs [${dialect}]`, () => {
    const workers: Worker[] = [];
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
    });

    describe('SMTP refuses during 20 checkouts, then accepts', () => {
      let sink: Awaited<ReturnType<typeof startSink>>;
      let server: TestServer;
      beforeAll(async () => {
        sink = await startSink();
        server = await startTestServer(dialect, {
          ...FAST_JOBS,
          SMTP_URL: sink.url,
          JOBS_INLINE_WAIT_MS: '2000',
        });
        await loadEntryFixtures(server.ctx);
      });
      afterAll(async () => {
        await server?.close();
        await sink?.close();
      });

      it('every order stands, and every confirmation arrives exactly once', async () => {
        // The request's own try of each confirmation is refused; the orders stand.
        sink.state.refusing = true;
        const orders: string[] = [];
        for (let i = 0; i < 20; i++) orders.push(await submitOrder(server, i));
        expect(new Set(orders).size).toBe(20);
        const keys = orders.map((o) => `order-confirmation:${o}`);
        const jobs = () =>
          server.ctx.db.kysely
            .selectFrom('jobs')
            .selectAll()
            .where('job_key', 'in', keys)
            .execute();
        expect((await jobs()).map((j) => [j.status, j.attempts])).toEqual(
          orders.map(() => ['queued', 1]),
        );

        // The worker tries again with backoff while SMTP still refuses.
        workers.push(startJobWorker(server.ctx));
        await until('two more failed attempts of each confirmation', async () => {
          const rows = await jobs();
          return rows.every((j) => j.attempts >= 3 && j.status !== 'done');
        });
        expect(sink.state.received).toHaveLength(0);
        expect(sink.state.refusals).toBeGreaterThanOrEqual(40); // the third tries may be under way
        const failed = await attemptsOf(server.ctx, keys[0]!);
        expect(failed[0]).toMatchObject({ attempt: 1, outcome: 'error' });
        expect(failed[0]!.error).toMatch(/421|not available/i);

        sink.state.refusing = false;
        await until('every confirmation delivered', async () => {
          const rows = await jobs();
          // A job that ran out of attempts would never be delivered: say so at once.
          expect(rows.filter((j) => j.status === 'failed')).toEqual([]);
          return rows.every((j) => j.status === 'done');
        });
        await sleep(500); // the worker keeps polling: nothing is sent again
        for (const orderNo of orders) {
          const copies = sink.state.received.filter((raw) =>
            raw.includes(`Order number: ${orderNo}`),
          );
          expect(copies, orderNo).toHaveLength(1);
          expect(await mailsAbout(server.ctx, `order:${orderNo}`)).toHaveLength(1);
        }
        expect(sink.state.received).toHaveLength(20);
        const attempts = await attemptsOf(server.ctx, keys[0]!);
        expect(attempts.slice(0, -1).every((a) => a.outcome === 'error')).toBe(true);
        expect(attempts.at(-1)).toMatchObject({ outcome: 'ok', error: null });

        // The staff mailbox shows what it took.
        await createStaff(server.ctx.db, {
          email: 'grace@example.com',
          firstName: 'Grace',
          lastName: 'Hopper',
          role: 'staff',
          password: 'correct horse battery staple',
        });
        const staff = new Visitor(server);
        await staff.json('POST', '/Staff/SignIn', {
          email: 'grace@example.com',
          password: 'correct horse battery staple',
        });
        const box = await staff.json('GET', '/Staff/Outbox?channel=email&limit=200');
        const shown = (box.body.messages as { topic: string; attempts?: number }[]).find(
          (m) => m.topic === `order:${orders[0]}`,
        );
        expect(shown?.attempts).toBe(attempts.length);
        expect(attempts.length).toBeGreaterThanOrEqual(3);
      }, 240_000);
    });

    describe('two server processes on one database', () => {
      let server: TestServer;
      const processes: ServerProcess[] = [];
      const env = { ...FAST_JOBS, SWEEP_EVERY_MS: '200' };
      beforeAll(async () => {
        server = await startTestServer(dialect, env);
        await loadEntryFixtures(server.ctx);
      });
      afterAll(async () => {
        await Promise.all(processes.map((p) => p.stop()));
        await server?.close();
      });

      it('one due reminder is e-mailed once, and each sweep run is claimed by one of them', async () => {
        const cartId = await saveCart(server, 'owner@example.com');
        expect(await mailsAbout(server.ctx, `saved-cart:${cartId}`)).toHaveLength(1);
        // The first reminder falls due.
        await server.ctx.db.kysely
          .updateTable('saved_carts')
          .set({ next_reminder_at: new Date(Date.now() - 60_000).toISOString() })
          .where('cart_id', '=', cartId)
          .execute();

        // Two `npm start` processes, each with its worker sweeping every 200 ms; this process
        // sweeps by hand at the same time.
        processes.push(
          ...(await Promise.all(
            [1, 2].map(() =>
              startServerProcess({
                ...env,
                DATABASE_URL: server.config.databaseUrl,
                SEED_DEMO: 'false',
              }),
            ),
          )),
        );
        await Promise.all([sendDueReminders(server.ctx), sendDueReminders(server.ctx)]);
        await until(
          'the reminder',
          async () => (await mailsAbout(server.ctx, `saved-cart:${cartId}`)).length >= 2,
        );
        await sleep(1500); // several more sweep slots in both processes
        const mails = await mailsAbout(server.ctx, `saved-cart:${cartId}`);
        expect(mails).toHaveLength(2);
        expect(mails[1]!.subject).toMatch(/your saved cart is waiting for you/);
        const saved = await server.ctx.db.kysely
          .selectFrom('saved_carts')
          .select('reminders_sent')
          .where('cart_id', '=', cartId)
          .executeTakeFirstOrThrow();
        expect(saved.reminders_sent).toBe(1);

        // Both processes queued every slot; each slot's sweep ran once, in one process.
        const sweeps = await server.ctx.db.kysely
          .selectFrom('jobs')
          .select(['id', 'status'])
          .where('job_key', 'like', 'sweep:saved-carts:%')
          .execute();
        const done = sweeps.filter((s) => s.status === 'done');
        expect(done.length).toBeGreaterThanOrEqual(5);
        const runs = await server.ctx.db.kysely
          .selectFrom('job_attempts')
          .select(['job_id', 'worker'])
          .where(
            'job_id',
            'in',
            done.map((s) => Number(s.id)),
          )
          .execute();
        // One attempt per slot, by one of the two processes (which one wins a slot is a race: on
        // SQLite one process may take them all, so only exactly-once is asserted).
        expect(runs).toHaveLength(done.length);
        const ours = new Set(processes.map((p) => String(p.child.pid)));
        for (const r of runs) expect(ours).toContain(r.worker.split(':')[1]);
      }, 120_000);
    });

    describe('WORKER=off servers and `npm run worker` apart', () => {
      let server: TestServer;
      const processes: ServerProcess[] = [];
      let worker: ChildProcess | undefined;
      beforeAll(async () => {
        server = await startTestServer(dialect, FAST_JOBS);
        await loadEntryFixtures(server.ctx);
      });
      afterAll(async () => {
        worker?.kill('SIGTERM');
        await Promise.all(processes.map((p) => p.stop()));
        await server?.close();
      });

      it('the server queues the e-mail, and only the worker process delivers it', async () => {
        const env = {
          ...FAST_JOBS,
          DATABASE_URL: server.config.databaseUrl,
          SEED_DEMO: 'false',
          JOBS_INLINE_WAIT_MS: '0',
        };
        const web = await startServerProcess({ ...env, WORKER: 'off' });
        processes.push(web);
        const remote = {
          api: (p: string) => `${web.origin}${server.config.apiBase}${p}`,
        } as unknown as TestServer;
        const cartId = await saveCart(remote, 'apart@example.com');
        await sleep(1000);
        expect(await mailsAbout(server.ctx, `saved-cart:${cartId}`)).toHaveLength(0);

        const metricsPort = await freePort();
        worker = spawn(process.execPath, ['--import', 'tsx', 'src/cli/worker.ts'], {
          cwd: path.resolve(__dirname, '../..'),
          env: { ...process.env, ...env, LOG_LEVEL: 'warn', METRICS_PORT: String(metricsPort) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const exited = new Promise<number | null>((resolve) => worker!.on('exit', resolve));
        await until(
          'the worker process delivers it',
          async () => (await mailsAbout(server.ctx, `saved-cart:${cartId}`)).length === 1,
        );
        const [job] = await server.ctx.db.kysely
          .selectFrom('job_attempts')
          .innerJoin('jobs', 'jobs.id', 'job_attempts.job_id')
          .select('job_attempts.worker')
          .where('jobs.job_key', 'like', `saved-cart-mail:${cartId}:%`)
          .execute();
        expect(job!.worker).toContain(`:${worker.pid}:`);
        // The worker alone serves its own job metrics on METRICS_PORT.
        const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) =>
          r.text(),
        );
        expect(metrics).toMatch(/^bizline_job_attempts_total\{kind="mail",outcome="ok"\} [1-9]/m);
        worker.kill('SIGTERM');
        expect(await exited).toBe(0);
      }, 120_000);
    });

    describe('a worker stops while it holds a job', () => {
      let server: TestServer;
      beforeAll(async () => {
        // No delivery inside the request: the jobs wait for a worker.
        server = await startTestServer(dialect, {
          ...FAST_JOBS,
          JOBS_INLINE_WAIT_MS: '0',
          JOBS_LEASE_MS: '3000',
        });
        await loadEntryFixtures(server.ctx);
      });
      afterAll(async () => {
        await server?.close();
      });

      it('a passcode SMS is delivered by the worker, and its text is not kept after', async () => {
        const { v, cartId } = await checkoutVisitor(server, { personalInfo: 'Y' });
        const sent = await v.json('POST', '/Checkout/SendOTPSMS', { smsNumber: '617-555-0142' });
        expect(sent.status).toBe(200);
        const job = () =>
          server.ctx.db.kysely
            .selectFrom('jobs')
            .selectAll()
            .where('kind', '=', 'sms')
            .where('payload', 'like', `%otp:${cartId}%`)
            .executeTakeFirstOrThrow();
        expect(JSON.parse((await job()).payload).text).toMatch(/code is \d{6}/);
        expect(await mailsAbout(server.ctx, `otp:${cartId}`)).toHaveLength(0);

        workers.push(startJobWorker(server.ctx));
        await until('the SMS', async () => (await job()).status === 'done');
        const [sms] = await mailsAbout(server.ctx, `otp:${cartId}`);
        expect(sms).toMatchObject({ channel: 'sms', recipient: '6175550142' });
        expect(sms!.body_text).toMatch(/Your order verification code is \d{6}/);
        expect(JSON.parse((await job()).payload)).toMatchObject({ to: '6175550142', text: '' });
      }, 60_000);

      it('the job is delivered once its lease ends, and not again if it was delivered', async () => {
        const ctx = server.ctx;
        const first = await saveCart(server, 'first@example.com');
        const second = await saveCart(server, 'second@example.com');
        expect(await mailsAbout(ctx, `saved-cart:${first}`)).toHaveLength(0);
        const [jobA, jobB] = await Promise.all(
          [first, second].map((cart) =>
            ctx.db.kysely
              .selectFrom('jobs')
              .selectAll()
              .where('job_key', 'like', `saved-cart-mail:${cart}:%`)
              .executeTakeFirstOrThrow(),
          ),
        );

        // A worker claims both, delivers the second, and is killed before recording anything.
        const now = new Date();
        const claimed = await claimDue(ctx.db, {
          worker: 'killed-worker',
          now: now.toISOString(),
          leaseUntil: new Date(now.getTime() + 300).toISOString(),
          limit: 10,
        });
        expect(claimed.map((j) => j.job_key).sort()).toEqual([jobA!.job_key, jobB!.job_key].sort());
        const payload = JSON.parse(jobB!.payload) as {
          to: string;
          subject: string;
          text: string;
          html: string;
          topic: string;
        };
        await ctx.providers.mail.send({ ...payload, key: jobB!.job_key });

        // A new worker (the restarted process) takes them over when the lease ends.
        workers.push(startJobWorker(ctx));
        await until('both jobs done', async () => {
          const rows = await ctx.db.kysely
            .selectFrom('jobs')
            .select('status')
            .where('id', 'in', [jobA!.id, jobB!.id])
            .execute();
          return rows.every((r) => r.status === 'done');
        });
        expect(await mailsAbout(ctx, `saved-cart:${first}`)).toHaveLength(1);
        expect(await mailsAbout(ctx, `saved-cart:${second}`)).toHaveLength(1);
        const attempts = await attemptsOf(ctx, jobA!.job_key);
        expect(attempts).toMatchObject([
          { attempt: 1, worker: 'killed-worker', outcome: 'abandoned' },
          { attempt: 2, outcome: 'ok' },
        ]);
        expect(attempts[1]!.worker).not.toBe('killed-worker');
      }, 60_000);
    });
  });
}
