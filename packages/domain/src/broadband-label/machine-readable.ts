/**
 * The machine-readable labels ({storefront}/broadband-labels.csv and .json): one row per
 * current label, the FCC's fields in the template's order, named in snake_case so a script
 * that does not know bizline can read them. Fees are 'Name: $amount' joined with '; '.
 */
import { toCsv } from '../console/csv';
import { formatDollars, dollarsToCents } from '../pricing/money';
import type { BroadbandLabel } from '../wire/broadband-label';

/** The columns, in order. */
export const LABEL_COLUMNS = [
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
] as const;
export type LabelRow = Record<(typeof LABEL_COLUMNS)[number], string | number>;

const fees = (list: BroadbandLabel['monthlyFees']) =>
  list.map((f) => `${f.name}: ${formatDollars(dollarsToCents(f.amount))}`).join('; ');

/** A label as one machine-readable row. */
export function labelRow(l: BroadbandLabel): LabelRow {
  return {
    unique_plan_identifier: l.id,
    provider_name: l.providerName,
    service_plan_name: l.planName,
    fixed_or_mobile: 'Fixed',
    technology: l.technology,
    monthly_price: l.monthlyPrice,
    introductory_rate: l.introductoryRate ? 'Yes' : 'No',
    introductory_period_months: l.introductoryRate?.months ?? '',
    price_after_introductory_period: l.introductoryRate?.priceAfter ?? '',
    contract_required: l.contractMonths > 0 ? 'Yes' : 'No',
    contract_months: l.contractMonths,
    contract_terms_url: l.contractTermsUrl,
    monthly_provider_fees: fees(l.monthlyFees),
    one_time_fees: fees(l.oneTimeFees),
    early_termination_fee: l.earlyTerminationFee,
    government_taxes: l.governmentTaxes,
    discounts_bundles_url: l.discountsUrl,
    typical_download_speed_mbps: l.typicalDownMbps,
    typical_upload_speed_mbps: l.typicalUpMbps,
    typical_latency_ms: l.typicalLatencyMs,
    data_included_gb: l.dataIncludedGb ?? 'Unlimited',
    network_management_url: l.networkManagementUrl,
    privacy_policy_url: l.privacyUrl,
    customer_support_phone: l.supportPhone,
    customer_support_url: l.supportUrl,
  };
}

/** The CSV file: a header row, then one row per label. */
export function labelsCsv(labels: readonly BroadbandLabel[]): string {
  return toCsv(
    LABEL_COLUMNS,
    labels.map((l) => {
      const row = labelRow(l);
      return LABEL_COLUMNS.map((c) => row[c]);
    }),
  );
}
