/**
 * The FCC broadband consumer label's catalogue and brand data (docs/broadband-labels.md): what
 * the provider types in. Every price on a label comes from the pricing model instead (label.ts),
 * so nothing here is a figure the cart charges.
 */
import { z } from 'zod';

const msg = (m: string) => ({ error: m });

/** The provider's FCC Registration Number: 10 digits. */
const frn = z
  .string(msg('must be text'))
  .regex(/^\d{10}$/, 'must be the 10-digit FCC Registration Number');

/** 'F', the provider's 10-digit FRN, then 1 to 15 characters A-Z or 0-9 (26 at most). */
const PLAN_IDENTIFIER = /^F(\d{10})([A-Z0-9]{1,15})$/;

export const planIdentifier = z
  .string(msg('must be text'))
  .regex(
    PLAN_IDENTIFIER,
    "must be 'F', the 10-digit FRN and 1 to 15 characters A-Z or 0-9 (e.g. F0000000000FIB300)",
  );

/** An absolute https address. */
const httpsUrl = z
  .string(msg('must be text'))
  .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, 'must be an absolute https:// address');

const positive = (unit: string) =>
  z.number(msg(`must be a number of ${unit}`)).positive(`must be a positive number of ${unit}`);

/** Typical speeds and latency as measured for the plan, with their units in the names. */
const measured = {
  typicalDownMbps: positive('Mbps'),
  typicalUpMbps: positive('Mbps'),
  typicalLatencyMs: positive('milliseconds'),
};

/**
 * An internet plan's label data: one identifier per contract it is sold under (each is its own
 * label); the early termination fee applies to the two-year agreement only.
 */
export const internetLabelFields = z.object({
  ...measured,
  ids: z.object({ MonthToMonth: planIdentifier, TwoYears: planIdentifier }),
  earlyTerminationFeeCents: z
    .number(msg('must be a number'))
    .int('must be whole cents')
    .min(0, 'must not be negative')
    .default(0),
});

/** A wireless plan's label data: sold month to month only, so one identifier. */
export const wirelessLabelFields = z.object({
  ...measured,
  ids: z.object({ MonthToMonth: planIdentifier }),
});

/** The provider's part of every label (brand data). */
export const brandLabelFields = z.object({
  frn,
  /** Customer support on the web; the phone is the brand's supportPhone. */
  supportUrl: httpsUrl,
  networkManagementUrl: httpsUrl,
  privacyUrl: httpsUrl,
  /** Where the discounts and bundles are explained. */
  discountsUrl: httpsUrl,
  /** The service terms, linked beside the contract length. */
  contractTermsUrl: httpsUrl,
});

/**
 * Identifiers must be unique across the provider's plans: 'path: message' for each one used
 * twice, naming where it was first used.
 */
export function duplicateIdentifiers(ids: readonly { path: string; id: string }[]): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { path, id } of ids) {
    const first = seen.get(id);
    if (first) problems.push(`${path}: '${id}' is already the identifier of ${first}`);
    else seen.set(id, path);
  }
  return problems;
}

/** 'path: message' for each identifier whose FRN is not the provider's. */
export function foreignIdentifiers(
  ids: readonly { path: string; id: string }[],
  providerFrn: string,
): string[] {
  return ids
    .filter(({ id }) => PLAN_IDENTIFIER.exec(id)?.[1] !== providerFrn)
    .map(({ path, id }) => `${path}: '${id}' does not carry the provider's FRN ${providerFrn}`);
}

/** Where a plan's identifiers sit in the catalogue, by path: every internet plan's per contract,
 * every wireless tier's. Structural, so the catalogue schema can check them without a cycle. */
export function labelIdentifiers(doc: {
  internet: { plans: readonly { fccLabel: { ids: Record<string, string> } }[] };
  wireless: {
    fourG: readonly { fccLabel: { ids: Record<string, string> } }[];
    fiveG: readonly { fccLabel: { ids: Record<string, string> } }[];
  };
}): { path: string; id: string }[] {
  const plans = [
    ...doc.internet.plans.map((p, i) => ({ path: `internet.plans[${i}]`, p })),
    ...(['fourG', 'fiveG'] as const).flatMap((list) =>
      doc.wireless[list].map((p, i) => ({ path: `wireless.${list}[${i}]`, p })),
    ),
  ];
  return plans.flatMap(({ path, p }) =>
    Object.entries(p.fccLabel.ids).map(([contract, id]) => ({
      path: `${path}.fccLabel.ids.${contract}`,
      id,
    })),
  );
}
