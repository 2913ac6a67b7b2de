/**
 * Security headers for every response, with @fastify/helmet:
 * - A strict Content-Security-Policy: only our own origin; the storefront's one inline script
 *   (the runtime config) allowed by its SHA-256; `data:` images (the agent's QR code); no
 *   plugins, no framing, no <base> elsewhere than our own origin. The OpenAPI UI at the API's
 *   /docs gets the relaxed policy Swagger UI needs (its inline styles and data: icons).
 * - HSTS only when the request came over https (directly or through a trusted proxy).
 * - `Cache-Control: no-store` on every API response that does not set its own caching: most
 *   answers carry personal data (cart, checkout, order status), so none is kept by a browser or
 *   a shared cache unless a route says so (content, catalogue images, AppConfig do).
 */
import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { publicConfig } from '../config';
import { configScript } from '../modules/storefront/service';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The two fixed <style> elements react-aria inserts (usePress: touch-action on pressable
 * elements; usePreventScroll: overscroll containment in modals), allowed by their hashes. If an
 * upgrade changes them, the browser journeys fail on the CSP violation (e2e/support/fixtures.ts).
 */
const LIBRARY_STYLE_ELEMENTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy of every document except the OpenAPI UI; `scriptHash` is 'sha256-...'. */
function storefrontCsp(scriptHash: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", `'${scriptHash}'`],
    // Style elements only from our files; style attributes (React's CSSOM styles need nothing,
    // but e-mails shown in the staff mailbox's sandboxed frame carry style="...") are allowed.
    styleSrc: ["'self'", ...LIBRARY_STYLE_ELEMENTS.map(sha256)],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    // The storefront's <base href> (one build under any STOREFRONT_BASE, decision 006) is our
    // own origin; no other base is accepted.
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function installSecurityHeaders(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const scriptHash = `sha256-${createHash('sha256')
    .update(configScript(publicConfig(ctx.config)))
    .digest('base64')}`;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: storefrontCsp(scriptHash) },
    // Set below, only over https.
    strictTransportSecurity: false,
    // The storefront loads nothing cross-origin; these would only get in the way of links.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
  });

  const apiPrefix = `${ctx.config.apiBase}/`;
  const docsPrefix = `${ctx.config.apiBase}/docs`;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const path = request.url.split('?')[0] ?? '';
    if (path === docsPrefix || path.startsWith(`${docsPrefix}/`)) {
      reply.header('content-security-policy', DOCS_CSP);
    } else if (path.startsWith(apiPrefix) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
