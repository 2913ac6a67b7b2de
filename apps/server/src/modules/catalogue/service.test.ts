import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromRepoRoot } from '../../paths';
import { describeEachDialect, Visitor } from '../../../test/support';
import {
  CatalogueError,
  catalogueVersions,
  getActiveCatalogue,
  importCatalogue,
  validateCatalogueText,
  yellowPageHeadings,
} from './service';

const demoText = fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8');
/** The demo catalogue, changed by `edit`, as file text. */
function variant(edit: (doc: any) => void): string {
  const doc = JSON.parse(demoText);
  edit(doc);
  return JSON.stringify(doc);
}

describe('validateCatalogueText', () => {
  it('accepts the demo catalogue', () => {
    const r = validateCatalogueText(demoText);
    expect(r.ok).toBe(true);
  });

  it('names the entry of each problem', () => {
    expect(validateCatalogueText('{ "version": ')).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^\(file\): not valid JSON: /)],
    });
    const r = validateCatalogueText(
      variant((d) => {
        d.internet.plans[3].price.TwoYears = 249.5;
        d.internet.plans[0].price.MonthToMonth = 100;
      }),
    );
    expect(r).toEqual({
      ok: false,
      problems: [
        'internet.plans[0].price.MonthToMonth: must not be below the TwoYears price (set allowCheaperMonthToMonth: true to allow it)',
        'internet.plans[3].price.TwoYears: must be whole cents',
      ],
    });
  });

  it('refuses an id used twice', () => {
    const r = validateCatalogueText(variant((d) => (d.internet.plans[1].id = 'FIOS-300')));
    expect(r).toEqual({
      ok: false,
      problems: ["internet.plans[1].id: 'FIOS-300' is already used by internet.plans[0]"],
    });
  });
});

describe('yellowPageHeadings', () => {
  it('filters by every word, prefix matches first, at most 20', () => {
    const r = validateCatalogueText(demoText);
    if (!r.ok) throw new Error('demo');
    const doc = { ...r.doc, yellowPageHeadings: ['Auto Repair', 'Repair Shops', 'Bakeries'] };
    expect(yellowPageHeadings(doc, 'repair')).toEqual(['Repair Shops', 'Auto Repair']);
    expect(yellowPageHeadings(doc, 'auto rep')).toEqual(['Auto Repair']);
    expect(yellowPageHeadings(doc, 'zzz')).toEqual([]);
    const many = { ...doc, yellowPageHeadings: Array.from({ length: 30 }, (_, i) => `H ${i}`) };
    expect(yellowPageHeadings(many, '')).toHaveLength(20);
  });
});

describeEachDialect('catalogue versions', (server) => {
  const ctx = () => server().ctx;

  it('loads the default file into a database without a catalogue, once', async () => {
    const [a, b] = await Promise.all([getActiveCatalogue(ctx()), getActiveCatalogue(ctx())]);
    expect(a.internet.plans[0]!.id).toBe('FIOS-300');
    expect(b).toBe(a);
    const versions = await catalogueVersions(ctx().db);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.active).toBe(1);
  });

  it('import replaces the active version in one step; a bad file changes nothing', async () => {
    const before = await catalogueVersions(ctx().db);
    const bad = variant((d) => {
      d.internet.plans[2].price.TwoYears = -1;
      d.bundles[0].BID = 'FIOS-300';
    });
    const error = await importCatalogue(ctx(), bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect((error as CatalogueError).problems).toEqual([
      'internet.plans[2].price.TwoYears: must not be negative',
    ]);
    const dup = variant((d) => (d.bundles[0].BID = 'FIOS-300'));
    await expect(importCatalogue(ctx(), dup)).rejects.toThrow(
      "bundles[0].id: 'FIOS-300' is already used by internet.plans[0]",
    );
    expect(await catalogueVersions(ctx().db)).toEqual(before);

    const cheaper = variant((d) => {
      d.version = '2026-12 test';
      d.internet.plans[0].price = { MonthToMonth: 5900, TwoYears: 6900 };
      d.internet.plans[0].allowCheaperMonthToMonth = true;
      d.internet.plans[0].name = 'Business Fiber 300 Mbps (new)';
    });
    const result = await importCatalogue(ctx(), cheaper);
    expect(result.version).toBe('2026-12 test');
    const after = await catalogueVersions(ctx().db);
    expect(after.filter((v) => v.active === 1).map((v) => v.version)).toEqual(['2026-12 test']);
    expect(after).toHaveLength(before.length + 1);
    // The process cache follows the import at once.
    const doc = await getActiveCatalogue(ctx());
    expect(doc.internet.plans[0]!.name).toBe('Business Fiber 300 Mbps (new)');
  });

  it('answers the business categories and yellow-page headings, with a token only', async () => {
    const v = new Visitor(server());
    expect((await v.json('GET', 'PrdSelection/GetBusinessCategoryList')).status).toBe(401);
    await v.signIn();
    const cats = await v.json('GET', 'PrdSelection/GetBusinessCategoryList');
    expect(cats.status).toBe(200);
    const doc = await getActiveCatalogue(ctx());
    expect(cats.body.categories).toEqual(doc.businessCategories);
    const heading = doc.yellowPageHeadings[0]!;
    const yph = await v.json('GET', `PrdSelection/GetYPH?q=${encodeURIComponent(heading)}`);
    expect(yph.status).toBe(200);
    expect(yph.body.headings[0]).toBe(heading);
    const none = await v.json('GET', 'PrdSelection/GetYPH?q=qqqqzzzz');
    expect(none.body).toEqual({ headings: [] });
  });
});
