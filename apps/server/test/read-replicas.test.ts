/**
 * Read replicas: with DATABASE_REPLICA_URLS, the street typeahead reads from a
 * streaming replica and writes go to the primary. The harness starts its own primary and a hot
 * standby of it (pg_basebackup, scripts/pg-cluster.mjs startStandby). The proof: replay paused on
 * the standby, an address deleted on the primary is still suggested (the typeahead read the
 * replica), while a qualification (a write) succeeds and lands on the primary only; replay
 * resumed, the suggestion goes. The catalogue's re-check reads the replica too: a catalogue made
 * active on the primary while replay is paused is not served until the replica has it.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with other tools, no type declarations
import { startPgCluster, startStandby } from '../../../scripts/pg-cluster.mjs';
import { buildApp } from '../src/app';
import { createContext, createLogger } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { ZodApp } from '../src/zod-app';
import { loadEntryFixtures } from './entry-fixtures';
import { Visitor, type TestServer } from './support';

type Cluster = { url: string; port: number; stop: () => void };

const PORTLAND = { id: '2300006', typed: '123 Maine Rd, Portland' };
const FIBER = { zipCode: '02110', AddressID: '2100001' };

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('read replicas [postgres]', () => {
  let primary: Cluster;
  let standby: Cluster;
  let ctx: AppContext;
  let app: ZodApp;
  let server: TestServer;

  beforeAll(async () => {
    primary = (await startPgCluster()) as Cluster;
    standby = (await startStandby(primary)) as Cluster;
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: primary.url,
      DATABASE_REPLICA_URLS: standby.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WORKER: 'off',
      SESSION_RATE_LIMIT_PER_MINUTE: '100000',
      API_RATE_LIMIT_PER_MINUTE: '100000',
      EVENT_LOG_RATE_LIMIT_PER_MINUTE: '100000',
    });
    ctx = await createContext(config, createLogger('silent'));
    await loadEntryFixtures(ctx);
    app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('server did not bind');
    const origin = `http://127.0.0.1:${address.port}`;
    server = {
      dialect: 'postgres',
      origin,
      api: (p) => `${origin}${config.apiBase}${p}`,
      app,
      ctx,
      config,
      close: async () => undefined,
    };
    // The standby has replayed the fixtures.
    const count = `select count(*)::int as n from footprint_addresses`;
    const [{ n }] = await query<{ n: number }>(primary.url, count);
    await until(
      async () => (await query<{ n: number }>(standby.url, count))[0]!.n === n,
      'the standby to replay the footprint',
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await ctx?.db.close();
    standby?.stop();
    primary?.stop();
  });

  // pg_wal_replay_pause() only asks: replay goes on until the standby reports 'paused', and a
  // write made before that would reach the replica after all.
  const pauseReplay = async (): Promise<void> => {
    await query(standby.url, 'select pg_wal_replay_pause()');
    await until(
      async () =>
        (
          await query<{ state: string }>(
            standby.url,
            'select pg_get_wal_replay_pause_state() as state',
          )
        )[0]!.state === 'paused',
      'the standby to pause replay',
    );
  };

  const suggested = async (v: Visitor, typed: string): Promise<string[]> => {
    const res = await v.json(
      'GET',
      `/Address/GetStreetAddresses?streetterm=${encodeURIComponent(typed)}`,
    );
    expect(res.status).toBe(200);
    return (res.body.addresses as { AddressId: string }[]).map((a) => a.AddressId);
  };

  it('the typeahead reads the replica; a qualification writes to the primary', async () => {
    const v = new Visitor(server);
    await v.signIn();
    expect(await suggested(v, PORTLAND.typed)).toContain(PORTLAND.id);

    await pauseReplay();
    try {
      await query(primary.url, 'delete from footprint_addresses where address_id = $1', [
        PORTLAND.id,
      ]);
      expect(
        await query(primary.url, 'select 1 from footprint_addresses where address_id = $1', [
          PORTLAND.id,
        ]),
      ).toEqual([]);
      // Gone on the primary, still on the paused replica: the typeahead still suggests it.
      expect(await suggested(v, PORTLAND.typed)).toContain(PORTLAND.id);

      // A write: the qualification answers, and its attempt is on the primary, not the replica.
      const qualified = await v.json('POST', '/Qualify/CheckAvailability', FIBER);
      expect(qualified.status).toBe(200);
      const attempts = `select count(*)::int as n from qualification_attempts where address_id = $1`;
      expect((await query<{ n: number }>(primary.url, attempts, [FIBER.AddressID]))[0]!.n).toBe(1);
      expect((await query<{ n: number }>(standby.url, attempts, [FIBER.AddressID]))[0]!.n).toBe(0);
    } finally {
      await query(standby.url, 'select pg_wal_replay_resume()');
    }
    // Replay resumed: the replica catches up and the deleted address is no longer suggested.
    await until(
      async () => !(await suggested(v, PORTLAND.typed)).includes(PORTLAND.id),
      'the replica to replay the delete',
    );
  });

  it("the catalogue's re-check reads the replica", async () => {
    const v = new Visitor(server);
    await v.signIn();
    const dataGb = async (): Promise<number> => {
      const res = await v.json('GET', '/plan-offers');
      expect(res.status).toBe(200);
      return res.body.lteMonthlyDataGb as number;
    };
    const before = await dataGb();
    // The first read loaded the default catalogue into the primary: the standby has it first.
    const activeOn = (url: string) =>
      query(url, 'select checksum from catalogue_versions where active = 1');
    await until(
      async () => (await activeOn(standby.url)).length === 1,
      'the standby to replay the default catalogue',
    );
    const [active] = await query<{ document: string }>(
      primary.url,
      'select document from catalogue_versions where active = 1 order by id desc limit 1',
    );
    const changed = JSON.parse(active!.document) as {
      wireless: { lteMonthlyDataGb: number };
      version: string;
    };
    changed.wireless.lteMonthlyDataGb = before + 1;
    changed.version = 'replica-test';

    await pauseReplay();
    try {
      await query(primary.url, 'update catalogue_versions set active = 0 where active = 1');
      await query(
        primary.url,
        `insert into catalogue_versions (version, document, checksum, active, loaded_at)
         values ($1, $2, $3, 1, $4)`,
        [
          'replica-test',
          JSON.stringify(changed),
          'replica-test-checksum',
          new Date().toISOString(),
        ],
      );
      // Past the process's re-check interval (3 s): the paused replica still has the old one.
      await new Promise((r) => setTimeout(r, 3500));
      expect(await dataGb()).toBe(before);
    } finally {
      await query(standby.url, 'select pg_wal_replay_resume()');
    }
    await until(async () => (await dataGb()) === before + 1, 'the replica to replay the catalogue');
  });
});
