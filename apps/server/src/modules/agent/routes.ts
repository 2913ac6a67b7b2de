/**
 * Digital agent mode calls (002 §7 SaveOrder/DoAgentSaveOrder, SaveOrder/GetQRCodeImage; issue 6;
 * AGENT_CALLS in packages/domain/src/wire/agent.ts). Thin: each handler calls one service
 * function. Both need a signed-in agent or staff member (401/403) and the session's token.
 */
import type { FastifyRequest } from 'fastify';
import {
  AGENT_CALLS,
  AGENT_MESSAGES,
  doAgentSaveOrderAnswer,
  doAgentSaveOrderBody,
  getQRCodeImageAnswer,
  getQRCodeImageBody,
} from '@bizline/domain/wire/agent';
import type { AppContext } from '../../context';
import type { ZodApp } from '../../zod-app';
import { requireAccessToken } from '../session/plugin';
import { currentStaff, requireStaff } from '../staff/plugin';
import * as service from './service';

async function signedIn(request: FastifyRequest) {
  const staff = await currentStaff(request);
  if (!staff) throw new Error('requireStaff let a request without a staff member through');
  return { session: request.session, staff };
}

export async function agentRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const at = (call: { path: string }) => `${ctx.config.apiBase}/${call.path}`;
  const tags = ['agent'];
  // Staff first: a visitor without an account is told to sign in as staff.
  const preValidation = [requireStaff(ctx, ['agent', 'staff']), requireAccessToken(ctx)];

  app.post(
    at(AGENT_CALLS.doAgentSaveOrder),
    {
      preValidation,
      schema: {
        tags,
        summary: "Agent saves the session's cart for a customer (002 §4 'Digital agent save')",
        description:
          'Form or JSON. Every 002 §5 agent rule, reported on its field (400). Saved as ' +
          "saved_by 'agent' for 20 days; the customer is e-mailed the retrieval link. " +
          '409 when the cart is empty.',
        body: doAgentSaveOrderBody,
        response: { 200: doAgentSaveOrderAnswer },
      },
    },
    async (request) => {
      const { session, staff } = await signedIn(request);
      return service.agentSave(ctx, app.sessions, session, staff, request.body);
    },
  );

  app.post(
    at(AGENT_CALLS.getQRCodeImage),
    {
      preValidation,
      schema: {
        tags,
        summary: 'PNG QR code (base64 data URL) of the retrieval link of a cart this agent saved',
        description: `404 '${AGENT_MESSAGES.notAgentCart}' otherwise.`,
        body: getQRCodeImageBody,
        response: { 200: getQRCodeImageAnswer },
      },
    },
    async (request) => {
      const { staff } = await signedIn(request);
      return service.qrCodeImage(ctx, staff, request.body.scartid);
    },
  );
}
