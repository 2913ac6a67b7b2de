/**
 * Issue 11: nobody can fill the database. Floods of anonymous token calls, UI events and client
 * errors from one client stay within the documented bounds (docs/security.md): rows are counted
 * after 2,000 calls of each; empty sessions are short-lived; old log rows are swept.
 */
import { beforeAll, expect, it } from 'vitest';
import { loadEntryFixtures } from './entry-fixtures';
import { sweepStorage } from '../src/limits/sweep';
import { deleteEnded } from '../src/limits/repo';
import { PER_CLIENT_FACTOR } from '../src/modules/events/routes';
import { EMPTY_SESSION_TTL_MS } from '../src/modules/session/service';
import { Visitor, describeEachDialect, type TestServer } from './support';

const SESSIONS_PER_MINUTE = 30;
const EVENTS_PER_MINUTE = 60;
const FLOOD = 2000;
const API_PER_MINUTE = 100;
/** The most text one event row can hold: the field caps of EventLog/Save. */
const MAX_EVENT_CHARS = 200 + 100 + 200 + 200 + 500 + 3 * 100 + 8000 + 2000 + 2000;

const bigEvent = {
  eventType: 'click',
  eventName: 'flood',
  sectionName: 's'.repeat(200),
  pageName: 'p'.repeat(500),
  logs: 'l'.repeat(8000),
  comments: 'c'.repeat(2000),
  ContentSquareLink: 'x'.repeat(2000),
};

async function flood(count: number, send: (i: number) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 50) {
    statuses.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, count - i) }, (_, j) => send(i + j)),
      )),
    );
  }
  return statuses;
}

