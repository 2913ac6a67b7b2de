/**
 * The provider's catalogue (issue 4; docs/decisions/010-catalogue-and-pricing.md): versions in
 * the database, exactly one active. Each process keeps the parsed active document by checksum
 * and re-reads only the active row's checksum every few seconds, so an import by any process is
 * picked up by all of them (DESIGN.md: nothing another instance would need lives in memory only).
 * A database with no catalogue gets the default file (CATALOGUE_FILE) on first use.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import {
  catalogueDocument,
  catalogueProblems,
  type CatalogueDocument,
} from '@bizline/domain/catalogue/schema';
import type { AppContext } from '../../context';
import type { Db } from '../../db/index';
import { lagTolerant } from '../../db/replicas';
import { inTransaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { foreignIdentifiers, labelIdentifiers } from '@bizline/domain/broadband-label/schema';
import { syntaxErrorLine, withLines } from './json-lines';
import * as repo from './repo';
import { missingImages } from './images';

export { customizeProductsFor } from './customize';
export {
  internetPlansFor,
  routerPriceCents,
  routersFor,
  speedTypeMbps,
} from './customize-internet';
export { singleBundleId } from './customize-parts';

/** How long a process trusts its cached active checksum before asking the database again. */
const CATALOGUE_RECHECK_MS = 3000;

/** A catalogue file refused at import: every problem as 'path: message'. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the catalogue is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  ${p}`).join('\n'),
    );
    this.name = 'CatalogueError';
  }
}

/** zod path -> 'internet.plans[3].price.TwoYears'. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(document)';
}

export type CatalogueValidation =
  { ok: true; doc: CatalogueDocument } | { ok: false; problems: string[] };

/**
 * Validate a catalogue file's text: JSON syntax, the schema, then the cross-entry checks and,
 * given the image folder, that every image it names is there.
 */
export function validateCatalogueText(
  text: string,
  opts: { imagesDir?: string; providerFrn?: string } = {},
): CatalogueValidation {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const line = syntaxErrorLine(text, message);
    const where = line === undefined ? '' : `line ${line}: `;
    return { ok: false, problems: [`${where}(file): not valid JSON: ${message}`] };
  }
  const parsed = catalogueDocument.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      problems: withLines(
        text,
        parsed.error.issues.map((i) => `${pathText(i.path)}: ${i.message}`),
      ),
    };
  }
  const problems = catalogueProblems(parsed.data);
  if (opts.imagesDir) problems.push(...missingImages(parsed.data, opts.imagesDir));
  // A broadband label's identifier starts with the provider's FRN (brand data).
  if (opts.providerFrn)
    problems.push(...foreignIdentifiers(labelIdentifiers(parsed.data), opts.providerFrn));
  return problems.length
    ? { ok: false, problems: withLines(text, problems) }
    : { ok: true, doc: parsed.data };
}

const checksumOf = (document: string) => createHash('sha256').update(document).digest('hex');

/** Parsed documents by checksum (the same checksum is the same document in any database). */
const documents = new Map<string, CatalogueDocument>();
/** Per database: the active checksum last read and when. */
const activeByDb = new WeakMap<Kysely<Database>, { checksum: string; checkedAt: number }>();
/** Per database: a default load in progress in this process. */
const defaultLoads = new WeakMap<Kysely<Database>, Promise<void>>();

function remember(checksum: string, doc: CatalogueDocument): void {
  // A handful of versions at most are alive at once; keep the map from growing without end.
  if (documents.size > 20) documents.clear();
  documents.set(checksum, doc);
}

/**
 * Validate and activate a catalogue: in one transaction the version is inserted and becomes the
 * only active one. A bad file changes nothing and throws CatalogueError with every problem.
 */
export async function importCatalogue(
  ctx: { db: Db; imagesDir?: string; providerFrn?: string },
  text: string,
  now: Date = new Date(),
): Promise<{ version: string; checksum: string }> {
  const result = validateCatalogueText(text, ctx);
  if (!result.ok) throw new CatalogueError(result.problems);
  const document = JSON.stringify(result.doc);
  const checksum = checksumOf(document);
  await inTransaction(ctx.db.kysely, async (trx) => {
    await repo.lockCatalogue(trx, ctx.db.dialect);
    await repo.insertActiveVersion(trx, {
      version: result.doc.version,
      document,
      checksum,
      loadedAt: now.toISOString(),
    });
  });
  remember(checksum, result.doc);
  activeByDb.delete(ctx.db.kysely);
  return { version: result.doc.version, checksum };
}

