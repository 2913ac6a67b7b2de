/**
 * Money helpers (issue 4, decision 010). Inside bizline money is integer cents; text with two
 * decimals ('99.99', '-15.00') appears only on the wire. None of these uses floating-point
 * arithmetic on amounts beyond exact integer operations.
 */

/** Cents as wire dollars: 9999 -> '99.99', -1500 -> '-15.00', 0 -> '0.00'. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`formatCents: ${cents} is not whole cents`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Wire dollars as cents: '12.49' -> 1249, '15' -> 1500, '-15.00' -> -1500, '0.5' -> 50. Throws on
 * anything else (more than two decimals, stray characters): an amount is never guessed.
 */
export function dollarsToCents(dollars: string): number {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(dollars.trim());
  if (!m) throw new Error(`dollarsToCents: '${dollars}' is not an amount in dollars`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0 ? -cents : cents;
}

/**
 * The monthly share of a charge paid in installments: total / months rounded half-up to the
 * cent (29999 over 12 -> 2500, the cart's '25.00/mo'). The cart shows this share every month;
 * the full price stays listed under 'Equipment and one-time charges'. `months` 0 or 1 means paid
 * at once, so the share is the whole total.
 */
export function installmentCents(totalCents: number, months: number): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new Error(`installmentCents: ${totalCents} is not a non-negative amount in cents`);
  }
  if (!Number.isInteger(months) || months < 0) {
    throw new Error(`installmentCents: ${months} is not a number of months`);
  }
  if (months <= 1) return totalCents;
  const share = Math.floor((2 * totalCents + months) / (2 * months));
  // Rounding up must never make the payments before the last one exceed the total (tiny
  // charges: 10 cents over 12 months): then the share rounds down.
  return share * (months - 1) > totalCents ? Math.floor(totalCents / months) : share;
}

/** Cents as customer-facing money: 29999 -> '$299.99', -1500 -> '-$15.00'. */
export function formatDollars(cents: number): string {
  const text = formatCents(cents);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** A charge paid in installments: `months` payments of `shareCents`, the last one `lastCents`
 * (what is left, so the payments add up to the total to the cent). */
export interface InstallmentPlan {
  totalCents: number;
  months: number;
  shareCents: number;
  lastCents: number;
}

export function installmentPlan(totalCents: number, months: number): InstallmentPlan {
  const shareCents = installmentCents(totalCents, months);
  const n = Math.max(months, 1);
  return { totalCents, months: n, shareCents, lastCents: totalCents - shareCents * (n - 1) };
}

/** '12 monthly payments of $25.00 (last payment $24.99)'; the parenthesis only when the last
 * payment differs. */
export function installmentText(plan: InstallmentPlan): string {
  const base = `${plan.months} monthly payments of ${formatDollars(plan.shareCents)}`;
  return plan.lastCents === plan.shareCents
    ? base
    : `${base} (last payment ${formatDollars(plan.lastCents)})`;
}

/** `cents` x basis points (625 = 6.25 %), rounded half-up to the cent; used for taxes. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  const product = cents * basisPoints;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 5000) / 10000);
}

/** Sum of whole cents. */
export function sumCents(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
