/**
 * Staff access for other modules: `requireStaff(ctx, roles?)` is a preValidation hook (401 when
 * nobody is signed in, 403 for a role not listed; an admin passes every check) and `currentStaff(request)` is the signed-in
 * account or null. The session keeps only `staffId` and the password's stamp; the account is read
 * from the database once per request, so a removed or disabled account, a changed role or a new
 * password takes effect at once.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleAllows } from '@bizline/domain/console/access';
import { STAFF_MESSAGES, type StaffRole } from '@bizline/domain/wire/staff';
import type { AppContext } from '../../context';
import type { AuditActor } from '../audit/service';
import { errorBody } from '../../http-errors';
import { currentSession } from '../session/plugin';
import type { StaffMember } from './service';

/** Session data key of the signed-in account's id. */
export const STAFF_SESSION_KEY = 'staffId';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved staff account, cached for the request (undefined = not looked up yet). */
    bizStaff: StaffMember | null | undefined;
  }
  interface FastifyInstance {
    staffLookup: (id: number) => Promise<StaffMember | null>;
  }
}

export async function currentStaff(request: FastifyRequest): Promise<StaffMember | null> {
  if (request.bizStaff === undefined) {
    const session = await currentSession(request);
    const id = session?.data[STAFF_SESSION_KEY];
    const staff =
      typeof id === 'number' && Number.isInteger(id) ? await request.server.staffLookup(id) : null;
    // A new password (an admin's reset) ends the sessions signed in with the old one.
    request.bizStaff = staff && session?.data.staffStamp === staff.stamp ? staff : null;
  }
  return request.bizStaff;
}

/** The signed-in staff member as the author of a change (after requireStaff): for recordAudit. */
export async function staffActor(request: FastifyRequest): Promise<AuditActor> {
  const staff = await currentStaff(request);
  if (!staff) throw new Error('staffActor without a signed-in staff member');
  return { id: staff.id, email: staff.email };
}

export function requireStaff(
  ctx: AppContext,
  roles?: readonly StaffRole[],
): preHandlerAsyncHookHandler {
  return async function checkStaff(request, reply) {
    const staff = await currentStaff(request);
    if (!staff) {
      return reply
        .status(401)
        .send(errorBody(STAFF_MESSAGES.notSignedIn, { code: 'STAFF_SIGN_IN_REQUIRED' }));
    }
    if (!roleAllows(staff.role, roles)) {
      ctx.log.info({ staffId: staff.id, role: staff.role, url: request.url }, 'staff role refused');
      return reply.status(403).send(errorBody(STAFF_MESSAGES.wrongRole, { code: 'FORBIDDEN' }));
    }
  };
}
