/**
 * Installation calls of spec 002 §7 (CHECKOUT_CALLS: GetDueDateDetails, GenerateSelfInstallment,
 * SetDueDate, SetCovid19QuestionValue). Thin: each handler calls one service function. Every
 * call needs the Bearer token and acts on the session's cart; form posts accept form or JSON.
 * docs/api.md lists them; decisions in docs/decisions/013-install-slots-and-orders.md.
 */
import {
  CHECKOUT_CALLS,
  covidQuestionRequest,
  dueDateAnswer,
  generateSelfInstallmentRequest,
  setDueDateRequest,
  setDueDateResponse,
  statusAnswer,
} from '@bizline/domain/wire/checkout';
import type { AppContext } from '../../context';
import { routeOptions, type ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import { chooseInstallType, dueDateDetails, setCovidAnswer, setDueDate } from './checkout-steps';

export async function schedulingRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const route = routeOptions(['checkout: installation'], [requireAccessToken(ctx)]);

  app.get(
    at(CHECKOUT_CALLS.dueDateDetails),
    route('Classic due dates (002 §3): DueDates, DueDateIntervals, appointmentCode as JSON text', {
      description:
        "Bookable dates and intervals of the cart's area for the chosen install type (technician " +
        'by default), with how many visits each interval still has.',
      response: { 200: dueDateAnswer },
    }),
    async (request) => dueDateDetails(ctx, request.session),
  );

  app.post(
    at(CHECKOUT_CALLS.generateSelfInstallment),
    route('Choose self or technician install (isSelfInstall / isTechInstall): its due dates', {
      description:
        'Exactly one of the two must be Y (400 otherwise). Changing the type releases the held slot.',
      body: generateSelfInstallmentRequest,
      response: { 200: dueDateAnswer },
    }),
    async (request) => chooseInstallType(ctx, request.session, request.body),
  );

  app.post(
    at(CHECKOUT_CALLS.setDueDate),
    route('Hold an install slot for the cart (SetDueDate): Status SUCCESS or FAIL', {
      description:
        'Holds the slot for 15 minutes (submitting confirms it); a cart holds one slot. A full or ' +
        "unknown slot answers Status 'FAIL' with 'Selected Slot in the given Due Date is not " +
        "available.  Please select other Slot/Date'. 409 before installments are saved.",
      body: setDueDateRequest,
      response: { 200: setDueDateResponse },
    }),
    async (request) => setDueDate(ctx, request.session, request.body),
  );

  app.post(
    at(CHECKOUT_CALLS.covidQuestion),
    route('Installation questionnaire answer (SetCovid19QuestionValue): Y or N', {
      body: covidQuestionRequest,
      response: { 200: statusAnswer },
    }),
    async (request) => setCovidAnswer(ctx, request.session, request.body.answer),
  );
}
