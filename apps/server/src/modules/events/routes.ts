import type { AppContext } from '../../context';
import type { ZodApp } from '../../app';
import { currentSession } from '../session/plugin';
import { errorLogBody, eventLogBody, statusSuccess } from './schemas';
import { recordClientError, recordEvent } from './service';

export async function eventRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const api = ctx.config.apiBase;

  app.post(
    `${api}/EventLog/Save`,
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['events'],
        summary: 'Store a UI event (002 §7, §9); sent fire-and-forget by the storefront',
        body: eventLogBody,
        response: { 200: statusSuccess },
      },
    },
    async (request) => {
      const session = await currentSession(request);
      await recordEvent(ctx.db, request.body, session?.id);
      return { Status: 'SUCCESS' as const };
    },
  );

  const logError = {
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['events'],
      summary: 'Record a client-side failure: message and url (002 §7 ErrLogger/GetLog)',
      body: errorLogBody,
      response: { 200: statusSuccess },
    },
  };
  app.post(`${api}/ErrLogger/GetLog`, logError, async (request) => {
    const session = await currentSession(request);
    await recordClientError(ctx.db, request.body, session?.id);
    return { Status: 'SUCCESS' as const };
  });
}
