/** Schemas of the imports' wire contract; what the calls mean is in ./imports.ts. */
import { z } from 'zod';
import { success } from '../answer';

/** What the console imports: the CLIs' files, and the install calendar's options. */
const IMPORT_KINDS = ['footprint', 'catalogue', 'numbers', 'slots'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/** The kinds that take an uploaded file. */
export const FILE_IMPORT_KINDS = ['footprint', 'catalogue', 'numbers'] as const;
export type FileImportKind = (typeof FILE_IMPORT_KINDS)[number];

const IMPORT_STATUSES = ['running', 'succeeded', 'refused', 'failed'] as const;

/** Largest upload: a footprint of a few million addresses fits (the server streams it to disk). */
export const IMPORT_MAX_BYTES = 4 * 1024 ** 3;
/** Problems an import run keeps for the console (the count says how many there were). */
export const IMPORT_KEPT_PROBLEMS = 200;

export const importUploadQuery = z.object({
  kind: z.enum(FILE_IMPORT_KINDS),
  fileName: z.string().trim().min(1).max(255),
  /** Footprint: replace the whole footprint; numbers: delete free numbers not in the file. */
  replace: z.enum(['true', 'false']).default('false'),
});
export type ImportUploadQuery = z.input<typeof importUploadQuery>;

/** The install calendar: the options of `npm run slots:generate`. */
export const slotsImportBody = z.object({
  areas: z.array(z.string()).max(200),
  days: z.string().optional(),
  capacity: z.string().optional(),
  type: z.string().optional(),
});
export type SlotsImportBody = z.infer<typeof slotsImportBody>;

export const importRunQuery = z.object({ id: z.coerce.number().int().min(1) });
export type ImportRunQuery = z.input<typeof importRunQuery>;

const importRun = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string().nullable(),
  replace: z.boolean(),
  status: z.enum(IMPORT_STATUSES),
  staffEmail: z.string(),
  totalBytes: z.number().int(),
  bytesDone: z.number().int(),
  rowsDone: z.number().int(),
  /** Rows (or slots) imported; null until it succeeded. */
  rows: z.number().int().nullable(),
  problemCount: z.number().int(),
  /** The first IMPORT_KEPT_PROBLEMS problems, each starting with its line: 'line 12: zip: ...'. */
  problems: z.array(z.string()),
  /** What it did, in a sentence (counts). */
  summary: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRun>;

export const importRunAnswer = success({ run: importRun });
export type ImportRunAnswer = z.infer<typeof importRunAnswer>;

const activeImports = z.object({
  catalogue: z.object({ version: z.string(), importedAt: z.string() }).nullable(),
  footprint: z.object({ rows: z.number().int(), importedAt: z.string().nullable() }),
  numbers: z.object({ total: z.number().int(), free: z.number().int() }),
  slots: z.object({
    areas: z.number().int(),
    count: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
  }),
});
export type ActiveImports = z.infer<typeof activeImports>;

export const importsAnswer = success({
  active: activeImports,
  /** Newest first. */
  history: z.array(importRun),
});
export type ImportsAnswer = z.infer<typeof importsAnswer>;
