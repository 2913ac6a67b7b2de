/**
 * The quote-based (optix) checkout (issue 5, spec 002 §2-§5, §7) and the price quotes behind it:
 * what its routes, the CLI and the start-up seeding call. Each part lives in its own file, named
 * for it:
 *
 * - opened-quote.ts: opening a quote of the session's qualified address and its summary; the
 *   progress of the quote checkout lives in the session's data under `optix`;
 * - contact.ts: the contact of the quote order (OmniOLODetails);
 * - due-dates.ts: the install slots, the real calendar of the scheduling module;
 * - submit.ts: the order, created by the orders module (flow 'quote'), idempotently;
 * - import-quotes.ts: loading price quotes (`npm run quotes:import`) and the demo quotes.
 */
export { omniCartInfo, omniCartSummaryOf } from './opened-quote';
export { saveOloDetails } from './contact';
export { dueDatesByCoA, setDueDatesByCoA } from './due-dates';
export { submitQuotesOrder } from './submit';
export {
  formatQuoteProblem,
  importQuotes,
  parseQuoteDocument,
  seedDemoQuotesIfEmpty,
} from './import-quotes';
