/**
 * Waitlist registrations in the console (issue 14): filters (registered between two days, ZIP,
 * a name, e-mail or street), paging, and a CSV export of everything the filters select with
 * formula-like cells neutralized (packages/domain/src/console/csv.ts).
 */
import { toCsv } from '@bizline/domain/console/csv';
import type {
  ConsoleRegistration,
  WaitlistAnswer,
  WaitlistQueryParsed,
} from '@bizline/domain/wire/console/work';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as repo from './repo';
import { consoleList } from '../../db/paging';

/** Most rows one export holds. */
const WAITLIST_EXPORT_MAX = 100_000;

type Row = Awaited<ReturnType<typeof repo.listWaitlist>>[number];

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

function filters(q: WaitlistQueryParsed): repo.WaitlistFilters {
  return {
    from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
    to: q.to ? nextDay(q.to) : undefined,
    zip: q.zip || undefined,
    q: q.q?.toLowerCase() || undefined,
  };
}

function view(r: Row): ConsoleRegistration {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    mobile: r.mobile_num,
    businessPhone: r.business_num,
    streetAddress: r.street_address,
    unit: r.unit,
    city: r.city,
    zip: r.zip,
    consent: Number(r.consent) === 1,
    createdAt: r.created_at,
  };
}

export const listWaitlist = consoleList(
  (db, q: WaitlistQueryParsed, offset, limit) => repo.listWaitlist(db, filters(q), offset, limit),
  (rows): Pick<WaitlistAnswer, 'registrations'> => ({ registrations: rows.map(view) }),
);

const WAITLIST_CSV_HEADER = [
  'Registered',
  'First name',
  'Last name',
  'Email',
  'Mobile',
  'Business phone',
  'Street address',
  'Unit',
  'City',
  'ZIP',
  'Notify consent',
] as const;

export async function waitlistCsv(db: Kysely<Database>, q: WaitlistQueryParsed): Promise<string> {
  const rows = (await repo.exportWaitlist(db, filters(q), WAITLIST_EXPORT_MAX)).map(view);
  return toCsv(
    WAITLIST_CSV_HEADER,
    rows.map((r) => [
      r.createdAt,
      r.firstName,
      r.lastName,
      r.email,
      r.mobile,
      r.businessPhone,
      r.streetAddress,
      r.unit,
      r.city,
      r.zip,
      r.consent ? 'yes' : 'no',
    ]),
  );
}
