/**
 * GET {api}/offers: the catalogue's offers running today with their terms, for the storefront's
 * promotions (the address page). An offer outside its dates is not in the answer.
 * GET {api}/plan-offers: the catalogue's wireless plans (the 4G and 5G pages) and the high-speed
 * internet speeds of the internet options page.
 */
export * from './offers/calls';
export * from './offers/schemas';
