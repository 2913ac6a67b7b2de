/**
 * GET {api}/offers (bizline, issue 10 §8): the catalogue's offers running today, for the
 * storefront's promotions (the address page). An offer outside its dates is not in the answer.
 */
export * from './offers/calls';
export * from './offers/schemas';
