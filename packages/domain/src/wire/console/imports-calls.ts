/**
 * The imports' calls (admins only). Call list without zod at runtime (types only from
 * ./imports-schemas); the server validates with the schemas.
 */
import { call } from '../call';
import type * as s from './imports-schemas';

export const IMPORTS_CALLS = {
  /** The active version of each and the import history. */
  list: call<void, s.ImportsAnswer>('GET', 'Console/Imports', { auth: false }),
  /**
   * The file itself as the body (Content-Type: application/octet-stream), its name and options
   * in the query (ImportUploadQuery). 202 with the run, which goes on in the background.
   */
  upload: call<s.ImportUploadQuery, s.ImportRunAnswer>('POST', 'Console/Imports/Upload', {
    auth: false,
  }),
  /** JSON (SlotsImportBody): writes the install calendar; 202 with the run. */
  slots: call<s.SlotsImportBody, s.ImportRunAnswer>('POST', 'Console/Imports/Slots', {
    auth: false,
  }),
  /** One run with its progress and problems (the page polls it). */
  run: call<s.ImportRunQuery, s.ImportRunAnswer>('GET', 'Console/Imports/Run', { auth: false }),
};
