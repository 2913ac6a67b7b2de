/**
 * Qualification: resolves the requested address in the
 * footprint (through the address service), answers the availability response, keeps the cart
 * id (EPSessionID) on the visitor session, records every attempt and its analytics events.
 * Decisions: docs/decisions/008-entry-stage-api.md.
 */
import { randomBytes } from 'node:crypto';
import { funnelOutcomeOf, type FunnelChannel } from '@bizline/domain/funnel';
import type { FastifyBaseLogger } from 'fastify';
import { UNIT_SPECIAL_CHOICES } from '@bizline/domain/constants';
import { ERROR_MESSAGES } from '@bizline/domain/errors';
import { matchKey } from '@bizline/domain/format';
import { validateEmail } from '@bizline/domain/validators/email';
import type { CatalogueDocument } from '@bizline/domain/catalogue/schema';
import type {
  AvailabilityRequestParsed,
  AvailabilityResponse,
  EmailPreValidationResponse,
  JointOfferResponse,
  QualificationDetailsResponse,
  WirelessOfferEligibilityResponse,
} from '@bizline/domain/wire/entry';
import type { AppContext } from '../../context';
import { writeTogether } from '../../db/transaction';
import { badRequest, notFound } from '../../http-errors';
import {
  buildingsAtSameAddress,
  findUnit,
  formatAddress,
  getAddress,
  isBuilding,
  quotesOf,
  requireAddress,
  resolveTypedAddress,
  toSuggestions,
  unitCount,
  type FootprintAddress,
} from '../address/service';
import { getActiveCatalogue } from '../catalogue/service';
import { eventRecords } from '../events/service';
import type { SessionPatch } from '../session/data';
import type { Session, SessionService } from '../session/service';
import {
  buildAvailability,
  jointOfferFor,
  outcomeEvents,
  outcomeFlags,
  outcomeLabel,
} from './outcome';
import { qualificationOutcomes } from '../../observability/metrics';
import { WIRELESS_OFFERS } from './plans';
import { checkRecord } from '../funnel/record';
import * as repo from './repo';

export type QualifyCall =
  'DoLoopQualification' | 'CheckAvailability' | 'CheckAvailabilityWithQuotes';

function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

function newAttemptId(): string {
  return randomBytes(16).toString('hex');
}

function isSpecialUnitChoice(unit: string): boolean {
  const key = matchKey(unit);
  return UNIT_SPECIAL_CHOICES.some((c) => matchKey(c) === key);
}

interface Resolution {
  /** The address qualified; null when the text matched nothing in the footprint. */
  target: FootprintAddress | null;
  building: FootprintAddress | null;
  /** Buildings to choose from (HasMultipleAddress), [] when one address was resolved. */
  choices: FootprintAddress[];
  /** What was asked, for the attempt record (ids or address text; no contact data). */
  requestText: string;
}

function typedStreet(req: AvailabilityRequestParsed): string {
  if (req.houseNumber?.trim() && req.streetName?.trim()) {
    return `${req.houseNumber.trim()} ${req.streetName.trim()}`;
  }
  return (req.streetAddress?.trim() || req.streetTerm?.trim()) ?? '';
}

/** Find the address a qualification-style request designates (see availabilityRequest). */
async function resolve(
  ctx: AppContext,
  session: Session,
  req: AvailabilityRequestParsed,
): Promise<Resolution> {
  const db = ctx.db;
  let target: FootprintAddress | null = null;
  let candidates: FootprintAddress[] = [];
  let requestText: string;

  const byId: [string | undefined, string][] = [
    [req.SublocationId, 'SublocationId'],
    [req.AddressID, 'AddressID'],
    [req.BaseAddressID, 'BaseAddressID'],
    [req.BaselocationId, 'BaselocationId'],
  ];
  const given = byId.find(([id]) => id);
  if (given) {
    target = await requireAddress(db, given[0]!, given[1]);
    requestText = `${given[1]}=${given[0]}`;
  } else {
    const text = typedStreet(req);
    requestText = `${text} ${req.zipCode}`;
    candidates = await resolveTypedAddress(db, req.zipCode, text);
    target = candidates[0] ?? null;
    if (candidates.length > 1) {
      return { target, building: target, choices: candidates, requestText };
    }
  }
  if (!target) return { target: null, building: null, choices: [], requestText };

  // A unit named with a building: qualify that unit (its own flags).
  const unit = req.unit?.trim();
  if (isBuilding(target) && unit && !isSpecialUnitChoice(unit)) {
    const row = await findUnit(db, target.address_id, unit);
    if (row) {
      target = row;
      requestText += ` unit=${unit}`;
    } else if ((await unitCount(db, target.address_id)) > 0) {
      throw badRequest(`unit: ${ERROR_MESSAGES.unitInvalid}`, 'unit');
    }
  }
  const building = isBuilding(target)
    ? target
    : ((await getAddress(db, target.base_address_id)) ?? target);

  // Several buildings at the same house number, street and ZIP: the visitor chooses, unless
  // this qualification is that choice (one of the buildings the chooser offered).
  let choices: FootprintAddress[] = [];
  if (isBuilding(target)) {
    const same = await buildingsAtSameAddress(db, target);
    const offered = session.data.addressChoices ?? [];
    if (same.length > 1 && !offered.includes(target.address_id)) choices = same;
  }
  return { target, building, choices, requestText };
}

