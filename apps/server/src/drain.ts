/**
 * Shutdown waits for handlers, not only for connections. A client that goes away mid-request (a
 * load test ending, a closed tab, a proxy timing out) ends its connection, so the HTTP server
 * counts it closed while its handler still runs; without this, `app.close()` resolved and the
 * database closed under that handler ("driver has already been destroyed", a 500 logged at
 * error). Every route handler is counted while it runs, and closing waits for the count to reach
 * zero (at most `maxWaitMs`; the process's own shutdown timer bounds it too).
 */
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export function drainHandlersOnClose(app: FastifyInstance, maxWaitMs = 10_000): void {
  let running = 0;
  let whenIdle: (() => void) | undefined;
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function (this: FastifyInstance, request, reply) {
      running++;
      try {
        return await handler.call(this, request, reply);
      } finally {
        running--;
        if (running === 0) whenIdle?.();
      }
    };
  });
  app.addHook('onClose', async () => {
    if (running === 0) return;
    await new Promise<void>((resolve) => {
      whenIdle = resolve;
      setTimeout(resolve, maxWaitMs).unref();
    });
  });
}
