/**
 * Follow-up requests of the entry stage: waitlist registrations ('Let me know when fiber
 * internet is available', 000 §2 screen 8) and call-back requests ('Talk to Us' on
 * /pending-order; 'I can't find my address'). Both are stored for the provider's staff.
 */
import { randomInt } from 'node:crypto';
import { digitsOnly } from '@bizline/domain/format';
import { CALLBACK_INITIAL } from '@bizline/domain/console/callbacks';
import type { RequestCallbackBody } from '@bizline/domain/wire/entry';
import type { Db } from '../../db/index';
import { inTransaction } from '../../db/transaction';
import { queueWebhookEvent } from '../webhooks/events';
import { normalizeText } from '../footprint/normalize';
import * as repo from './repo';

/** Crockford base32 (no I, L, O, U): references read out on the phone. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function newReference(prefix: string, length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${out}`;
}

export interface WaitlistValues {
  firstName: string;
  lastName: string;
  email: string;
  zipCode: string;
  mobileNum?: string;
  businessNum?: string;
  city: string;
  unit?: string;
  streetAddress: string;
  checkBox: boolean;
}

/** One registration per e-mail (any case) and address (normalised street, unit and ZIP). */
function registrationKeys(v: Pick<WaitlistValues, 'email' | 'streetAddress' | 'unit' | 'zipCode'>) {
  return {
    email_key: v.email.trim().toLowerCase(),
    address_key: normalizeText(`${v.streetAddress} ${v.unit ?? ''} ${v.zipCode}`),
  };
}

const optionalDigits = (v: string | undefined) => (v && digitsOnly(v)) || null;

export async function registerWaitlist(
  db: Db,
  values: WaitlistValues,
  sessionId: string | null,
): Promise<{ registrationId: string; alreadyRegistered: boolean }> {
  const row = {
    id: newReference('WL', 10),
    ...registrationKeys(values),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    zip: values.zipCode.trim(),
    mobile_num: optionalDigits(values.mobileNum),
    business_num: optionalDigits(values.businessNum),
    city: values.city.trim(),
    unit: values.unit?.trim() || null,
    street_address: values.streetAddress.trim(),
    consent: values.checkBox ? 1 : 0,
    session_id: sessionId,
    created_at: new Date().toISOString(),
  };
  // The registration and its waitlist.registered webhook are kept together, or neither.
  const { id, created } = await inTransaction(db, async (trx) => {
    const result = await repo.insertRegistration(trx, row);
    if (!result.created) return result;
    const data = {
      registrationId: result.id,
      contact: {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.mobile_num,
      },
      businessPhone: row.business_num,
      streetAddress: row.street_address,
      unit: row.unit,
      city: row.city,
      zipCode: row.zip,
      consent: values.checkBox,
      registeredAt: row.created_at,
    };
    await queueWebhookEvent(trx, 'waitlist.registered', data, `waitlist:${result.id}`);
    return result;
  });
  return { registrationId: id, alreadyRegistered: !created };
}

export type CallbackValues = Required<Pick<RequestCallbackBody, 'reason' | 'phone'>> &
  Pick<RequestCallbackBody, 'name' | 'addressText' | 'preferredTime' | 'cartId'>;

export async function requestCallback(
  db: Db,
  values: CallbackValues,
  session: { id: string; cartId?: string } | null,
): Promise<string> {
  const reference = newReference('CB');
  const row = {
    reference,
    reason: values.reason,
    name: values.name?.trim() || null,
    phone: digitsOnly(values.phone),
    address_text: values.addressText?.trim() || null,
    preferred_time: values.preferredTime?.trim() || null,
    cart_id: values.cartId?.trim() || session?.cartId || null,
    session_id: session?.id ?? null,
    // The console's queue starts here (issue 14).
    status: CALLBACK_INITIAL,
    created_at: new Date().toISOString(),
  };
  // The request and its callback.requested webhook are kept together, or neither.
  await inTransaction(db, async (trx) => {
    await repo.insertCallback(trx, row);
    const data = {
      reference,
      reason: row.reason,
      name: row.name,
      phone: row.phone,
      addressText: row.address_text,
      preferredTime: row.preferred_time,
      requestedAt: row.created_at,
    };
    await queueWebhookEvent(trx, 'callback.requested', data, `callback:${reference}`);
  });
  return reference;
}