async function post(server: TestServer, call: string, body: unknown, cookie?: string) {
  const res = await fetch(server.api(call), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

async function count(server: TestServer, table: 'sessions' | 'event_log' | 'error_log') {
  const row = await server.ctx.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDialect(
  'a flood from one client',
  (server) => {
    beforeAll(async () => {
      await loadEntryFixtures(server().ctx);
    });

    it(`${FLOOD} anonymous token calls create at most ${SESSIONS_PER_MINUTE} sessions`, async () => {
      const before = await count(server(), 'sessions');
      const statuses = await flood(FLOOD, async () => {
        const res = await fetch(server().api('/MicroBiz/GetApigeeToken'));
        await res.arrayBuffer();
        return res.status;
      });
      expect(statuses.filter((s) => s === 200)).toHaveLength(SESSIONS_PER_MINUTE);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect((await count(server(), 'sessions')) - before).toBe(SESSIONS_PER_MINUTE);
    });

    it('a visitor with a session keeps getting tokens past the limit', async () => {
      const v = new Visitor(server());
      // The anonymous flood above used up this minute's new sessions: start from one made now
      // directly, as an earlier visit would have.
      const { secret } = await server().app.sessions.create();
      const cookie = `bizline_sid=${secret}`;
      for (let i = 0; i < 5; i++) {
        const res = await v.fetch(server().api('/MicroBiz/GetApigeeToken'), {
          headers: { cookie },
        });
        expect(res.status).toBe(200);
      }
    });

    it('an empty session lives 2 hours; storing something gives it the full lifetime', async () => {
      const { session } = await server().app.sessions.create();
      const row = () =>
        server()
          .ctx.db.kysely.selectFrom('sessions')
          .select('expires_at')
          .where('id_hash', '=', session.id)
          .executeTakeFirstOrThrow();
      const short = Date.parse((await row()).expires_at) - Date.now();
      expect(short).toBeLessThanOrEqual(EMPTY_SESSION_TTL_MS);
      await server().app.sessions.patch(session, { cartId: 'c1' });
      const full = Date.parse((await row()).expires_at) - Date.now();
      expect(full).toBeGreaterThan(server().config.sessionTtlHours * 3600_000 - 60_000);
    });

    it(`${FLOOD} events of the largest size keep at most ${EVENTS_PER_MINUTE * PER_CLIENT_FACTOR} rows`, async () => {
      // Larger bodies are refused outright (413).
      expect(
        await post(server(), '/EventLog/Save', { ...bigEvent, extra: 'x'.repeat(20_000) }),
      ).toBe(413);
      const statuses = await flood(FLOOD, () => post(server(), '/EventLog/Save', bigEvent));
      const stored = await count(server(), 'event_log');
      expect(statuses.filter((s) => s === 200)).toHaveLength(stored);
      expect(stored).toBeLessThanOrEqual(EVENTS_PER_MINUTE * PER_CLIENT_FACTOR);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      const rows = await server().ctx.db.kysely.selectFrom('event_log').selectAll().execute();
      const chars = rows.reduce(
        (sum, r) =>
          sum +
          Object.values(r as Record<string, unknown>).reduce<number>(
            (n, v) => n + (typeof v === 'string' ? v.length : 0),
            0,
          ),
        0,
      );
      // received_at and client fields aside, each row holds at most MAX_EVENT_CHARS of text.
      expect(chars).toBeLessThanOrEqual(stored * (MAX_EVENT_CHARS + 200));
    });

    it(`one session posts at most ${EVENTS_PER_MINUTE} events a minute`, async () => {
      const { secret } = await server().app.sessions.create();
      const before = await count(server(), 'event_log');
      const cookie = `bizline_sid=${secret}`;
      // A fresh minute for the client: the process's counts and the database's.
      await server().app.limits.sweep(Date.now() + 120_000);
      await deleteEnded(server().ctx.db.kysely, Date.now() + 120_000);
      const statuses = await flood(EVENTS_PER_MINUTE + 40, () =>
        post(server(), '/EventLog/Save', { eventType: 'click', eventName: 'x' }, cookie),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(EVENTS_PER_MINUTE);
      expect((await count(server(), 'event_log')) - before).toBe(EVENTS_PER_MINUTE);
    });

    it(`${FLOOD} client errors keep at most ${EVENTS_PER_MINUTE * PER_CLIENT_FACTOR} rows`, async () => {
      const statuses = await flood(FLOOD, () =>
        post(server(), '/ErrLogger/GetLog', { message: 'm'.repeat(4000), url: 'u'.repeat(2000) }),
      );
      const stored = await count(server(), 'error_log');
      expect(stored).toBeLessThanOrEqual(EVENTS_PER_MINUTE * PER_CLIENT_FACTOR);
      expect(statuses.filter((s) => s === 200)).toHaveLength(stored);
    });

    it(`one session makes at most ${API_PER_MINUTE} token calls a minute (nothing stored past it)`, async () => {
      const { ctx, app } = server();
      // A session made directly: this minute's new sessions went to the flood above.
      const { secret, session } = await app.sessions.create();
      const v = new Visitor(server());
      v.token = ctx.tokens.issue(session.id).token;
      const cookie = `bizline_sid=${secret}`;
      const attempts = () =>
        ctx.db.kysely
          .selectFrom('qualification_attempts')
          .select('id')
          .where('session_id', '=', session.id)
          .execute();
      const statuses = await flood(API_PER_MINUTE + 50, async () => {
        const res = await v.fetch(server().api('/Qualify/CheckAvailability'), {
          method: 'POST',
          headers: {
            cookie,
            authorization: `Bearer ${v.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ zipCode: '02110', AddressID: '2100001' }),
        });
        await res.arrayBuffer();
        return res.status;
      });
      expect(statuses.filter((s) => s === 200)).toHaveLength(API_PER_MINUTE);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      expect((await attempts()).length).toBeLessThanOrEqual(API_PER_MINUTE);
    });

    it('rows older than LOG_RETENTION_DAYS are swept', async () => {
      const { ctx } = server();
      const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
      await ctx.db.kysely
        .insertInto('event_log')
        .values({ event_type: 'old', event_name: 'old', received_at: old })
        .execute();
      await ctx.db.kysely
        .insertInto('error_log')
        .values({ message: 'old', received_at: old })
        .execute();
      await sweepStorage(ctx, new Date());
      const left = await ctx.db.kysely
        .selectFrom('event_log')
        .select('id')
        .where('received_at', '<', new Date(Date.now() - 30 * 86_400_000).toISOString())
        .execute();
      expect(left).toEqual([]);
      expect(await count(server(), 'event_log')).toBeGreaterThan(0); // recent rows stay
    });
  },
  {
    SESSION_RATE_LIMIT_PER_MINUTE: String(SESSIONS_PER_MINUTE),
    EVENT_LOG_RATE_LIMIT_PER_MINUTE: String(EVENTS_PER_MINUTE),
    LOG_RETENTION_DAYS: '30',
    API_RATE_LIMIT_PER_MINUTE: String(API_PER_MINUTE),
  },
);
