/**
 * The digital-agent calls: the Bearer token and a staff session (roles agent or staff).
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { call } from '../call';
import type * as s from './schemas';

export const AGENT_CALLS = {
  /** JSON or form (DoAgentSaveOrderBody); saves as the agent and e-mails the customer. */
  doAgentSaveOrder: call<s.DoAgentSaveOrderBody, s.DoAgentSaveOrderAnswer>(
    'POST',
    'SaveOrder/DoAgentSaveOrder',
  ),
  /** JSON { scartid }; a PNG QR code (data URL) of the retrieval link of a cart this agent saved. */
  getQRCodeImage: call<{ scartid: string }, s.GetQRCodeImageAnswer>(
    'POST',
    'SaveOrder/GetQRCodeImage',
  ),
};
