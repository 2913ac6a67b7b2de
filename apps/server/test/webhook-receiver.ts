/**
 * Test support: a webhook receiver on 127.0.0.1 (node:http, port 0) that keeps every request
 * and answers the status codes it is told, a staff member signed in as an admin, and the job
 * settings and loop that drive deliveries without waiting.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { Visitor, type TestServer } from './support';
import { JOB_HANDLERS } from '../src/jobs/sweeps';
import { runDueJobs } from '../src/jobs/worker';
import { createStaff } from '../src/modules/staff/service';

/** Retries after 50-100 ms instead of 10 s, so a test drives the worker without waiting. */
export const FAST_WEBHOOK_JOBS = {
  JOBS_RETRY_BASE_MS: '100',
  JOBS_RETRY_MAX_MS: '200',
  JOBS_INLINE_WAIT_MS: '0',
  // A receiver gets half the lease (here 1 s) to answer.
  JOBS_LEASE_MS: '2000',
  // The receivers listen on loopback, which the outbound rules refuse unless listed.
  OUTBOUND_ALLOW: '127.0.0.1',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Run the due jobs (as the worker does) until `done` holds. */
export async function driveJobs(server: TestServer, done: () => boolean | Promise<boolean>) {
  const end = Date.now() + 15_000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('the deliveries did not finish');
    await runDueJobs(server.ctx, JOB_HANDLERS);
    await sleep(40);
  }
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A receiver; `answers` are the status codes of the next requests (then 200); 0 never answers. */
export async function startReceiver() {
  const state = { received: [] as Received[], answers: [] as number[] };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.received.push({
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const status = state.answers.shift() ?? 200;
      if (status === 0) return; // hold the request open: the sender's timeout ends it
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'boom');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    state,
    url: `http://127.0.0.1:${port}/hooks`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The receiver's check exactly as docs/integration.md shows it (with types): the HMAC of
 * "<t>.<raw body>" with the endpoint's secret must equal one of the v1 values (during a secret's
 * rotation there is one per secret), and t must be within 5 minutes.
 */
export function verifyAsDocumented(
  header: string,
  rawBody: string,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) <= toleranceSeconds;
  return (
    fresh &&
    parts.some(([k, v]) => {
      const given = Buffer.from(k === 'v1' ? (v ?? '') : '', 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    })
  );
}

const PASSWORD = 'correct horse battery';

/** A signed-in staff member of `role` (created first). */
export async function staffVisitor(server: TestServer, email: string, role: 'admin' | 'agent') {
  await createStaff(server.ctx.db, {
    email,
    firstName: 'Test',
    lastName: role,
    role,
    password: PASSWORD,
  });
  const v = new Visitor(server);
  const res = await v.json('POST', '/Staff/SignIn', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return v;
}
