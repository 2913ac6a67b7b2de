/**
 * Issue 11: staff sign-in under attack. Attempts are taken atomically before a password is
 * compared (a concurrent burst gets at most 5 compared), unknown and known e-mails answer alike,
 * nobody can lock an account (the wait of an e-mail is capped), and a session cookie known before
 * sign-in (fixation) never gains staff rights.
 */
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { STAFF_MESSAGES, STAFF_THROTTLE } from '@bizline/domain/wire/staff';
import { Visitor, describeEachDialect, type TestServer } from '../../../test/support';
import { SESSION_COOKIE } from '../session/service';
import { PASSWORD, addStaff } from '../../../test/console-fixtures';

async function signInRaw(
  server: TestServer,
  email: string,
  password: string,
  cookie?: string,
): Promise<{ status: number; retryAfter: string | null; body: unknown; cookie?: string }> {
  const res = await fetch(server.api('/Staff/SignIn'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
  const set = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0];
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.json(),
    cookie: set,
  };
}

/**
 * Attempts a burst may have compared: the free ones, plus one per wait that ran out while the
 * burst was still arriving (1 s, then 2 s, 4 s ...: a loaded machine can take seconds for 50).
 */
function comparedAtMost(free: number, elapsedMs: number): number {
  return free + Math.floor(Math.log2(elapsedMs / 1000 + 1));
}

/** The waits are real time; tests move them to "now" instead of sleeping. */
async function endWaits(server: TestServer): Promise<void> {
  await server.ctx.db.kysely.updateTable('sign_in_throttle').set({ next_at: 0 }).execute();
}

async function forgetAttempts(server: TestServer): Promise<void> {
  await server.ctx.db.kysely.deleteFrom('sign_in_throttle').execute();
}

