/**
 * TMF620 (read) over real HTTP on both databases, with a client written from the TM Forum
 * document: every product of the demo catalogue is a productOffering with the catalogue's id, by
 * id too; its specification, prices and category resolve; an order's productOffering hrefs
 * resolve here; after a changed catalogue is imported the ids stay, a removed product answers by
 * id as Retired and a new one is valid from the new version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../../../../data/catalogue/demo.json';
import { DIALECTS, startTestServer, type TestServer, type Visitor } from '../../../test/support';
import { loadEntryFixtures } from '../../../test/entry-fixtures';
import { placeOrder, staffVisitor } from '../../../test/console-orders';
import { TMF, makeKey, openApiProblems, tmfCall } from '../../../test/tmf-client';
import { importCatalogue } from '../catalogue/service';

interface Ref {
  id: string;
  href: string;
  name?: string;
}
interface ProductOffering {
  id: string;
  href: string;
  name: string;
  lifecycleStatus: string;
  validFor: { startDateTime: string; endDateTime?: string };
  category: Ref[];
  productSpecification: Ref;
  productOfferingPrice: Ref[];
  '@type': string;
}
interface ProductOfferingPrice {
  id: string;
  priceType: string;
  recurringChargePeriodType?: string;
  price: { unit: string; value: number };
  productOfferingTerm?: { name: string }[];
}

/** The demo catalogue's product ids, read from the file (sections' lists and single items). */
const DEMO_IDS = [demo.internet, demo.tv, demo.phone, demo.bdv].flatMap((section) =>
  Object.values(section).flatMap((v) =>
    (Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : []).map(
      (i) => (i as { id: string }).id,
    ),
  ),
);

