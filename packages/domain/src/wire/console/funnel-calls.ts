/**
 * The funnel's calls (every signed-in staff role). Call list without zod at runtime (types only
 * from ./funnel-schemas); the server validates with the schemas.
 */
import { cookieCalls } from '../call';
import type * as s from './funnel-schemas';

const { get } = cookieCalls;

export const FUNNEL_CALLS = {
  /** Per day of the range: checks, qualified by outcome, customise, checkout, orders. */
  days: get<s.FunnelQuery, s.FunnelAnswer>('Console/Funnel'),
  /** The same days as CSV (text/csv, one row a day), for a spreadsheet. */
  csv: get<s.FunnelQuery, string>('Console/Funnel/Csv'),
};
