/**
 * Catalogue rules of 001 §2 and §3 that the server (GetCustomizeProductsNew) and the storefront
 * (plan tiles) both apply. Pure.
 */
import {
  DEFAULT_TV_PLAN_TYPE,
  ONE_GIG_NAME_MARKERS,
  ROUTER_TYPES,
  TV_CUSTOM_PLAN_TOKEN,
  TV_PLAN_TOKEN_SEPARATOR,
} from '../constants';

export type RouterType = (typeof ROUTER_TYPES)[number];

/** 001 §2: a plan counts as 1 gig if its name contains 940, gig or 20480 (any case). */
export function isOneGigName(name: string): boolean {
  const lower = name.toLowerCase();
  return ONE_GIG_NAME_MARKERS.some((m) => lower.includes(m));
}

/**
 * 001 §2: the router type is the part of the product name after '|' (rent, buy or own, any
 * case); null when the name carries none.
 */
export function routerTypeOf(productName: string): RouterType | null {
  const at = productName.lastIndexOf('|');
  if (at < 0) return null;
  const type = productName
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return (ROUTER_TYPES as readonly string[]).includes(type) ? (type as RouterType) : null;
}

/** The router's display name: the product name without its '|type' suffix. */
export function routerDisplayName(productName: string): string {
  const at = productName.lastIndexOf('|');
  return (at < 0 ? productName : productName.slice(0, at)).trim();
}

/** TV plan tiers that name the plan type, in the order they are looked for. */
const TV_PLAN_TYPE_TOKENS = [
  TV_CUSTOM_PLAN_TOKEN,
  'ULTIMATE',
  'EXTREME',
  'PREFERRED',
  'CURRENT',
] as const;

/**
 * 001 §3 TV plan keyword parsing: the description is a pipe-separated list of tokens
 * ('Tier|PREFERRED', 'FLEXCHOICE|SPORTSNEWS'). Tokens are trimmed, empty ones dropped. The plan
 * type is the custom token FLEXCHOICE or the tier token found, LOCAL by default.
 */
export function parseTvKeywords(keywords: string): { tokens: string[]; planType: string } {
  const tokens = keywords
    .split(TV_PLAN_TOKEN_SEPARATOR)
    .map((t) => t.trim())
    .filter(Boolean);
  const upper = new Set(tokens.map((t) => t.toUpperCase()));
  const planType = TV_PLAN_TYPE_TOKENS.find((t) => upper.has(t)) ?? DEFAULT_TV_PLAN_TYPE;
  return { tokens, planType };
}
