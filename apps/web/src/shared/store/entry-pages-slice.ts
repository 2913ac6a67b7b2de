import type { BulkResultItem, BulkRow } from '@bizline/domain/wire/entry';
import type { SliceCreator } from './slice';

/**
 * State of the entry stage's secondary pages (000 §2 screens 6-10, /pendingOrder): the saved
 * cart id a visitor chose to continue (its retrieval is issue 6), the bulk tool's rows (kept
 * when the visitor comes back from the results with 'Go back') and its last results (read by
 * the 'BI Qualification Tool' page at /price-plan, also after a reload).
 */
export interface BulkRowValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateProvince: string;
  postalCode: string;
}

export interface EntryPagesData {
  /** The rows of the bulk address page as typed. */
  bulkRows: BulkRowValues[];
  /** The last bulk lookup: what was sent and what came back, row for row. */
  bulkResults: { rows: BulkRow[]; response: BulkResultItem[] } | null;
}

export interface EntryPagesSlice extends EntryPagesData {
  setBulkRows: (rows: BulkRowValues[]) => void;
  setBulkResults: (results: EntryPagesData['bulkResults']) => void;
}

export const entryPagesInitial = (): EntryPagesData => ({
  bulkRows: [],
  bulkResults: null,
});

export const createEntryPagesSlice: SliceCreator<EntryPagesSlice> = (set) => ({
  ...entryPagesInitial(),
  setBulkRows: (bulkRows) => set({ bulkRows }),
  setBulkResults: (bulkResults) => set({ bulkResults }),
});
