/**
 * The digital-agent calls: the Bearer token and a staff session (roles agent or staff).
 * Call list without zod at runtime (types only from ./schemas); the server validates with the
 * schemas.
 */
import { tokenCalls } from '../call';
import type * as s from './schemas';

const { post } = tokenCalls;

export const AGENT_CALLS = {
  /** JSON or form (DoAgentSaveOrderBody); saves as the agent and e-mails the customer. */
  doAgentSaveOrder: post<s.DoAgentSaveOrderBody, s.DoAgentSaveOrderAnswer>(
    'SaveOrder/DoAgentSaveOrder',
  ),
  /** JSON { scartid }; a PNG QR code (data URL) of the retrieval link of a cart this agent saved. */
  getQRCodeImage: post<{ scartid: string }, s.GetQRCodeImageAnswer>('SaveOrder/GetQRCodeImage'),
};
