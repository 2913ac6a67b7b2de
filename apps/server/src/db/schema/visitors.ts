/**
 * Tables of a visitor's first steps: qualification attempts, used captchas, waitlist
 * registrations and call-back requests.
 * Conventions: ../schema.ts.
 */
import type { Generated } from 'kysely';

/** One qualification (availability) attempt of a visitor session (migration 003). */
export interface QualificationAttemptsTable {
  /** Random public id: the availability response's sessionId. */
  id: string;
  session_id: string;
  /** EPSessionID (the cart id); null when no single footprint address was resolved. */
  cart_id: string | null;
  /** 'DoLoopQualification' | 'CheckAvailability' | 'CheckAvailabilityWithQuotes'. */
  call: string;
  address_id: string | null;
  base_address_id: string | null;
  zip: string;
  /** The address asked for (ids or text); never the visitor's phone or e-mail. */
  request_text: string;
  /** 'pending' while a slow backend is still answering; 'done' with the response. */
  status: 'pending' | 'done' | 'failed';
  /** The availability response (JSON) once done. */
  response: string | null;
  created_at: string;
  updated_at: string;
}

/** Captcha challenges already used (single use until they expire). */
export interface CaptchaUsedTable {
  salt_hash: string;
  expires_at: string;
}

/** Waitlist registrations (000 §2 screen 8); one per e-mail and address. */
export interface WaitlistRegistrationsTable {
  id: string;
  email_key: string;
  address_key: string;
  first_name: string;
  last_name: string;
  email: string;
  zip: string;
  mobile_num: string | null;
  business_num: string | null;
  city: string;
  unit: string | null;
  street_address: string;
  /** The notify-consent checkbox (0/1). */
  consent: number;
  session_id: string | null;
  created_at: string;
}

/** Call-back requests ('Talk to Us' on /pending-order, 'I can't find my address'). */
export interface CallbackRequestsTable {
  reference: string;
  reason: string;
  name: string | null;
  phone: string;
  address_text: string | null;
  preferred_time: string | null;
  cart_id: string | null;
  session_id: string | null;
  /** 'requested' -> 'contacted' -> 'closed' (migration 013; domain console/callbacks.ts). */
  status: Generated<string>;
  created_at: string;
  /** The last move (migration 013); null until staff move it. */
  updated_at: Generated<string | null>;
}
