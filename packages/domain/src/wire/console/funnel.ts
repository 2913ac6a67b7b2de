/**
 * Wire contract of the console's funnel (issue 14): per day, address checks, the checks that
 * qualified by outcome (fiber, copper, 5G, 4G, out of footprint, existing, pending), carts that
 * reached customise and checkout, and orders; for one channel (web, agent, kiosk) or all. The
 * server answers from a daily rollup of the recorded funnel events, so a year is as quick as a
 * day. Steps, outcomes and channels: packages/domain/src/funnel.ts.
 */
export * from './funnel-calls';
export * from './funnel-schemas';
