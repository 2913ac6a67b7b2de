/**
 * The quote-based checkout calls (002 §7; paths and shapes in wire/checkout.ts CHECKOUT_CALLS).
 * Each answer is parsed with its schema, so the page only ever sees the documented shape.
 */
import type { z } from 'zod';
import {
  CHECKOUT_CALLS,
  IDEMPOTENCY_HEADER,
  omniCartInfoResponse,
  omniCartSummary,
  setDueDatesByCoAResponse,
  statusAnswer,
  submitQuotesOrderResponse,
  type omniOloDetailsRequest,
} from '@bizline/domain/wire/checkout';
import { DUE_DATE_ORDER_TYPE } from '@bizline/domain/constants';
import { mapQuoteDueDates, type QuoteDueDates } from '@bizline/domain/quote-due-dates';
import { api } from '../../shared/api/client';

const path = (call: { path: string }) => `/${call.path}`;

export type OmniCartInfo = z.infer<typeof omniCartInfoResponse>;
export type OmniCartSummary = z.infer<typeof omniCartSummary>;

/** POST Checkout/OmniCartInfo: open the quote (direct checkout, not yet confirmed). */
export async function fetchOmniCartInfo(quoteNumber: string): Promise<OmniCartInfo> {
  const res = await api.post<unknown>(path(CHECKOUT_CALLS.omniCartInfo), {
    PriceQuoteNumber: quoteNumber,
    IsDirectCheckout: 'Y',
    IsOrderConfirmed: 'N',
  });
  return omniCartInfoResponse.parse(res);
}

/** GET Checkout/OmniCartSummary */
export async function fetchOmniCartSummary(): Promise<OmniCartSummary> {
  return omniCartSummary.parse(await api.get<unknown>(path(CHECKOUT_CALLS.omniCartSummary)));
}

/** POST OmniOLODetails */
export async function postOloDetails(body: z.input<typeof omniOloDetailsRequest>) {
  return statusAnswer.parse(await api.post<unknown>(path(CHECKOUT_CALLS.omniOloDetails), body));
}

/** POST Checkout/GetDueDatesByCoA, mapped as 002 §3 says. */
export async function fetchQuoteDueDates(cartId: string): Promise<QuoteDueDates> {
  const raw = await api.post<unknown>(path(CHECKOUT_CALLS.dueDatesByCoA), {
    Client: 'SMB',
    SessionId: cartId,
    InstallationType: '',
  });
  return mapQuoteDueDates(raw);
}

/** POST Checkout/SetDueDatesByCoA: the raw answer (read with isQuoteReservationSuccess). */
export async function reserveQuoteSlot(cartId: string, dueDate: string, code: string) {
  const res = await api.post<unknown>(path(CHECKOUT_CALLS.setDueDatesByCoA), {
    client: 'SMB',
    sessionId: cartId,
    selectedDueDates: [{ orderType: DUE_DATE_ORDER_TYPE, dueDate, timeSlots: { code } }],
  });
  return setDueDatesByCoAResponse.parse(res);
}

/** POST Checkout/SubmitQuotesOrderByCoA with the page's one idempotency key. */
export async function submitQuotesOrder(idempotencyKey: string) {
  const res = await api.post<unknown>(
    path(CHECKOUT_CALLS.submitQuotesOrderByCoA),
    {},
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return submitQuotesOrderResponse.parse(res);
}
