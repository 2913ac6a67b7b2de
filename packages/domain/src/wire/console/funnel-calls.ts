/**
 * The funnel's calls (every signed-in staff role). Call list without zod at runtime (types only
 * from ./funnel-schemas); the server validates with the schemas.
 */
import { call } from '../call';
import type * as s from './funnel-schemas';

export const FUNNEL_CALLS = {
  /** Per day of the range: checks, qualified by outcome, customise, checkout, orders. */
  days: call<s.FunnelQuery, s.FunnelAnswer>('GET', 'Console/Funnel', { auth: false }),
  /** The same days as CSV (text/csv, one row a day), for a spreadsheet. */
  csv: call<s.FunnelQuery, string>('GET', 'Console/Funnel/Csv', { auth: false }),
};
