/**
 * Builds the Fastify application from an AppContext: plugins, error handling, then one
 * registrar per module. Kept free of process concerns (ports, signals) so tests build the same
 * app over a throw-away database and talk to it over real HTTP.
 */
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { ZodApp } from './zod-app';
import { installErrorHandlers } from './http-errors';
import { registerApiDocs } from './api-docs';
import { installSecurityHeaders } from './security/headers';
import { installRequestGuards, parseJsonBody } from './security/request-guards';
import { installInputGuard } from './input-guard';
import { fastifyTrustProxy } from './config';
import { createCounters, rateLimitStore } from './limits/counters';
import { SessionService } from './modules/session/service';
import { decorateSessionRequest } from './modules/session/plugin';
import { sessionRoutes } from './modules/session/routes';
import { eventRoutes } from './modules/events/routes';
import { contentRoutes } from './modules/content/routes';
import { healthRoutes } from './modules/health/routes';
import { storefrontRoutes } from './modules/storefront/routes';
import { addressRoutes } from './modules/address/routes';
import { qualificationRoutes } from './modules/qualification/routes';
import { captchaRoutes } from './modules/captcha/routes';
import { bulkRoutes } from './modules/bulk/routes';
import { waitlistRoutes } from './modules/waitlist/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { schedulingRoutes } from './modules/scheduling/routes';
import { orderRoutes } from './modules/orders/routes';
import { consoleOrderRoutes } from './modules/orders/console-routes';
import { orderPageRoutes } from './modules/order-page/routes';
import { quoteRoutes } from './modules/quote/routes';
import { savedCartRoutes } from './modules/saved-cart/routes';
import { abandonedCartRoutes } from './modules/abandoned-cart/routes';
import { agentRoutes } from './modules/agent/routes';
import { staffRoutes } from './modules/staff/routes';
import { staffAdminRoutes } from './modules/staff/admin-routes';
import { auditRoutes } from './modules/audit/routes';
import { consoleWorkRoutes } from './modules/console/routes';
import { importRoutes } from './modules/imports/routes';
import { funnelRoutes } from './modules/funnel/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { apiKeyRoutes } from './modules/tmf622/key-routes';
import { tmf622Routes } from './modules/tmf622/routes';
import { tmfHubRoutes } from './modules/tmf-hub/routes';
import { tmf620Routes } from './modules/tmf620/routes';
import { tmf646Routes } from './modules/tmf646/routes';
import { noticeRoutes } from './modules/notices/index';
import { installObservability } from './observability/serve';
import { tracedServerFactory, tracingActive } from './observability/tracing';
import { drainHandlersOnClose } from './drain';
import { requestLogController } from './logger-requests';

export async function buildApp(ctx: AppContext): Promise<ZodApp> {
  const app = Fastify({
    loggerInstance: ctx.log,
    // One line per request instead of Fastify's two (./logger-requests.ts).
    logController: requestLogController(),
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    // Tracing: each request runs inside its span from the first byte (observability/tracing.ts).
    ...(tracingActive() ? { serverFactory: tracedServerFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  // First, so every route is measured and traced (off unless configured).
  installObservability(app, ctx);
  // Before any route: closing waits for the handlers still running (./drain.ts).
  drainHandlersOnClose(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  installRequestGuards(app, ctx);
  // Beacon-style posts may arrive as text/plain: accept JSON text there too (with a Bearer token;
  // cookie-only calls take application/json alone, see security/request-guards.ts).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : parseJsonBody(body as string));
    } catch (e) {
      // Too deep or a poisoning key: refused; text that is not JSON goes on as text.
      if ((e as { code?: string }).code === 'FST_ERR_CTP_INVALID_JSON_BODY') done(null, body);
      else done(e as Error, undefined);
    }
  });
  // Per-route limits per client IP; the counters are shared by all processes on PostgreSQL.
  const limits = createCounters(ctx.db);
  app.decorate('limits', limits);
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateLimitStore(limits) as unknown as FastifyRateLimitStoreCtor,
  });

  await registerApiDocs(app, ctx);
  await installSecurityHeaders(app, ctx);

  app.decorate('sessions', new SessionService(ctx.db, ctx.config.sessionTtlHours));
  app.decorate('sessionTtlSeconds', ctx.config.sessionTtlHours * 3600);
  decorateSessionRequest(app);

  installErrorHandlers(app);
  installInputGuard(app);

  // The storefront goes last: it owns the not-found handler (SPA fallback, JSON 404 for the API).
  for (const registrar of [
    sessionRoutes,
    eventRoutes,
    contentRoutes,
    healthRoutes,
    addressRoutes,
    qualificationRoutes,
    captchaRoutes,
    bulkRoutes,
    waitlistRoutes,
    catalogueRoutes,
    cartRoutes,
    checkoutRoutes,
    schedulingRoutes,
    orderRoutes,
    consoleOrderRoutes,
    orderPageRoutes,
    quoteRoutes,
    staffRoutes,
    staffAdminRoutes,
    auditRoutes,
    consoleWorkRoutes,
    savedCartRoutes,
    abandonedCartRoutes,
    agentRoutes,
    importRoutes,
    funnelRoutes,
    webhookRoutes,
    apiKeyRoutes,
    tmf622Routes,
    noticeRoutes,
    tmfHubRoutes,
    tmf620Routes,
    tmf646Routes,
    storefrontRoutes,
  ]) {
    await registrar(app, ctx);
  }
  return app;
}