for (const dialect of DIALECTS) {
  describe(`TMF620 product catalog [${dialect}]`, () => {
    let server: TestServer;
    let admin: Visitor;
    let key: string;
    const get = async (path: string) => {
      const res = await tmfCall(
        server,
        key,
        'GET',
        path.startsWith('http') ? new URL(path).pathname : `${TMF.catalog}${path}`,
      );
      return { status: res.status, headers: res.headers, body: (await res.json()) as never };
    };

    beforeAll(async () => {
      server = await startTestServer(dialect);
      await loadEntryFixtures(server.ctx);
      admin = await staffVisitor(server, 'admin@example.com', 'admin');
      key = await makeKey(admin, 'Catalog reader', ['catalogue:read']);
    });
    afterAll(() => server?.close());

    it('lists every product of the demo catalogue with its catalogue id, Active', async () => {
      const res = await get('/productOffering?limit=500');
      expect(res.status).toBe(200);
      const list = res.body as ProductOffering[];
      expect(res.headers.get('x-total-count')).toBe(String(list.length));
      const ids = list.map((o) => o.id);
      for (const id of DEMO_IDS) expect(ids, id).toContain(id);
      for (const b of demo.bundles) expect(ids).toContain(b.BID);
      for (const p of demo.wireless.fiveG) expect(ids).toContain(`WIRELESS-5G-${p.speedMbps}`);
      expect(new Set(ids).size).toBe(ids.length);
      for (const o of list) {
        expect(o['@type']).toBe('ProductOffering');
        expect(o.lifecycleStatus).toBe('Active');
        expect(o.href).toBe(
          `${server.config.publicUrl}${TMF.catalog}/productOffering/${encodeURIComponent(o.id)}`,
        );
        expect(Date.parse(o.validFor.startDateTime)).not.toBeNaN();
      }
      const page = await get('/productOffering?offset=2&limit=3');
      expect(page.status).toBe(206);
      expect(page.headers.get('x-result-count')).toBe('3');
      expect((page.body as ProductOffering[]).map((o) => o.id)).toEqual(ids.slice(2, 5));
    });

    it('answers each by id; its specification, prices and category resolve', async () => {
      const plan = (await get('/productOffering/FIOS-300')).body as ProductOffering;
      expect(plan).toMatchObject({
        id: 'FIOS-300',
        name: demo.internet.plans.find((p) => p.id === 'FIOS-300')!.name,
      });
      expect(plan.category[0]!.id).toBe('internet.plans');
      const spec = await get(plan.productSpecification.href);
      expect(spec.status).toBe(200);
      expect(JSON.stringify(spec.body)).toContain('downMbps');
      const prices = await Promise.all(plan.productOfferingPrice.map((p) => get(p.href)));
      const byTerm = Object.fromEntries(
        prices.map((p) => {
          const b = p.body as ProductOfferingPrice;
          return [b.productOfferingTerm?.[0]?.name, b];
        }),
      );
      expect(byTerm.TwoYears).toMatchObject({
        priceType: 'recurring',
        recurringChargePeriodType: 'month',
        price: { unit: 'USD', value: 69 },
      });
      expect(byTerm.MonthToMonth!.price.value).toBe(79);
      const category = await get(plan.category[0]!.href);
      expect(category.status).toBe(200);
      expect(JSON.stringify(category.body)).toContain('"FIOS-300"');
      const roots = (await get('/category?fields=isRoot')).body as {
        id: string;
        isRoot: boolean;
      }[];
      expect(roots.filter((c) => c.isRoot).map((c) => c.id)).toEqual(
        expect.arrayContaining(['internet', 'tv', 'phone', 'bdv', 'bundles', 'wireless']),
      );
      const tvOnly = (await get('/productOffering?category.id=tv&limit=500'))
        .body as ProductOffering[];
      expect(tvOnly.length).toBeGreaterThan(0);
      expect(tvOnly.every((o) => o.category[0]!.id.startsWith('tv.'))).toBe(true);
      const missing = await get('/productOffering/NOPE');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: '404', '@type': 'Error' });
      expect((await get('/productOfferingz')).status).toBe(404);
    });

    it("an order's productOffering hrefs resolve here", async () => {
      const { orderNo } = await placeOrder(server);
      const reader = await makeKey(admin, 'Order reader', ['orders:read']);
      const res = await tmfCall(server, reader, 'GET', `${TMF.ordering}/productOrder/${orderNo}`);
      const order = (await res.json()) as { productOrderItem: { productOffering?: Ref }[] };
      const hrefs = order.productOrderItem.map((i) => i.productOffering?.href).filter(Boolean);
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) {
        const offering = await get(href!);
        expect(offering.status, href).toBe(200);
      }
    });

    it('keeps ids across an imported catalogue: removed ones retire, new ones start then', async () => {
      const before = (await get('/productOffering/FIOS-300')).body as ProductOffering;
      const changed = structuredClone(demo);
      changed.version = '2026-12 changed';
      changed.internet.cloudStorage = [
        changed.internet.cloudStorage[0]!,
        {
          id: 'CS-5TB',
          name: 'Cloud Storage 5 TB',
          description: 'Backup for a whole office',
          monthlyCents: 2500,
        },
      ];
      changed.internet.plans[0]!.price = { MonthToMonth: 8400, TwoYears: 7400 };
      const later = new Date(Date.now() + 60_000);
      await importCatalogue({ db: server.ctx.db }, JSON.stringify(changed), later);

      const after = (await get('/productOffering/FIOS-300')).body as ProductOffering;
      expect(after.validFor.startDateTime).toBe(before.validFor.startDateTime);
      const twoYears = (await get('/productOfferingPrice/FIOS-300.TwoYears'))
        .body as ProductOfferingPrice;
      expect(changed.internet.plans[0]!.id).toBe('FIOS-300');
      expect(twoYears.price.value).toBe(74);
      const added = (await get('/productOffering/CS-5TB')).body as ProductOffering;
      expect(added.validFor.startDateTime).toBe(later.toISOString());
      const retired = await get('/productOffering/CS-1TB');
      expect(retired.status).toBe(200);
      expect(retired.body).toMatchObject({
        id: 'CS-1TB',
        lifecycleStatus: 'Retired',
        validFor: {
          startDateTime: before.validFor.startDateTime,
          endDateTime: later.toISOString(),
        },
      });
      const listed = ((await get('/productOffering?limit=500')).body as ProductOffering[]).map(
        (o) => o.id,
      );
      expect(listed).not.toContain('CS-1TB');
      expect(listed).toContain('CS-5TB');
      for (const id of DEMO_IDS.filter((i) => i !== 'CS-1TB')) expect(listed).toContain(id);
    });

    it('needs catalogue:read; serves its own OpenAPI document', async () => {
      const other = await makeKey(admin, 'No catalogue', ['orders:read']);
      expect((await tmfCall(server, other, 'GET', `${TMF.catalog}/productOffering`)).status).toBe(
        403,
      );
      const doc = await fetch(`${server.origin}${TMF.catalog}/openapi.json`);
      expect(doc.status).toBe(200);
      const body = (await doc.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(body.paths)).toEqual([
        '/productOffering',
        '/productOffering/{id}',
        '/productSpecification',
        '/productSpecification/{id}',
        '/productOfferingPrice',
        '/productOfferingPrice/{id}',
        '/category',
        '/category/{id}',
      ]);
      expect(openApiProblems(body)).toEqual([]);
    });
  });
}
