/**
 * Issue 11: two server processes on one SQLite file complete every concurrent checkout. Each
 * visitor qualifies an address, takes a plan (a new cart and its holds), picks the installation
 * and opens the checkout: the write calls of a checkout, half of them on each process, all at
 * once. Deferred transactions lost 25-75 % of them to SQLITE_BUSY; IMMEDIATE ones lose none.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startServerProcess, type ServerProcess } from './processes';
import { Visitor, type TestServer } from './support';

const VISITORS = 60;
const FIBER = { zipCode: '02110', AddressID: '2100001' };

async function checkout(server: ServerProcess, apiBase: string): Promise<string> {
  const v = new Visitor({
    api: (p: string) => `${server.origin}${apiBase}${p}`,
  } as unknown as TestServer);
  const steps: [string, string, unknown?][] = [
    ['POST', '/Qualify/CheckAvailability', FIBER],
    ['POST', '/PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: 'FIOS-500' }],
    [
      'POST',
      '/PrdConfig/UpdateCart',
      {
        ProductType: 'FIOSDATA',
        fiOSDataModelPost: { InstallationSelection: { NewID: 'INST-PRO' } },
      },
    ],
    ['GET', '/Checkout/CheckOutDetails'],
  ];
  await v.signIn();
  for (const [method, call, body] of steps) {
    const res = await v.json(method, call, body);
    if (res.status !== 200) return `${call} ${res.status} ${JSON.stringify(res.body)}`;
  }
  return 'ok';
}

describe('two processes on one SQLite file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bizline-two-'));
  const env = {
    DATABASE_URL: `sqlite:${path.join(dir, 'shared.sqlite')}`,
    SEED_DEMO: 'true',
    SESSION_RATE_LIMIT_PER_MINUTE: '1000',
  };
  const apiBase = loadConfig({}).apiBase;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    a = await startServerProcess(env); // seeds the demo data
    b = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(`complete ${VISITORS} of ${VISITORS} concurrent checkouts, three times over`, async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) {
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: VISITORS }, (_, i) => checkout(i % 2 ? b : a, apiBase)),
        )),
      );
    }
    const failed = outcomes.filter((o) => o !== 'ok');
    expect(
      failed,
      `${failed.length} failed:\n${failed.slice(0, 5).join('\n')}\n${a.output().slice(-2000)}`,
    ).toEqual([]);
    expect(a.exited() || b.exited()).toBe(false);
  }, 120_000);
});
