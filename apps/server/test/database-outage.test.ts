/**
 * Issue 11: the database goes away or freezes. The API answers 503 with Retry-After (not 500),
 * /readyz answers within 2 s whatever the database does, and everything works again once it is
 * back, without a restart. PostgreSQL is reached through a TCP relay the test can cut or freeze;
 * on SQLite, a file another process holds locked stands for a busy database.
 */
import net from 'node:net';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Visitor, freshDatabaseUrl, startTestServer, type TestServer } from './support';

type Mode = 'pass' | 'refuse' | 'freeze';

/** A relay to PostgreSQL that passes traffic, refuses connections, or holds every byte. */
async function relay(target: { host: string; port: number }) {
  let mode: Mode = 'pass';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (mode === 'refuse') return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    set(next: Mode) {
      mode = next;
      if (next === 'refuse') for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

const timed = async <T>(f: () => Promise<T>) => {
  const started = Date.now();
  const value = await f();
  return { value, ms: Date.now() - started };
};

describe('database outage on PostgreSQL: 503 with Retry-After, /readyz within 2 s, recovery (issue 11)', () => {
  let server: TestServer;
  let link: Awaited<ReturnType<typeof relay>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const db = await freshDatabaseUrl('postgres');
    drop = db.drop;
    const url = new URL(db.url);
    link = await relay({ host: url.hostname, port: Number(url.port) });
    url.port = String(link.port);
    server = await startTestServer('postgres', {
      DATABASE_URL: url.toString(),
      DATABASE_CONNECT_TIMEOUT_MS: '800',
      DATABASE_STATEMENT_TIMEOUT_MS: '800',
    });
  });
  afterAll(async () => {
    link.set('pass');
    await server?.close();
    await link?.close();
    await drop?.();
  });

  it('answers 503 + Retry-After while the database is unreachable, and recovers by itself', async () => {
    const v = new Visitor(server);
    await v.signIn();
    expect((await v.json('GET', '/Cart/GetFloatingCart')).status).toBe(409);

    link.set('refuse');
    const down = await v.json('GET', '/Cart/GetFloatingCart');
    expect(down.status).toBe(503);
    expect(down.res.headers.get('retry-after')).toBe('5');
    expect(down.body).toEqual({
      Status: 'FAILURE',
      message: 'The service is unavailable right now. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
    const ready = await timed(() => fetch(`${server.origin}/readyz`));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(2000);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    link.set('pass');
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
    expect((await v.json('GET', '/Cart/GetFloatingCart')).status).toBe(409);
  });

  it('answers within the timeouts while the database is frozen, then recovers', async () => {
    const v = new Visitor(server);
    await v.signIn();
    link.set('freeze');
    const ready = await timed(() => fetch(`${server.origin}/readyz`));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(2000);
    const api = await timed(() => v.json('GET', '/Cart/GetFloatingCart'));
    expect(api.value.status).toBe(503);
    expect(api.ms).toBeLessThan(5000);

    link.set('refuse'); // the frozen connections are dropped, as when the server comes back
    link.set('pass');
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await fetch(`${server.origin}/readyz`)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await v.json('GET', '/Cart/GetFloatingCart')).status).toBe(409);
  });
});

describe('busy database on SQLite: 503 with Retry-After, then recovery (issue 11)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(async () => {
    await server?.close();
  });

  it(
    'answers 503 while another process holds the write lock past the busy timeout',
    { timeout: 30_000 },
    async () => {
      const v = new Visitor(server);
      await v.signIn();
      const file = server.config.databaseUrl.slice('sqlite:'.length);
      const other = new SQLite(file);
      other.pragma('busy_timeout = 0');
      other.exec('BEGIN EXCLUSIVE');
      try {
        // A call that writes: a sign-in attempt is counted before anything else.
        const res = await v.json('POST', '/Staff/SignIn', {
          email: 'nobody@example.com',
          password: 'a password',
        });
        expect(res.status).toBe(503);
        expect(res.res.headers.get('retry-after')).toBe('5');
      } finally {
        other.exec('ROLLBACK');
        other.close();
      }
      const again = await v.json('POST', '/Staff/SignIn', {
        email: 'nobody@example.com',
        password: 'a password',
      });
      expect(again.status).toBe(401);
    },
  );
});