/**
 * DoLoopQualification / CheckAvailability / CheckAvailabilityWithQuotes: the availability
 * response of the requested address. Creates or reuses the cart id: the same address keeps the
 * session's cart, another address restarts it (001 'Change address': "restart the cart").
 */
export async function qualify(
  ctx: AppContext,
  sessions: SessionService,
  session: Session,
  call: QualifyCall,
  req: AvailabilityRequestParsed,
  log: FastifyBaseLogger,
  /** The funnel's channel of a storefront check; absent: not a visitor's check (not counted). */
  channel?: FunnelChannel,
): Promise<AvailabilityResponse> {
  const db = ctx.db;
  const { target, building, choices, requestText } = await resolve(ctx, session, req);
  const data = session.data;
  const found = target !== null && choices.length === 0;
  const cartId = !found
    ? ''
    : data.cartId && data.cartAddressId === target.address_id
      ? data.cartId
      : newCartId();
  const attemptId = newAttemptId();
  const quotes = target ? await quotesOf(db, [target.address_id, target.base_address_id]) : [];
  const response = buildAvailability({
    catalogue: await getActiveCatalogue(ctx),
    target,
    building,
    addressText: target ? formatAddress(target) : typedStreet(req),
    addressList: choices.length ? await toSuggestions(db, choices) : [],
    quotes,
    cartId,
    attemptId,
    guid: req.GUID ?? '',
    wirelessSiteUrl: ctx.config.brand.wirelessSiteUrl,
    liveChat: Boolean(ctx.config.brand.chatUrl),
    skipPendingOrder: req.SkipPendingOrderFlag === 'Y',
  });

  const patch: SessionPatch = {};
  if (choices.length) patch.addressChoices = choices.map((c) => c.address_id);
  else if (!building || !data.addressChoices?.includes(building.address_id))
    patch.addressChoices = undefined;
  if (found) {
    patch.cartId = cartId;
    patch.cartAddressId = target.address_id;
    patch.lq = {
      addressId: target.address_id,
      baseAddressId: target.base_address_id,
      fiber: response.LQPost.FiOSDataStatus,
    };
    if (req.TelephNoLQ || req.EmailLQ) {
      patch.lqContact = { phone: req.TelephNoLQ ?? '', email: req.EmailLQ ?? '' };
    }
  }
  const changed = Object.entries(patch).some(
    ([key, value]) => JSON.stringify(data[key as keyof SessionPatch]) !== JSON.stringify(value),
  );

  // The session, the attempt and its analytics events written together: one statement on
  // PostgreSQL, one transaction on SQLite (writeTogether), not a commit each.
  const sessionWrite = changed ? sessions.patched(session, patch).write : null;
  const flags = outcomeFlags(response);
  const logs = JSON.stringify({ call, attemptId, cartId, found, ...flags });
  const now = new Date().toISOString();
  await writeTogether(db, (executor) => [
    sessionWrite && sessionWrite(executor),
    repo.attemptInsert(executor, {
      id: attemptId,
      session_id: session.id,
      cart_id: cartId || null,
      call,
      address_id: target?.address_id ?? null,
      base_address_id: target?.base_address_id ?? null,
      zip: req.zipCode,
      request_text: requestText.slice(0, 500),
      status: 'done',
      response: JSON.stringify(response),
      created_at: now,
      updated_at: now,
    }),
    channel
      ? checkRecord(executor, {
          at: now,
          outcome: funnelOutcomeOf(response, found, choices.length > 0),
          channel,
          cartId,
        })
      : null,
    eventRecords(
      executor,
      outcomeEvents(response, found).map((eventName) => ({
        eventType: 'LQ',
        eventName,
        sectionName: 'qualification',
        pageName: call,
        logs,
      })),
      session.id,
    ),
  ]);
  log.info({ lq: { call, attemptId, found, ...flags } }, 'qualification outcome');
  qualificationOutcomes.inc({ outcome: outcomeLabel(response, found, choices.length > 0) });
  return response;
}

