import { DEFAULT_MONTHLY_PRICE_TEXT } from '@bizline/domain/constants';

/**
 * Dollars text from the server ('129.99', '-15.00') shown as '$129.99' / '-$15.00'. Formatting
 * only: every figure is the server's (DESIGN.md principle 2).
 */
export function dollars(amount: string | undefined | null): string {
  const text = (amount ?? '').trim();
  if (!text) return '';
  const negative = text.startsWith('-');
  const bare = text.replace(/^[-+]?\$?/, '');
  return `${negative ? '-' : ''}$${bare}`;
}

/** A negative amount is a credit (offer lines, 001 §3). */
export function isCredit(amount: string | undefined | null): boolean {
  return (amount ?? '').trim().startsWith('-');
}

/** '{price}/mo' from headerInfo.Price; '$0/mo' when the cart has no price yet. */
export function monthlyPriceText(price: string | undefined | null): string {
  const text = (price ?? '').trim();
  if (!text || !/[1-9]/.test(text)) return DEFAULT_MONTHLY_PRICE_TEXT;
  return `${dollars(text)}/mo`;
}

/** Offer lines carry 'Title|Detail' in planName. */
export function splitOffer(planName: string): { title: string; detail: string } {
  const [title = '', ...rest] = planName.split('|');
  return { title: title.trim(), detail: rest.join('|').trim() };
}

/** A monthly amount as '$69.00/mo' ('-$25.00/mo' for a credit); formatting only. */
export function perMonth(amount: string | undefined | null): string {
  const text = dollars(amount);
  return text ? `${text}/mo` : '';
}
