/**
 * The machine-readable broadband labels as a script that does not know bizline reads them:
 * {storefront}/broadband-labels.csv (header row, then one row per label) and .json, public,
 * from the active catalogue; and a catalogue whose label identifier is bad is refused with its
 * line.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, it } from 'vitest';
import { fromRepoRoot } from '../../paths';
import { describeEachDialect } from '../../../test/support';
import { CatalogueError, importCatalogue } from './service';

const demoText = fs.readFileSync(fromRepoRoot('data/catalogue/demo.json'), 'utf8');
const imagesDir = fromRepoRoot('data/catalogue/images');
const FRN = '0000012345';

const COLUMNS = [
  'unique_plan_identifier',
  'provider_name',
  'service_plan_name',
  'fixed_or_mobile',
  'technology',
  'monthly_price',
  'introductory_rate',
  'introductory_period_months',
  'price_after_introductory_period',
  'contract_required',
  'contract_months',
  'contract_terms_url',
  'monthly_provider_fees',
  'one_time_fees',
  'early_termination_fee',
  'government_taxes',
  'discounts_bundles_url',
  'typical_download_speed_mbps',
  'typical_upload_speed_mbps',
  'typical_latency_ms',
  'data_included_gb',
  'network_management_url',
  'privacy_policy_url',
  'customer_support_phone',
  'customer_support_url',
];

const lineOf = (text: string, needle: string) =>
  text.slice(0, text.indexOf(needle)).split('\n').length;

describeEachDialect('broadband labels, machine-readable', (server) => {
  const storefront = (p: string) => `${server().origin}${server().config.storefrontBase}${p}`;

  async function csvRows(): Promise<Record<string, string>[]> {
    const res = await fetch(storefront('/broadband-labels.csv'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    const [header, ...rows] = parse(text) as string[][];
    expect(header).toEqual(COLUMNS);
    for (const r of rows) expect(r).toHaveLength(COLUMNS.length);
    return rows.map((r) => Object.fromEntries(COLUMNS.map((c, i) => [c, r[i]!])));
  }

  it('the CSV: a header row, then one row per plan as sold, each identifier once', async () => {
    await importCatalogue({ db: server().ctx.db, imagesDir, providerFrn: FRN }, demoText);
    const rows = await csvRows();
    // 6 internet plans, month to month and two years each; 3 4G and 3 5G tiers.
    expect(rows).toHaveLength(18);
    expect(new Set(rows.map((r) => r.unique_plan_identifier)).size).toBe(18);
    for (const r of rows) expect(r.unique_plan_identifier).toMatch(/^F0000012345[A-Z0-9]{1,15}$/);
    expect(rows.find((r) => r.unique_plan_identifier === 'F0000012345FIB3002Y')).toEqual({
      unique_plan_identifier: 'F0000012345FIB3002Y',
      provider_name: 'Bizline Communications',
      service_plan_name: 'Business Fiber 300 Mbps',
      fixed_or_mobile: 'Fixed',
      technology: 'Fiber',
      monthly_price: '69.00',
      introductory_rate: 'No',
      introductory_period_months: '',
      price_after_introductory_period: '',
      contract_required: 'Yes',
      contract_months: '24',
      contract_terms_url: 'https://www.example.com/business/terms',
      monthly_provider_fees: 'Business Fiber Router rental: $15.00',
      one_time_fees: 'Professional installation: $99.00; Business Fiber Router purchase: $299.99',
      early_termination_fee: '200.00',
      government_taxes: 'Varies by location',
      discounts_bundles_url: 'https://www.example.com/business/offers',
      typical_download_speed_mbps: '270',
      typical_upload_speed_mbps: '270',
      typical_latency_ms: '9',
      data_included_gb: 'Unlimited',
      network_management_url: 'https://www.example.com/business/network-management',
      privacy_policy_url: 'https://www.example.com/privacy',
      customer_support_phone: '800-555-0199',
      customer_support_url: 'https://www.example.com/business/support',
    });
    const lte = rows.find((r) => r.unique_plan_identifier === 'F0000012345LTE10');
    expect(lte).toMatchObject({
      technology: '4G LTE fixed wireless',
      monthly_price: '69.00',
      contract_required: 'No',
      data_included_gb: '300',
    });
  });

  it('the JSON has the same rows, and both follow the active catalogue', async () => {
    const doc = JSON.parse(demoText);
    doc.version = 'labels-repriced';
    doc.internet.plans[0].price.TwoYears = 7400;
    await importCatalogue(
      { db: server().ctx.db, imagesDir, providerFrn: FRN },
      JSON.stringify(doc),
    );
    const res = await fetch(storefront('/broadband-labels.json'));
    expect(res.status).toBe(200);
    const json = (await res.json()) as Record<string, string | number>[];
    const csv = await csvRows();
    expect(json.map((r) => r.unique_plan_identifier)).toEqual(
      csv.map((r) => r.unique_plan_identifier),
    );
    expect(json.find((r) => r.unique_plan_identifier === 'F0000012345FIB3002Y')).toMatchObject({
      monthly_price: '74.00',
      typical_download_speed_mbps: 270,
    });
    expect(csv.find((r) => r.unique_plan_identifier === 'F0000012345FIB3002Y')?.monthly_price).toBe(
      '74.00',
    );
  });

  it('the entry pages get every label and each internet plan its identifiers (plan-offers)', async () => {
    await importCatalogue({ db: server().ctx.db, imagesDir, providerFrn: FRN }, demoText);
    const res = await fetch(server().api('/plan-offers'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      labels: { id: string; monthlyPrice: string; typicalLatencyMs: number }[];
      internetLabelIds: Record<string, { MonthToMonth: string; TwoYears: string }>;
    };
    const csv = await csvRows();
    expect(body.labels.map((l) => l.id)).toEqual(csv.map((r) => r.unique_plan_identifier));
    expect(body.internetLabelIds['HSI-10']).toEqual({
      MonthToMonth: 'F0000012345DSL10M',
      TwoYears: 'F0000012345DSL102Y',
    });
    expect(body.labels.find((l) => l.id === 'F0000012345DSL10M')).toMatchObject({
      monthlyPrice: '59.99',
      typicalLatencyMs: 32,
    });
  });

  it('an import is refused with the line of a bad, a repeated or a foreign identifier', async () => {
    const refused = async (text: string) => {
      try {
        await importCatalogue({ db: server().ctx.db, imagesDir, providerFrn: FRN }, text);
      } catch (e) {
        expect(e).toBeInstanceOf(CatalogueError);
        return (e as CatalogueError).problems;
      }
      throw new Error('the import was not refused');
    };
    const bad = demoText.replace('"F0000012345FIB5002Y"', '"F12345FIB500"');
    expect(await refused(bad)).toEqual([
      `line ${lineOf(bad, '"F12345FIB500"')}: internet.plans[1].fccLabel.ids.TwoYears: must be 'F', the 10-digit FRN and 1 to 15 characters A-Z or 0-9 (e.g. F0000000000FIB300)`,
    ]);
    const twice = demoText.replace('"F0000012345LTE25"', '"F0000012345LTE10"');
    expect(await refused(twice)).toEqual([
      `line ${lineOf(twice.slice(twice.indexOf('LTE10') + 1), 'LTE10') + lineOf(twice, 'LTE10') - 1}: wireless.fourG[1].fccLabel.ids.MonthToMonth: 'F0000012345LTE10' is already the identifier of wireless.fourG[0].fccLabel.ids.MonthToMonth`,
    ]);
    const foreign = demoText.replace('"F0000012345DSL10M"', '"F9999999999DSL10M"');
    expect(await refused(foreign)).toEqual([
      `line ${lineOf(foreign, '"F9999999999DSL10M"')}: internet.plans[4].fccLabel.ids.MonthToMonth: 'F9999999999DSL10M' does not carry the provider's FRN 0000012345`,
    ]);
  });
});