/**
 * Load the default catalogue file when the database has no active catalogue. Safe when several
 * requests or processes start at once: the check and the insert run under the catalogue lock.
 */
export async function ensureCatalogue(ctx: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const kysely = ctx.db.kysely;
  const running = defaultLoads.get(kysely);
  if (running) return running;
  const load = (async () => {
    if (await repo.activeChecksum(kysely)) return;
    const file = ctx.config.catalogueFile;
    const text = fs.readFileSync(file, 'utf8');
    const result = validateCatalogueText(text, {
      imagesDir: ctx.config.catalogueImagesDir,
      providerFrn: ctx.config.brand.broadbandLabel.frn,
    });
    if (!result.ok) {
      throw new Error(`the catalogue ${file} is invalid:\n  ${result.problems.join('\n  ')}`);
    }
    const document = JSON.stringify(result.doc);
    const loaded = await inTransaction(kysely, async (trx) => {
      await repo.lockCatalogue(trx, ctx.db.dialect);
      if (await repo.activeChecksum(trx)) return false; // another process was first
      await repo.insertActiveVersion(trx, {
        version: result.doc.version,
        document,
        checksum: checksumOf(document),
        loadedAt: new Date().toISOString(),
      });
      return true;
    });
    if (loaded) ctx.log.info({ file, version: result.doc.version }, 'loaded the catalogue');
  })();
  defaultLoads.set(kysely, load);
  try {
    await load;
  } finally {
    defaultLoads.delete(kysely);
  }
}

/** The active catalogue (the default file is loaded first into a database that has none). */
export async function getActiveCatalogue(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
): Promise<CatalogueDocument> {
  const kysely = ctx.db.kysely;
  const known = activeByDb.get(kysely);
  const nowMs = Date.now();
  if (known && nowMs - known.checkedAt < CATALOGUE_RECHECK_MS) {
    const doc = documents.get(known.checksum);
    if (doc) return doc;
  }
  // The re-check tolerates a replica's lag (DATABASE_REPLICA_URLS): an import is seen there a
  // moment later, as other processes see it after their re-check. A replica without a catalogue
  // yet, and a database without one, are asked of the primary.
  const reads = lagTolerant(ctx.db).kysely;
  let checksum = (await repo.activeChecksum(reads)) ?? (await repo.activeChecksum(kysely));
  if (!checksum) {
    await ensureCatalogue(ctx);
    checksum = await repo.activeChecksum(kysely);
    if (!checksum) throw new Error('no active catalogue after loading the default one');
  }
  let doc = documents.get(checksum);
  if (!doc) {
    const row = (await repo.activeVersion(reads)) ?? (await repo.activeVersion(kysely));
    if (!row) throw new Error('the active catalogue disappeared');
    // Stored documents were validated at import; parsing again applies today's defaults.
    checksum = row.checksum;
    // Concurrent first reads share one parsed document.
    doc = documents.get(checksum) ?? catalogueDocument.parse(JSON.parse(row.document));
    remember(checksum, doc);
  }
  activeByDb.set(kysely, { checksum, checkedAt: nowMs });
  return doc;
}

/** The versions ever loaded, oldest first (operations, tests). */
export function catalogueVersions(db: Db) {
  return repo.listVersions(db.kysely);
}

/** GET PrdSelection/GetBusinessCategoryList */
export function businessCategories(doc: CatalogueDocument): { id: string; name: string }[] {
  return doc.businessCategories.map((c) => ({ id: c.id, name: c.name }));
}

/** At most this many yellow-page headings answer one GetYPH query. */
const MAX_YPH_RESULTS = 20;

/**
 * GET PrdSelection/GetYPH?q=: headings containing every word of the query (any case), those
 * starting with the query first. An empty query lists the first headings.
 */
export function yellowPageHeadings(doc: CatalogueDocument, q: string): string[] {
  const query = q.trim().toLowerCase();
  const words = query.split(/\s+/).filter(Boolean);
  const matches = doc.yellowPageHeadings.filter((h) => {
    const lower = h.toLowerCase();
    return words.every((w) => lower.includes(w));
  });
  const starts = matches.filter((h) => h.toLowerCase().startsWith(query));
  const rest = matches.filter((h) => !h.toLowerCase().startsWith(query));
  return [...starts, ...rest].slice(0, MAX_YPH_RESULTS);
}
