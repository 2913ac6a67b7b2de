/** Staff/SignIn, Staff/SignOut, Staff/Me and Staff/Outbox (issue 6; decision 015). */
import {
  STAFF_CALLS,
  STAFF_MESSAGES,
  staffOutboxQuery,
  staffOutboxResponse,
  staffSignInBody,
  staffSignInResponse,
  staffSignOutResponse,
  type StaffAccount,
} from '@bizline/domain/wire/staff';
import type { ZodApp } from '../../zod-app';
import type { AppContext } from '../../context';
import { HttpError } from '../../http-errors';
import { currentSession, ensureSession, rotateSession } from '../session/plugin';
import { staffCalls } from './console-calls';
import { STAFF_SESSION_KEY, currentStaff } from './plugin';
import { findStaff, latestOutbox, signIn, type StaffMember } from './service';

const account = ({ firstName, lastName, email, role }: StaffMember): StaffAccount => ({
  firstName,
  lastName,
  email,
  role,
});

export async function staffRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;
  const rateLimit = { max: ctx.config.formRateLimitPerMinute, timeWindow: '1 minute' };
  app.decorate('staffLookup', (id: number) => findStaff(ctx.db, id));
  app.decorateRequest('bizStaff', undefined);

  app.post(
    `${api}/${STAFF_CALLS.signIn.path}`,
    {
      // Cookie-authenticated: JSON only, same origin only (security/request-guards.ts).
      config: { rateLimit, cookieAuth: true },
      schema: {
        tags: ['staff'],
        summary: 'Staff sign-in (agent or staff account)',
        description:
          "Wrong or unknown credentials: 401 'The email or password is not right.' Attempts " +
          'are throttled per e-mail (known or not, the same answers) and per client before the ' +
          'password is compared: after 5 attempts for one e-mail (10 from one client) each ' +
          "further one waits a delay that doubles: 429 'Too many sign-in attempts. Try again in " +
          "N seconds.' with Retry-After. A success gives the session a new cookie secret.",
        body: staffSignInBody,
        response: { 200: staffSignInResponse },
      },
    },
    async (request, reply) => {
      const result = await signIn(ctx.db, { ...request.body, client: request.ip });
      if (!result.ok) {
        request.log.info({ staffSignIn: result.reason }, 'staff sign-in refused');
        if (result.reason === 'throttled') {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new HttpError(429, STAFF_MESSAGES.throttled(result.retryAfterSeconds), {
            code: 'THROTTLED',
          });
        }
        throw new HttpError(401, STAFF_MESSAGES.badCredentials, { code: 'BAD_CREDENTIALS' });
      }
      // Same session (its cart and access token stay, decision 015) under a new cookie secret:
      // a cookie planted before sign-in must not gain staff rights (session fixation).
      const session = await ensureSession(request, reply);
      request.bizSession = await request.server.sessions.patch(session, {
        [STAFF_SESSION_KEY]: result.staff.id,
        staffStamp: result.staff.stamp,
      });
      await rotateSession(request, reply);
      request.bizStaff = result.staff;
      request.log.info({ staffId: result.staff.id }, 'staff signed in');
      return { Status: 'SUCCESS' as const, staff: account(result.staff) };
    },
  );

  app.post(
    `${api}/${STAFF_CALLS.signOut.path}`,
    {
      config: { cookieAuth: true },
      schema: {
        tags: ['staff'],
        summary:
          'Staff sign-out (the visitor session stays under a new cookie secret; only the account is forgotten)',
        response: { 200: staffSignOutResponse },
      },
    },
    async (request, reply) => {
      const session = await currentSession(request);
      if (session && session.data[STAFF_SESSION_KEY] !== undefined) {
        request.bizSession = await request.server.sessions.patch(session, {
          [STAFF_SESSION_KEY]: undefined,
          staffStamp: undefined,
        });
        await rotateSession(request, reply);
      }
      request.bizStaff = null;
      return { Status: 'SUCCESS' as const };
    },
  );

  staffCalls(app, ctx, ['staff']).read(
    STAFF_CALLS.me,
    {
      summary: 'The signed-in staff account (401 when nobody is signed in)',
      response: staffSignInResponse,
    },
    async (_query, request) => ({ staff: account((await currentStaff(request))!) }),
  );

  // Message bodies carry saved-cart links: never cached by a shared cache or the browser.
  staffCalls(app, ctx, ['staff'], ['staff']).read(
    STAFF_CALLS.outbox,
    {
      summary: 'Development mailbox: the latest outbox messages, newest first (staff role only)',
      querystring: staffOutboxQuery,
      response: staffOutboxResponse,
      noStore: true,
    },
    async (query) => ({ messages: await latestOutbox(ctx.db, query) }),
  );
}
