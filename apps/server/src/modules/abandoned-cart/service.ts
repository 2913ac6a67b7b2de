/**
 * The internal abandoned-cart generator. Each bulk row gets its own
 * server-side session (so its cart belongs to a real EPSessionID), is qualified like the address
 * page would, filled per 002 §6 through the same cart functions the API uses, and saved as a
 * saved cart whose link is e-mailed to the target e-mail. Rows run one after the other; a failing
 * row is reported and the next one goes on.
 */
import { routerTypeOf } from '@bizline/domain/catalogue/rules';
import { CONTRACT } from '@bizline/domain/constants';
import {
  type AbandonedCartResult,
  type AbandonedCartRowParsed,
} from '@bizline/domain/wire/abandoned-cart';
import { availabilityRequest, type AvailabilityResponse } from '@bizline/domain/wire/entry';
import type { BundleInfoResponse, BundlePtype, ContractValue } from '@bizline/domain/wire/cart';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-errors';
import { selectBundle, updateModels } from '../cart/service';
import type { AuditActor } from '../audit/service';
import { qualify } from '../qualification/service';
import { retrievalLink, saveCart } from '../saved-cart/service';
import type { Session, SessionService } from '../session/service';

/** Row columns by the qualification request field they fill, for readable row messages. */
const ROW_FIELD_OF: Record<string, string> = {
  AddressID: 'addressID',
  zipCode: 'zipCode',
  streetAddress: 'street',
  city: 'city',
  state: 'state',
  TelephNoLQ: 'phoneNumber',
  EmailLQ: 'email',
};

class RowError extends Error {}

/** An API error in the row's words: 'AddressID: ...' becomes 'addressID: ...'. */
function rowMessage(err: HttpError): string {
  const field = err.details.field;
  const column = field ? ROW_FIELD_OF[field] : undefined;
  return column && err.message.startsWith(`${field}:`)
    ? `${column}${err.message.slice(field!.length)}`
    : err.message;
}

function availabilityRequestOf(row: AbandonedCartRowParsed) {
  const parsed = availabilityRequest.safeParse({
    zipCode: row.zipCode,
    ...(row.addressID ? { AddressID: row.addressID } : { streetAddress: row.street }),
    ...(row.city ? { city: row.city } : {}),
    ...(row.state ? { state: row.state } : {}),
    ...(row.phoneNumber ? { TelephNoLQ: row.phoneNumber } : {}),
    ...(row.email ? { EmailLQ: row.email } : {}),
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = String(issue.path[0] ?? '');
  const field = ROW_FIELD_OF[key] ?? (key || 'row');
  // Without an address id the street is what is missing.
  const named = field === 'addressID' && !row.addressID ? 'street' : field;
  throw new RowError(`${named}: ${issue.message}`);
}

async function reload(sessions: SessionService, secret: string): Promise<Session> {
  const session = await sessions.find(secret);
  if (!session) throw new Error('the row session vanished');
  return session;
}

/** One bundle step; a 'Fail' answer or a failed number hold fails the row. */
async function addBundle(
  ctx: AppContext,
  session: Session,
  ptype: BundlePtype,
  contract?: ContractValue,
): Promise<Extract<BundleInfoResponse, { data: 'SUCCESS' }>> {
  const answer = await selectBundle(ctx, session, { ptype, contract });
  if (answer.data !== 'SUCCESS') throw new RowError(answer.message);
  if (answer.EnabledFIOSBDVFailed === 'Y') {
    throw new RowError('No telephone numbers are available for this address');
  }
  return answer;
}

/** The recommended rent router of the internet just added. */
async function addRouter(
  ctx: AppContext,
  session: Session,
  answer: Extract<BundleInfoResponse, { data: 'SUCCESS' }>,
  type: 'FIOSDATA' | 'HSIDATA',
): Promise<void> {
  const router =
    answer.Routers.find((r) => r.IsRecomd === 'Y' && routerTypeOf(r.PrdName) === 'rent') ??
    answer.Routers.find((r) => routerTypeOf(r.PrdName) === 'rent');
  if (!router) return;
  await updateModels(ctx, session, [
    {
      update: { type, model: { RouterSelection: { NewID: router.PrdID, OldID: '' } } },
      prefix: '',
    },
  ]);
}

/** Fill the cart per 002 §6; what was added, for the results table. */
async function fill(
  ctx: AppContext,
  session: Session,
  lq: AvailabilityResponse['LQPost'],
): Promise<string> {
  if (lq.FiOSDataStatus === 'Y') {
    await addRouter(ctx, session, await addBundle(ctx, session, 'data'), 'FIOSDATA');
    return 'Fiber internet with router';
  }
  if (lq.PhoneStatus === 'Y') {
    if (lq.HSIStatus === 'Y') {
      await addBundle(ctx, session, 'phone');
      await addRouter(ctx, session, await addBundle(ctx, session, 'hsi'), 'HSIDATA');
      return 'Standard voice and high-speed internet with router';
    }
    if (lq.bdvStatus === 'Y') {
      // Business voice alone is sold on a two-year contract; the catalogue has no
      // bundle of standard and business voice together, so business voice takes its place.
      await addBundle(ctx, session, 'bdv', CONTRACT.twoYears);
      return 'Business Digital Voice, two-year contract';
    }
    await addBundle(ctx, session, 'phone');
    return 'Standard voice';
  }
  throw new RowError('Neither fiber internet nor phone is available at this address');
}

async function generateOne(
  ctx: AppContext,
  sessions: SessionService,
  row: AbandonedCartRowParsed,
  targetEmail: string,
  actor: AuditActor,
): Promise<AbandonedCartResult> {
  const req = availabilityRequestOf(row);
  const { secret, session: fresh } = await sessions.create();
  const answer = await qualify(ctx, sessions, fresh, 'CheckAvailability', req, ctx.log);
  if (!answer.LQPost.EPSessionID) {
    throw new RowError(
      answer.HasMultipleAddress === 'Y'
        ? 'Several addresses match: give the address id'
        : 'The address was not found',
    );
  }
  const session = await reload(sessions, secret);
  const added = await fill(ctx, session, answer.LQPost);
  const saved = await saveCart(ctx, sessions, session, {
    email: targetEmail,
    comments: '',
    rating: null,
    reminders: false,
    lastPage: 'customize',
    audit: { actor, action: 'saved-cart.abandoned-cart' },
  });
  return {
    row: row.row,
    status: 'saved',
    message: added,
    scartid: saved.scartid,
    link: retrievalLink(ctx, saved.scartid),
  };
}

/** AbandonedCart/Generate: every row in order; a failed row does not stop the others. */
export async function generateAbandonedCarts(
  ctx: AppContext,
  sessions: SessionService,
  input: { targetEmail: string; rows: AbandonedCartRowParsed[] },
  actor: AuditActor,
): Promise<AbandonedCartResult[]> {
  const results: AbandonedCartResult[] = [];
  for (const row of input.rows) {
    try {
      results.push(await generateOne(ctx, sessions, row, input.targetEmail, actor));
    } catch (err) {
      if (!(err instanceof RowError || err instanceof HttpError)) {
        ctx.log.error({ err, row: row.row }, 'abandoned-cart row failed');
      }
      const message =
        err instanceof RowError
          ? err.message
          : err instanceof HttpError
            ? rowMessage(err)
            : 'The cart could not be created';
      results.push({ row: row.row, status: 'failed', message, scartid: '', link: '' });
    }
  }
  return results;
}
