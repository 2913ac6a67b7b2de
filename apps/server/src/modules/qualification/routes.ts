/**
 * Qualification calls: pending-order check, DoLoopQualification,
 * CheckAvailability and its quotes variant, qualification details, joint offer, wireless-offer
 * eligibility and e-mail pre-validation. Paths: packages/domain/src/wire/entry.ts.
 */
import {
  ENTRY_CALLS,
  availabilityRequest,
  availabilityResponse,
  doLoopQuery,
  emailPreValidationBody,
  emailPreValidationResponse,
  jointOfferQuery,
  jointOfferResponse,
  pendingOrderResponse,
  qualificationDetailsQuery,
  qualificationDetailsResponse,
  wirelessOfferEligibilityQuery,
  wirelessOfferEligibilityResponse,
} from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import { routeOptions, type ZodApp } from '../../zod-app';
import { funnelChannel } from '../funnel/record';
import { requireAccessToken } from '../session/plugin';
import { getActiveCatalogue } from '../catalogue/service';
import {
  emailPreValidation,
  hasPendingOrder,
  jointOffer,
  qualificationDetails,
  qualify,
  wirelessOfferEligibility,
  type QualifyCall,
} from './service';

const CALL_NAMES = {
  DoLoopQualification: 'doLoopQualification',
  CheckAvailability: 'checkAvailability',
  CheckAvailabilityWithQuotes: 'checkAvailabilityWithQuotes',
} as const satisfies Record<QualifyCall, keyof typeof ENTRY_CALLS>;

export async function qualificationRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const at = (call: { path: string }) => `${api}/${call.path}`;
  const tags = ['qualification'];
  const route = routeOptions(tags, requireAccessToken(ctx));

  app.post(
    at(ENTRY_CALLS.hasPendingOrder),
    route('Pending-order check (000 §4, §7): runs before the availability check', {
      body: availabilityRequest,
      response: { 200: pendingOrderResponse },
    }),
    async (request) => ({
      HasPendingOrder: await hasPendingOrder(ctx, request.session, request.body),
    }),
  );

  const availability = (call: QualifyCall, summary: string, withQuery = false) =>
    app.post(
      at(ENTRY_CALLS[CALL_NAMES[call]]),
      route(summary, {
        description:
          'Availability response of 000 §3 with every field present. Creates the cart id ' +
          '(LQPost.EPSessionID) on the session, or keeps it for the same address; records ' +
          'the attempt and the LQ_* analytics events. An unknown AddressID (or other id) is a ' +
          '400 naming it; an address text that matches nothing answers DefaultReg Y.',
        ...(withQuery ? { querystring: doLoopQuery } : {}),
        body: availabilityRequest,
        response: { 200: availabilityResponse },
      }),
      async (request) =>
        qualify(
          ctx,
          app.sessions,
          request.session,
          call,
          request.body,
          request.log,
          funnelChannel(request, request.session),
        ),
    );

  availability(
    'DoLoopQualification',
    'DoLoopQualification (000 §7; query BDVCETC=N, cetctest=N)',
    true,
  );
  availability('CheckAvailability', 'CheckAvailability (000 §7)');
  availability(
    'CheckAvailabilityWithQuotes',
    'Second availability variant (000 §4, §7): the same response, with VBMQuotes and joint offer',
  );

  app.get(
    at(ENTRY_CALLS.qualificationDetails),
    route('Qualification details by cid = EPSessionID (000 §7, 002 §7)', {
      description:
        "Only the session that owns the cart id gets it (404 otherwise). Retry 'Y' while the " +
        'qualification is still pending.',
      querystring: qualificationDetailsQuery,
      response: { 200: qualificationDetailsResponse },
    }),
    async (request) => qualificationDetails(ctx, request.session, request.query.cid),
  );

  app.get(
    at(ENTRY_CALLS.jointOffer),
    route('Joint offer by BTNumber (000 §7) for the qualified address', {
      querystring: jointOfferQuery,
      response: { 200: jointOfferResponse },
    }),
    async (request) =>
      jointOffer(request.session, request.query.BTNumber, await getActiveCatalogue(ctx)),
  );

  app.get(
    at(ENTRY_CALLS.wirelessOfferEligibility),
    route('Wireless-offer eligibility by BTN (000 §7, 002 §7; payload: decision 008)', {
      querystring: wirelessOfferEligibilityQuery,
      response: { 200: wirelessOfferEligibilityResponse },
    }),
    async (request) => wirelessOfferEligibility(ctx, request.session, request.query.BTN),
  );

  app.post(
    at(ENTRY_CALLS.emailPreValidation),
    {
      schema: {
        tags,
        summary: 'E-mail pre-validation (000 §7, 002 §7): Message SUCCESS when valid',
        body: emailPreValidationBody,
        response: { 200: emailPreValidationResponse },
      },
    },
    async (request) => emailPreValidation(request.body.email),
  );
}
