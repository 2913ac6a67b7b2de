/**
 * The price quotes a provider loads (docs/quote-format.md; `npm run quotes:import`), and the demo
 * quotes loaded at start-up.
 */
import fs from 'node:fs';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { fromRepoRoot } from '../../paths';
import * as repo from './repo';
import { quoteDocument, quoteEntry, type QuoteEntry } from './schemas';

export interface QuoteProblem {
  /** 1-based entry of the quotes list; null for the file as a whole. */
  entry: number | null;
  /** Line of the file (JSON syntax errors only). */
  line?: number;
  field: string;
  message: string;
}

export function formatQuoteProblem(p: QuoteProblem): string {
  const where = p.entry !== null ? `entry ${p.entry}` : p.line ? `line ${p.line}` : 'file';
  return `${where}: ${p.field}: ${p.message}`;
}

/**
 * The line of a JSON syntax error. Newer V8 says "position N"; Node 20 quotes the text around the
 * unexpected token instead ('Unexpected token 'o', ..."tes": [  oops"...'), which is found back.
 */
function lineOfSyntaxError(text: string, message: string): number | undefined {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  const position = /position (\d+)/.exec(message);
  if (position) return lineOf(Number(position[1]));
  const near = /Unexpected token '(.)', (\.\.\.)?"([\s\S]*?)(\.\.\.)?" is not valid JSON/.exec(
    message,
  );
  if (!near) return undefined;
  const [, token, cut, context] = near as unknown as [string, string, string | undefined, string];
  const at = text.indexOf(context);
  if (at < 0) return undefined;
  // V8 shows up to 10 characters before the token when it cut the start.
  const offset = context.indexOf(token!, cut ? Math.min(10, context.length - 1) : 0);
  return lineOf(at + Math.max(offset, 0));
}

/** Parse a quote document; every problem (entry-numbered) rather than the first one. */
export function parseQuoteDocument(
  text: string,
): { ok: true; quotes: QuoteEntry[] } | { ok: false; problems: QuoteProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    return {
      ok: false,
      problems: [{ entry: null, line: lineOfSyntaxError(text, message), field: 'json', message }],
    };
  }
  const doc = quoteDocument.safeParse(json);
  if (!doc.success) {
    return {
      ok: false,
      problems: [{ entry: null, field: 'quotes', message: 'must be a list of quotes' }],
    };
  }
  const problems: QuoteProblem[] = [];
  const quotes: QuoteEntry[] = [];
  const seen = new Map<string, number>();
  doc.data.quotes.forEach((raw, i) => {
    const parsed = quoteEntry.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({
          entry: i + 1,
          field: issue.path.map(String).join('.') || 'quote',
          message: issue.message,
        });
      }
      return;
    }
    const number = parsed.data.quoteNumber.toUpperCase();
    const first = seen.get(number);
    if (first !== undefined) {
      problems.push({
        entry: i + 1,
        field: 'quoteNumber',
        message: `${number} is already entry ${first}`,
      });
      return;
    }
    seen.set(number, i + 1);
    quotes.push({ ...parsed.data, quoteNumber: number, mon: parsed.data.mon.toUpperCase() });
  });
  return problems.length ? { ok: false, problems } : { ok: true, quotes };
}

/**
 * Load quotes, all or nothing: every address must exist in the footprint. A quote already
 * ordered stays 'ordered' (an order was made from it).
 */
export async function importQuotes(
  db: Db,
  quotes: QuoteEntry[],
  now = new Date(),
): Promise<
  | { ok: true; counts: { read: number; added: number; updated: number } }
  | { ok: false; problems: QuoteProblem[] }
> {
  const known = await repo.existingAddressIds(db.kysely, [
    ...new Set(quotes.map((q) => q.addressId)),
  ]);
  const problems = quotes.flatMap((q, i) =>
    known.has(q.addressId)
      ? []
      : [
          {
            entry: i + 1,
            field: 'addressId',
            message: `${q.addressId} is not an address of the footprint`,
          },
        ],
  );
  if (problems.length) return { ok: false, problems };
  const iso = now.toISOString();
  const counts = await inTransaction(db, async (trx) => {
    const existing = await repo.statusesOf(
      trx,
      quotes.map((q) => q.quoteNumber),
    );
    let added = 0;
    let updated = 0;
    for (const q of quotes) {
      const row = {
        quote_number: q.quoteNumber,
        address_id: q.addressId,
        mon: q.mon,
        status: existing.get(q.quoteNumber) === 'ordered' ? 'ordered' : q.status,
        summary: JSON.stringify({ ...q.summary, creditCheckStatus: q.creditCheckStatus }),
        expires_at: new Date(q.expiresAt).toISOString(),
        created_at: iso,
      };
      if (existing.has(q.quoteNumber)) {
        await repo.updateQuote(trx, row);
        updated++;
      } else {
        await repo.insertQuote(trx, row);
        added++;
      }
    }
    return { added, updated };
  });
  return { ok: true, counts: { read: quotes.length, ...counts } };
}

const DEMO_QUOTES_FILE = 'data/quotes/demo.json';

/** Start-up: load the demo quotes when there are none (after the demo footprint). */
export async function seedDemoQuotesIfEmpty(
  ctx: { db: Db; log: { info(obj: object, msg?: string): void } },
  file?: string,
): Promise<number> {
  if ((await repo.countQuotes(ctx.db.kysely)) > 0) return 0;
  const parsed = parseQuoteDocument(
    fs.readFileSync(file ?? fromRepoRoot(DEMO_QUOTES_FILE), 'utf8'),
  );
  if (!parsed.ok) throw new Error(parsed.problems.map(formatQuoteProblem).join('\n'));
  const result = await importQuotes(ctx.db, parsed.quotes);
  if (!result.ok) {
    // The demo quotes belong to the demo footprint: with another footprint (a provider's own,
    // a generated one for benchmarks) they have no address and are simply not loaded.
    if (result.problems.every((p) => p.field === 'addressId')) {
      ctx.log.info({}, 'demo price quotes not loaded: their addresses are not in the footprint');
      return 0;
    }
    throw new Error(result.problems.map(formatQuoteProblem).join('\n'));
  }
  ctx.log.info({ quotes: result.counts.added }, 'loaded the demo price quotes');
  return result.counts.added;
}
