/** Flag values and identifiers shared by all three specs (000, 001, 002 §9). */

/** Y/N flags are used throughout. */
export const YES = 'Y';
/** 000 §9 */
export const NO = 'N';
/** 000 §9 */
export type YesNo = typeof YES | typeof NO;

/** Client id sent in some requests and as `redirectedFrom` on wireless redirects. */
export const CLIENT_ID = 'GBCOM';

/** Status words compared by the order, save and credit calls. */
export const STATUS_SUCCESS = 'SUCCESS';
/** Credit check failure status: routes to /confirmation-contact-rep. */
export const STATUS_FAILURE = 'FAILURE';
/** Validation statuses that block the credit-check accordion. */
export const VALIDATION_STATUS_INVALID = 'INVALID';
/** Retrieval also succeeds when the source is OFS. */
export const RETRIEVAL_SOURCE_OFS = 'OFS';
/** Omni cart status that flags an omni-cart error, compared in either case. */
export const OMNI_CART_STATUS_EXPIRED = 'expired';
