/**
 * The calls `npm run bench` measures (issues 1-4, 13), varied over samples drawn from the
 * benchmark database (./db.ts) the server reads: copy, token and event log; the entry stage
 * (typeahead, units, qualification); the typeahead with typos; the customise stage (cart change,
 * floating cart). The checkout stage is in ./checkout-calls.ts.
 */
import { typoRecall, type TypoQuery } from '../bench-typos';
import type { BenchDb, BuildingRow } from './db';
import { API, JSON_BODY, visitorCaller, visitorHeaders, type Call } from './load';

const STOREFRONT = '/foryoursmallbiz/gborder';

export const CALLS: Call[] = [
  { name: 'token (GetApigeeToken)', method: 'GET', path: `${API}/MicroBiz/GetApigeeToken` },
  {
    name: 'event log (EventLog/Save)',
    method: 'POST',
    path: `${API}/EventLog/Save`,
    headers: JSON_BODY,
    body: JSON.stringify({
      sessionId: 'bench',
      eventType: 'PageView',
      eventName: 'bench',
      pageName: '/',
      logs: 'x',
    }),
  },
  { name: 'copy (content?aem=layout)', method: 'GET', path: `${API}/content?aem=layout` },
  { name: 'storefront shell (index.html)', method: 'GET', path: `${STOREFRONT}/customize-order` },
];

/**
 * Entry-stage calls, varied over addresses sampled from the benchmark footprint:
 * street typeahead (typed the ways people type: partial, with city, with state and ZIP,
 * without the directional, within a ZIP), units of buildings that have units (with and without a
 * filter, several pages) and qualification of buildings and units.
 */
export async function entryCalls(db: BenchDb, addresses: number): Promise<Call[]> {
  const step = Math.max(1, Math.floor(addresses / 5000));
  const buildings = await db.rows<BuildingRow>(
    `select address_id, house_number, street_name, city, state, zip from footprint_addresses
     where address_id = base_address_id and ROWNUM % ? = 0 limit 2000`,
    [step],
  );
  const withUnits = (
    await db.rows<{ id: string; n: number | string }>(
      `select base_address_id as id, count(*) as n from footprint_addresses
       where unit_sort > '' group by base_address_id having count(*) > 3 limit 1000`,
    )
  ).map((u) => ({ id: u.id, n: Number(u.n) }));
  const units = await db.rows<{ address_id: string; base_address_id: string; zip: string }>(
    `select address_id, base_address_id, zip from footprint_addresses
     where unit_sort > '' and ROWNUM % ? = 0 limit 500`,
    [step],
  );
  if (!buildings.length || !withUnits.length) throw new Error('benchmark footprint has no sample');

  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const street = (b: BuildingRow, i: number) => {
    const full = `${b.house_number} ${b.street_name}`;
    switch (i % 6) {
      case 0:
        return full.slice(0, Math.max(b.house_number.length + 3, Math.ceil(full.length * 0.6)));
      case 1:
        return `${full} ${b.city.slice(0, 4)}`;
      case 2:
        return `${full.toUpperCase()}, ${b.city.toUpperCase()} ${b.state} ${b.zip}`;
      case 3:
        return full.toLowerCase().replace(/^(\S+) (n|s|e|w) /i, '$1 ');
      case 4:
        return `${full}, ${b.zip}`;
      default:
        return `${b.house_number} ${b.street_name.split(' ')[0]}`;
    }
  };
  const typeahead = buildings.map((b, i) => ({
    path: `${API}/Address/GetStreetAddresses?${q(
      i % 10 === 9 ? { streetterm: street(b, 0), zip: b.zip } : { streetterm: street(b, i) },
    )}`,
  }));
  const unitPages = withUnits.map((u, i) => ({
    path: `${API}/Address/GetUnits?${q(
      i % 3 === 0
        ? { ntasAddrID: u.id, unitterm: String((i % 9) + 1) }
        : { ntasAddrID: u.id, page: String((i % Math.ceil(u.n / 10)) + 1) },
    )}`,
  }));
  const qualifications = [
    ...buildings.slice(0, 1000).map((b) => ({ zipCode: b.zip, AddressID: b.address_id })),
    ...units.map((u) => ({
      zipCode: u.zip,
      AddressID: u.address_id,
      BaselocationId: u.base_address_id,
    })),
  ].map((body) => ({ path: `${API}/Qualify/CheckAvailability`, body: JSON.stringify(body) }));
  return [
    {
      name: 'street typeahead (GetStreetAddresses)',
      method: 'GET',
      path: typeahead[0]!.path,
      auth: true,
      variants: typeahead,
    },
    {
      name: 'units (GetUnits)',
      method: 'GET',
      path: unitPages[0]!.path,
      auth: true,
      variants: unitPages,
    },
    {
      name: 'qualification (CheckAvailability)',
      method: 'POST',
      path: qualifications[0]!.path,
      headers: JSON_BODY,
      body: qualifications[0]!.body,
      auth: true,
      variants: qualifications,
    },
  ];
}

