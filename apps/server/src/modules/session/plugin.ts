/**
 * Request helpers for sessions and access tokens. `currentSession` reads the visitor's session
 * (null when none); `ensureSession` creates one and sets the cookie; `requireAccessToken` is the
 * hook every token call declares: 401 unless a valid Bearer token issued to this session, and
 * then `request.session` is that session (typed, never null) for the handler to read;
 * `endSession` deletes the session and clears the cookie (the referral kiosk's reset). Attach
 * the hook as `preValidation` so a caller without a token gets 401, not a 400 about its inputs.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { AppContext } from '../../context';
import { errorBody } from '../../http-errors';
import { overLimit } from '../../limits/counters';
import { SESSION_COOKIE, type Session, type SessionService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved session, cached for the request (undefined = not looked up yet). */
    bizSession: Session | null | undefined;
    /** True once requireAccessToken accepted the request's token for its session. */
    bizTokenChecked: boolean;
    /**
     * The session the request's access token belongs to: for routes that declare
     * requireAccessToken (reading it elsewhere is a programming error and throws).
     */
    readonly session: Session;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** The request fields above; app.ts installs them once, before any route. */
export function decorateSessionRequest(app: FastifyInstance): void {
  app.decorateRequest('bizSession', undefined);
  app.decorateRequest('bizTokenChecked', false);
  app.decorateRequest('session', {
    getter(this: FastifyRequest): Session {
      if (!this.bizTokenChecked || !this.bizSession) {
        throw new Error('request.session read by a route that does not run requireAccessToken');
      }
      return this.bizSession;
    },
  });
}

export async function currentSession(request: FastifyRequest): Promise<Session | null> {
  if (request.bizSession === undefined) {
    request.bizSession = await request.server.sessions.find(request.cookies[SESSION_COOKIE]);
  }
  return request.bizSession;
}

export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Session> {
  const existing = await currentSession(request);
  if (existing) return existing;
  const { secret, session } = await request.server.sessions.create();
  setSessionCookie(request, reply, secret);
  request.bizSession = session;
  return session;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Secure whenever the visitor reached us over TLS (directly or via a trusted proxy).
    secure: request.protocol === 'https',
    maxAge: request.server.sessionTtlSeconds,
  });
}

/**
 * Gives the visitor's session a new cookie secret (same session, cart and access token) and
 * sets the cookie: call it wherever privileges change (session fixation, issue 11).
 */
export async function rotateSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(request);
  if (!session) return;
  setSessionCookie(request, reply, await request.server.sessions.rotate(session));
}

/** Delete the visitor's session (when there is one) and clear its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await currentSession(request);
  if (session) await request.server.sessions.end(session);
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  request.bizSession = null;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionTtlSeconds: number;
  }
}

const UNAUTHORIZED_MESSAGE = 'Access token missing, invalid or expired';

export function requireAccessToken(ctx: AppContext): preHandlerAsyncHookHandler {
  return async function checkAccessToken(request, reply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const check = match?.[1] ? ctx.tokens.verify(match[1]) : null;
    const session = check?.ok ? await currentSession(request) : null;
    if (!check?.ok || !session || session.id !== check.claims.sub) {
      reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(401).send(errorBody(UNAUTHORIZED_MESSAGE, { code: 'UNAUTHORIZED' }));
    }
    request.bizTokenChecked = true;
    // Every token call counts against its session: one session cannot flood the
    // database through the calls that store something (qualification attempts, carts...).
    const key = `api|session:${session.id}`;
    const max = ctx.config.apiRateLimitPerMinute;
    if (await overLimit(request.server.limits, reply, key, max, 60_000)) return reply;
  };
}
