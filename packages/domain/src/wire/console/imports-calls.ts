/**
 * The imports' calls (admins only). Call list without zod at runtime (types only from
 * ./imports-schemas); the server validates with the schemas.
 */
import { cookieCalls } from '../call';
import type * as s from './imports-schemas';

const { get, post } = cookieCalls;

export const IMPORTS_CALLS = {
  /** The active version of each and the import history. */
  list: get<void, s.ImportsAnswer>('Console/Imports'),
  /**
   * The file itself as the body (Content-Type: application/octet-stream), its name and options
   * in the query (ImportUploadQuery). 202 with the run, which goes on in the background.
   */
  upload: post<s.ImportUploadQuery, s.ImportRunAnswer>('Console/Imports/Upload'),
  /** JSON (SlotsImportBody): writes the install calendar; 202 with the run. */
  slots: post<s.SlotsImportBody, s.ImportRunAnswer>('Console/Imports/Slots'),
  /** One run with its progress and problems (the page polls it). */
  run: get<s.ImportRunQuery, s.ImportRunAnswer>('Console/Imports/Run'),
};