/**
 * Customise-stage calls: many visitors, each with a qualified fiber address and a
 * speed plan in the cart; under load each request is one visitor's cart update (switching
 * between the plans its address can get) or floating-cart read (priced from the catalogue).
 */
export async function cartCalls(origin: string, db: BenchDb, footprint: number): Promise<Call[]> {
  const step = Math.max(1, Math.floor(footprint / 200));
  const addresses = await db.rows<{ address_id: string; zip: string }>(
    `select address_id, zip from footprint_addresses
     where address_id = base_address_id and fiber = 'Y' and ROWNUM % ? = 0 limit 40`,
    [step],
  );
  const updates: NonNullable<Call['variants']> = [];
  const reads: NonNullable<Call['variants']> = [];
  for (const a of addresses) {
    const { headers, call } = await visitorCaller(origin);
    await call('POST', 'Qualify/CheckAvailability', { zipCode: a.zip, AddressID: a.address_id });
    const products = (await call('GET', 'PrdSelection/GetCustomizeProductsNew')) as {
      DataInfo: { Plans: { ProductId: string }[] };
    };
    const plans = products.DataInfo.Plans.map((p) => p.ProductId);
    if (!plans.length) continue;
    await call('POST', 'PrdSelection/GetSelectedBundleInfo', { ptype: 'data', planId: plans[0] });
    for (const plan of plans) {
      updates.push({
        path: `${API}/PrdConfig/UpdateCart`,
        body: JSON.stringify({
          ProductType: 'FIOSDATA',
          fiOSDataModelPost: { DataPlanSelection: { NewID: plan } },
        }),
        headers: { ...headers, ...JSON_BODY },
      });
    }
    reads.push({ path: `${API}/Cart/GetFloatingCart`, headers });
  }
  if (!updates.length) throw new Error('benchmark footprint has no fiber address with plans');
  return [
    {
      name: 'cart update (PrdConfig/UpdateCart)',
      method: 'POST',
      path: updates[0]!.path,
      body: updates[0]!.body,
      headers: updates[0]!.headers,
      variants: updates,
    },
    {
      name: 'floating cart (Cart/GetFloatingCart)',
      method: 'GET',
      path: reads[0]!.path,
      headers: reads[0]!.headers,
      variants: reads,
    },
  ];
}

/** The typeahead under load with the damaged queries of reportTypos. */
export function typoCall(queries: TypoQuery[]): Call {
  const variants = queries.map((q) => ({
    path: `${API}/Address/GetStreetAddresses?${new URLSearchParams({ streetterm: q.typed })}`,
  }));
  return {
    name: 'typeahead, one typo per query',
    method: 'GET',
    path: variants[0]!.path,
    auth: true,
    variants,
  };
}

/** The forgiving typeahead: top-5 recall and latency of damaged queries. */
export async function reportTypos(origin: string, queries: TypoQuery[]) {
  const url = (typed: string) =>
    `${origin}${API}/Address/GetStreetAddresses?${new URLSearchParams({ streetterm: typed })}`;
  const { summary, byKind, misses } = await typoRecall(url, await visitorHeaders(origin), queries);
  console.log('\nTypeahead with one typo per query (one request at a time)\n');
  console.table([summary]);
  console.table(byKind);
  if (misses.length) console.log(`Missed, e.g.: ${misses.map((m) => `"${m}"`).join(', ')}`);
}