/**
 * The availability answer a footprint address gets, as DoLoopQualification would give it to a
 * new visitor, without opening a cart or recording an attempt: the bulk tool shows it, so the
 * bulk results and the address page agree for the same address.
 */
export async function previewAvailability(
  ctx: AppContext,
  target: FootprintAddress,
): Promise<AvailabilityResponse> {
  const db = ctx.db;
  const building = isBuilding(target)
    ? target
    : ((await getAddress(db, target.base_address_id)) ?? target);
  const same = isBuilding(target) ? await buildingsAtSameAddress(db, target) : [];
  return buildAvailability({
    catalogue: await getActiveCatalogue(ctx),
    target,
    building,
    addressText: formatAddress(target),
    addressList: same.length > 1 ? await toSuggestions(db, same) : [],
    quotes: await quotesOf(db, [target.address_id, target.base_address_id]),
    cartId: '',
    attemptId: '',
    guid: '',
    wirelessSiteUrl: ctx.config.brand.wirelessSiteUrl,
    liveChat: Boolean(ctx.config.brand.chatUrl),
    skipPendingOrder: false,
  });
}

/** Qualify/HasPendingOrder: whether the requested address has a pending order. */
export async function hasPendingOrder(
  ctx: AppContext,
  session: Session,
  req: AvailabilityRequestParsed,
): Promise<'Y' | 'N'> {
  const { target } = await resolve(ctx, session, req);
  return target?.pending_order === 'Y' ? 'Y' : 'N';
}

/**
 * Qualify/GetQualificationDetails: the latest qualification of a cart id of this session.
 * Retry Y while it is pending (an adapter for a provider's slow backend records the attempt as
 * pending and completes it later; the built-in footprint answers at once).
 */
export async function qualificationDetails(
  ctx: AppContext,
  session: Session,
  cid: string,
): Promise<QualificationDetailsResponse> {
  const row = await repo.findLatestAttemptOfCart(ctx.db.kysely, cid, session.id);
  if (!row) throw notFound('cid: no qualification was found for this cart id', 'cid');
  if (row.status === 'pending' || !row.response) {
    return { DoLoopResponse: null, Retry: row.status === 'pending' ? 'Y' : 'N', jointoffer: null };
  }
  const saved = JSON.parse(row.response) as AvailabilityResponse;
  return {
    DoLoopResponse: { LQPost: saved.LQPost, DataInfo: saved.DataInfo },
    Retry: 'N',
    jointoffer: saved.jointoffer,
  };
}

/** Qualify/GetJointOffer: the joint offer of the session's qualified address, while it runs. */
export function jointOffer(
  session: Session,
  btNumber: string,
  doc: Pick<CatalogueDocument, 'offers'>,
  now: Date = new Date(),
): JointOfferResponse {
  return {
    BTNumber: btNumber,
    ...jointOfferFor(session.data.lq?.fiber === 'Y', doc, now),
  };
}

/** Checkout/GetVZWOfferEligibility (payload designed by bizline: decision 008). */
export function wirelessOfferEligibility(
  ctx: AppContext,
  session: Session,
  btn: string,
): WirelessOfferEligibilityResponse {
  if (!ctx.config.features.wirelessOfferEligibility) {
    return { BTN: btn, Eligible: 'N', Offers: [], Reason: 'FEATURE_OFF' };
  }
  if (session.data.lq?.fiber !== 'Y') {
    return { BTN: btn, Eligible: 'N', Offers: [], Reason: 'NOT_QUALIFIED' };
  }
  return { BTN: btn, Eligible: 'Y', Offers: WIRELESS_OFFERS.map((o) => ({ ...o })), Reason: '' };
}

/** Qualify/EmailPreValidation: the address page's e-mail rules, on the address as typed. */
export function emailPreValidation(email: string): EmailPreValidationResponse {
  const reason = validateEmail(email);
  return reason ? { Message: 'INVALID', reason } : { Message: 'SUCCESS' };
}