describeEachDialect(
  'staff sign-in throttling and session fixation (issue 11)',
  (server) => {
    beforeAll(async () => {
      await addStaff(server(), [['grace@example.com', 'staff', 'Grace', 'Hopper']]);
    });
    beforeEach(async () => forgetAttempts(server()));

    it('compares at most 5 passwords of 50 concurrent attempts for one account, every time', async () => {
      for (let trial = 0; trial < 3; trial++) {
        await forgetAttempts(server());
        const started = Date.now();
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            signInRaw(server(), 'grace@example.com', `wrong password ${trial}-${i}`),
          ),
        );
        const most = comparedAtMost(STAFF_THROTTLE.email.free, Date.now() - started);
        const statuses = results.map((r) => r.status);
        const compared = statuses.filter((s) => s === 401).length;
        expect(compared).toBeGreaterThanOrEqual(STAFF_THROTTLE.email.free);
        expect(compared).toBeLessThanOrEqual(most);
        expect(statuses.filter((s) => s === 429)).toHaveLength(50 - compared);
      }
    });

    it('accepts the right password in a concurrent burst only among the first 5 attempts taken', async () => {
      for (let trial = 0; trial < 3; trial++) {
        await forgetAttempts(server());
        const right = Math.floor(Math.random() * 50);
        const started = Date.now();
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            signInRaw(server(), 'grace@example.com', i === right ? PASSWORD : `guess ${i}`),
          ),
        );
        const most = comparedAtMost(STAFF_THROTTLE.email.free, Date.now() - started);
        const wrongCompared = results.filter((r) => r.status === 401).length;
        const accepted = results[right]!.status === 200;
        // Refused attempts were never compared: without the right one among those taken, only the
        // free ones (and one per wait that ran out) were; a success restarts the e-mail's count.
        if (!accepted) {
          expect(results[right]!.status).toBe(429);
          expect(wrongCompared).toBeGreaterThanOrEqual(STAFF_THROTTLE.email.free);
          expect(wrongCompared).toBeLessThanOrEqual(most);
        } else {
          expect(wrongCompared).toBeLessThanOrEqual(most + STAFF_THROTTLE.email.free - 1);
        }
      }
    });

    it('answers an unknown e-mail exactly like a known one, throttled alike', async () => {
      const known: unknown[] = [];
      const unknown: unknown[] = [];
      for (let i = 0; i < 7; i++) {
        const a = await signInRaw(server(), 'grace@example.com', `wrong ${i}`);
        const b = await signInRaw(server(), 'nobody@example.com', `wrong ${i}`);
        known.push([a.status, a.retryAfter, a.body]);
        unknown.push([b.status, b.retryAfter, b.body]);
      }
      expect(unknown).toEqual(known);
      const statuses = known.map((k) => (k as [number])[0]);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      // The 6th waits 1 s (unless this machine took over a second to get there: then the 7th).
      const firstRefused = known.find((k) => (k as [number])[0] === 429);
      expect(firstRefused).toEqual([
        429,
        expect.stringMatching(/^[12]$/),
        {
          Status: 'FAILURE',
          message: expect.stringMatching(
            /^Too many sign-in attempts\. Try again in [12] seconds?\.$/,
          ),
          code: 'THROTTLED',
        },
      ]);
      expect(STAFF_MESSAGES.throttled(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    });

    it('refuses a throttled attempt without comparing, with a delay that doubles up to 60 s; never a lock', async () => {
      // One client per attempt here (its own throttle is tested below).
      const forgetClients = () =>
        server()
          .ctx.db.kysely.deleteFrom('sign_in_throttle')
          .where('key', 'like', 'client:%')
          .execute();
      for (let i = 0; i < STAFF_THROTTLE.email.free; i++) {
        expect((await signInRaw(server(), 'grace@example.com', `wrong ${i}`)).status).toBe(401);
      }
      const waits: (string | null)[] = [];
      for (let i = 0; i < 8; i++) {
        await forgetClients();
        // The right password during the wait is refused, not compared (it would be a 200).
        const during = await signInRaw(server(), 'grace@example.com', PASSWORD);
        waits.push(during.status === 429 ? during.retryAfter : String(during.status));
        await endWaits(server());
        await forgetClients();
        expect((await signInRaw(server(), 'grace@example.com', `wrong again ${i}`)).status).toBe(
          401,
        );
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60']);
      // Whoever caused it, the wait ends: the owner signs in after it.
      await endWaits(server());
      expect((await signInRaw(server(), 'grace@example.com', PASSWORD)).status).toBe(200);
    });

    it('throttles one client guessing many e-mails', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < STAFF_THROTTLE.client.free + 2; i++) {
        statuses.push((await signInRaw(server(), `person${i}@example.com`, 'a guess')).status);
      }
      expect(statuses.slice(0, STAFF_THROTTLE.client.free).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(STAFF_THROTTLE.client.free)).toEqual([429, 429]);
    });

    it('gives the session a new cookie at sign-in and sign-out: a planted cookie gains nothing', async () => {
      // The attacker gets a session cookie and plants it in the victim's browser.
      const attacker = new Visitor(server());
      await attacker.signIn();
      const planted = attacker.cookieHeader();
      expect(planted).toMatch(new RegExp(`^${SESSION_COOKIE}=`));

      const signIn = await signInRaw(server(), 'grace@example.com', PASSWORD, planted);
      expect(signIn.status).toBe(200);
      expect(signIn.cookie).toBeDefined();
      expect(signIn.cookie).not.toBe(planted);

      const me = (cookie: string) =>
        fetch(server().api('/Staff/Me'), { headers: { cookie } }).then((r) => r.status);
      expect(await me(planted)).toBe(401);
      expect(await me(signIn.cookie!)).toBe(200);
      // The attacker's token names the session, but with the planted cookie it reaches nothing.
      const cart = await fetch(server().api('/Cart/GetFloatingCart'), {
        headers: { cookie: planted, authorization: `Bearer ${attacker.token}` },
      });
      expect(cart.status).toBe(401);

      // Sign-out rotates again: the signed-in cookie (if it leaked) is worth nothing afterwards.
      const out = await fetch(server().api('/Staff/SignOut'), {
        method: 'POST',
        headers: { cookie: signIn.cookie! },
      });
      expect(out.status).toBe(200);
      const after = out.headers
        .getSetCookie()
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
        ?.split(';')[0];
      expect(after).toBeDefined();
      expect(after).not.toBe(signIn.cookie);
      expect(await me(signIn.cookie!)).toBe(401);
      expect(await me(after!)).toBe(401);
    });
  },
  // The per-client request rate limit (429 of @fastify/rate-limit) is tested in routes.test.ts.
  { FORM_RATE_LIMIT_PER_MINUTE: '100000' },
);
