/**
 * The numbers of the voice lines (decision 011): the TN calls hold numbers of the cart's area
 * from the pool, lines keep the numbers the cart holds (or the customer's own, moved number),
 * and a line may only carry a number held for this cart.
 */
import { DEFAULT_LINE_COUNT } from '@bizline/domain/constants';
import { movedNumberProblem } from '@bizline/domain/cart/moved-number';
import type { CartSelections, TnResponse } from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { badRequest } from '../../http-errors';
import type { Session } from '../session/service';
import { heldNumbers, holdNumbers, poolNumbersAmong } from '../tn/service';
import { writeCart, type CartChange } from './change';
import { priceSelections } from './views';

export const voicePlanOf = (s: CartSelections) => s.bdv?.planId ?? s.phone?.planId ?? '';
export const voiceLinesOf = (s: CartSelections) => s.bdv?.lines ?? s.phone?.lines ?? [];

/** Lines keep their number while the cart holds it; the others get the next free held one. */
export function fitLines(selections: CartSelections, held: readonly string[]): CartSelections {
  const fit = <L extends { tn: string; moved?: boolean }>(lines: L[]): L[] => {
    const used = new Set(lines.map((l) => l.tn).filter((tn) => held.includes(tn)));
    const spare = held.filter((tn) => !used.has(tn));
    // A moved number (the customer's current one) stays on its line.
    return lines.map((l) =>
      l.moved || held.includes(l.tn) ? l : { ...l, tn: spare.shift() ?? '' },
    );
  };
  return {
    ...selections,
    phone: selections.phone && { ...selections.phone, lines: fit(selections.phone.lines) },
    bdv: selections.bdv && { ...selections.bdv, lines: fit(selections.bdv.lines) },
  };
}

/** Numbers put on lines must be numbers the cart holds (real inventory, decision 011). */
export async function checkLineNumbers(
  c: CartChange<unknown>,
  before: CartSelections,
  after: CartSelections,
) {
  const all = [...(after.phone?.lines ?? []), ...(after.bdv?.lines ?? [])];
  // No line takes a pool number (a cart without voice): nothing to read.
  const held = new Set(
    all.some((l) => l.tn && !l.moved) ? await heldNumbers(c.db, c.cart.cartId, c.now) : [],
  );
  const pool = await poolNumbersAmong(
    c.db,
    all.filter((l) => l.moved).map((l) => l.tn),
  );
  const check = (
    field: string,
    lines: { lineNo: number; tn: string; moved?: boolean }[] | undefined,
    old: { lineNo: number; tn: string }[] | undefined,
  ) => {
    const seen = new Set<string>();
    for (const line of lines ?? []) {
      if (line.moved) {
        // A number kept from another provider, not one of the pool's.
        const onOtherLine = all.filter((l) => l.tn === line.tn).length > 1;
        const problem = movedNumberProblem(line.tn, { inPool: pool.has(line.tn), onOtherLine });
        if (problem) throw badRequest(problem, field);
        continue;
      }
      if (line.tn && seen.has(line.tn)) {
        throw badRequest(`${field}: '${line.tn}' is already on another line`, field);
      }
      seen.add(line.tn);
      const unchanged = old?.some((o) => o.lineNo === line.lineNo && o.tn === line.tn);
      if (line.tn && !unchanged && !held.has(line.tn)) {
        throw badRequest(`${field}: '${line.tn}' is not a number held for this cart`, field);
      }
    }
  };
  check('PhoneLines', after.phone?.lines, before.phone?.lines);
  check('BdvPhoneLines', after.bdv?.lines, before.bdv?.lines);
}

/**
 * The TN calls (GetPreferredVoice, GetSABDVNumbers, RequestTNs, GetBDVTNs): the cart holds
 * `count` numbers of its area. When the pool cannot supply them nothing is held and the answer
 * is `failure` with an empty list (001 §8 BDVTNFail / RequestTNFail).
 */
export function requestNumbers(
  ctx: AppContext,
  session: Session,
  count: number | undefined,
  failure: 'BDVTNFail' | 'RequestTNFail',
  withPlanDetails: boolean,
): Promise<TnResponse> {
  return writeCart<TnResponse>(ctx, session, async (c) => {
    const wanted = count ?? Math.max(voiceLinesOf(c.cart.selections).length, DEFAULT_LINE_COUNT);
    const held = await holdNumbers(c.db, {
      cartId: c.cart.cartId,
      area: c.cart.row.tn_area,
      count: wanted,
      heldUntil: c.expiresAt,
      now: c.now,
    });
    if (held.length < wanted) return c.abort({ TNList: { TNObject: [] }, APIstatus: failure });
    const selections = fitLines(c.cart.selections, held);
    const productId = voicePlanOf(selections);
    return {
      selections,
      answer: {
        TNList: { TNObject: held.map((TN) => ({ TN, ProductID: productId })) },
        APIstatus: 'Success',
        ...(withPlanDetails
          ? { planDetails: priceSelections(c.doc, session, c.cart, selections) }
          : {}),
      },
    };
  });
}
