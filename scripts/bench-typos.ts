/**
 * The forgiving typeahead in `npm run bench`: 1,000 queries drawn from the
 * benchmark footprint, each with one random edit of the kinds people make (a letter deleted,
 * inserted, substituted, two neighbours swapped, the directional dropped), and the top-5 recall:
 * the share of queries whose five suggestions include the address the query was drawn from.
 *
 * An edit lands on a street word the rule forgives (5 letters or more, packages/domain/src/address/
 * typos.ts); a street with no such word and no directional is not drawn. Each query names the place
 * (city, or city, state and ZIP, or the ZIP), as people type when the street alone is common; the
 * same queries without their edit give the recall's ceiling.
 */
import { seededRandom } from '@bizline/domain/random';
import type { BenchDb, BuildingRow } from './bench/db';

export interface TypoQuery {
  /** What the visitor types. */
  typed: string;
  /** The same text without its edit. */
  clean: string;
  /** The address the query was drawn from. */
  addressId: string;
  kind: EditKind;
}

type EditKind = 'deletion' | 'insertion' | 'substitution' | 'transposition' | 'directional';
const KINDS: EditKind[] = ['deletion', 'insertion', 'substitution', 'transposition', 'directional'];
const DIRECTIONAL = /^(N|S|E|W|NE|NW|SE|SW|NORTH|SOUTH|EAST|WEST)$/i;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The street with one edit of `kind`, or null when the street offers no place for it. */
function edit(street: string, kind: EditKind, rnd: () => number): string | null {
  const words = street.split(' ');
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  if (kind === 'directional') {
    const at = words.findIndex((w) => DIRECTIONAL.test(w));
    if (at < 0 || words.length < 3) return null;
    return words.filter((_, i) => i !== at).join(' ');
  }
  const eligible = words.map((w, i) => i).filter((i) => /^[A-Za-z]{5,}$/.test(words[i]!));
  if (!eligible.length) return null;
  const i = pick(eligible);
  const w = words[i]!.toLowerCase();
  const p = Math.floor(rnd() * w.length);
  const letter = () => pick([...LETTERS]).toLowerCase();
  let out: string;
  if (kind === 'deletion') out = w.slice(0, p) + w.slice(p + 1);
  else if (kind === 'insertion') out = w.slice(0, p) + letter() + w.slice(p);
  else if (kind === 'substitution') {
    let c = letter();
    while (c === w[p]) c = letter();
    out = w.slice(0, p) + c + w.slice(p + 1);
  } else {
    const q = Math.min(p, w.length - 2);
    if (w[q] === w[q + 1]) return null;
    out = w.slice(0, q) + w[q + 1] + w[q] + w.slice(q + 2);
  }
  words[i] = out[0]!.toUpperCase() + out.slice(1);
  return words.join(' ');
}

/**
 * `count` damaged queries drawn evenly from the footprint's buildings in `db`, the database the
 * server under load reads (SQLite or PostgreSQL, scripts/bench/db.ts).
 */
export async function typoQueries(db: BenchDb, count = 1000, seed = 13): Promise<TypoQuery[]> {
  const [{ n }] = await db.rows<{ n: number | string }>(
    'select count(*) as n from footprint_addresses',
  );
  const step = Math.max(1, Math.floor(Number(n) / (count * 20)));
  const candidates = await db.rows<BuildingRow>(
    `select address_id, house_number, street_name, city, state, zip from footprint_addresses
     where address_id = base_address_id and ROWNUM % ? = 0 limit ?`,
    [step, count * 20],
  );
  const rnd = seededRandom(seed);
  const out: TypoQuery[] = [];
  const seen = new Set<string>();
  for (let attempt = 0; out.length < count && attempt < count * 20; attempt++) {
    const b = candidates[Math.floor(rnd() * candidates.length)];
    if (!b || seen.has(b.address_id)) continue;
    const kind = KINDS[out.length % KINDS.length]!;
    const street = edit(b.street_name, kind, rnd);
    if (street === null) continue;
    seen.add(b.address_id);
    const place = [`, ${b.city}`, `, ${b.city}, ${b.state} ${b.zip}`, ` ${b.zip}`][out.length % 3]!;
    out.push({
      typed: `${b.house_number} ${street}${place}`,
      clean: `${b.house_number} ${b.street_name}${place}`,
      addressId: b.address_id,
      kind,
    });
  }
  return out;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Ask the typeahead for each query, one at a time: top-5 recall (overall and by kind of edit), the
 * recall of the same queries without their edit, and the latency of both.
 */
export async function typoRecall(
  url: (typed: string) => string,
  headers: Record<string, string>,
  queries: readonly TypoQuery[],
) {
  const top5 = async (typed: string) => {
    const t = performance.now();
    const res = await fetch(url(typed), { headers });
    const body = (await res.json()) as { addresses?: { AddressId: string }[] };
    const ms = performance.now() - t;
    if (!res.ok) throw new Error(`typeahead answered ${res.status} for "${typed}"`);
    return { ids: (body.addresses ?? []).slice(0, 5).map((a) => a.AddressId), ms };
  };
  const latencies: number[] = [];
  const cleanLatencies: number[] = [];
  const byKind = new Map<EditKind, { n: number; hit: number }>();
  let hits = 0;
  let cleanHits = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const { ids, ms } = await top5(q.typed);
    latencies.push(ms);
    const hit = ids.includes(q.addressId);
    const k = byKind.get(q.kind) ?? { n: 0, hit: 0 };
    byKind.set(q.kind, { n: k.n + 1, hit: k.hit + Number(hit) });
    if (hit) hits++;
    else if (misses.length < 5) misses.push(q.typed);
    const clean = await top5(q.clean);
    cleanLatencies.push(clean.ms);
    if (clean.ids.includes(q.addressId)) cleanHits++;
  }
  latencies.sort((a, b) => a - b);
  cleanLatencies.sort((a, b) => a - b);
  const pct = (x: number, n: number) => +((100 * x) / Math.max(1, n)).toFixed(1);
  return {
    summary: {
      queries: queries.length,
      'top-5 recall %': pct(hits, queries.length),
      'recall without the edit %': pct(cleanHits, queries.length),
      'p50 ms': +percentile(latencies, 50).toFixed(2),
      'p95 ms': +percentile(latencies, 95).toFixed(2),
      'p95 ms without the edit': +percentile(cleanLatencies, 95).toFixed(2),
    },
    byKind: Object.fromEntries(
      [...byKind].map(([kind, k]) => [kind, `${pct(k.hit, k.n)} % of ${k.n}`]),
    ),
    misses,
  };
}
