/**
 * Shutdown waits for the handlers still running, even when their client went away: the database
 * closes only after them (src/drain.ts). Before, a load test ending mid-request logged 500s
 * "driver has already been destroyed" from handlers that outlived app.close().
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { freshContext } from './provider-context';
import { DIALECTS } from './support';

describe.each(DIALECTS)('graceful shutdown [%s]', (dialect) => {
  it('closes the database after a handler whose client disconnected, and the handler still reads it', async () => {
    const { ctx, drop } = await freshContext(dialect, { PORT: '0', HOST: '127.0.0.1' });
    const app = await buildApp(ctx);
    let started!: () => void;
    const handlerStarted = new Promise<void>((r) => (started = r));
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const steps: string[] = [];
    // A handler still at work when its client leaves: it reads the database afterwards.
    app.get('/slow-for-test', async () => {
      started();
      await released;
      const row = await ctx.db.kysely
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      steps.push(`handler read ${Number(row.n)} sessions`);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow-for-test`, {
      signal: client.signal,
    }).catch(() => 'aborted');
    await handlerStarted;
    client.abort();
    expect(await request).toBe('aborted');

    const closed = app.close().then(() => steps.push('app closed'));
    await new Promise((r) => setTimeout(r, 200));
    steps.push('handler released');
    release();
    await closed;
    await ctx.db.close();
    await drop();
    expect(steps).toEqual(['handler released', 'handler read 0 sessions', 'app closed']);
  });
});
