/**
 * Wire contract of digital agent mode (spec 002 §2, §4, §5, §7; issue 6 "Digital agent mode"):
 * a signed-in agent (or staff member) saves the session's cart for a customer, the customer is
 * e-mailed the retrieval link, and the page shows the cart id, its 20-day validity and a QR code
 * of the link. Paths are relative to the API base. Both calls need the Bearer token AND a staff
 * session (roles agent or staff): 401 when nobody is signed in, 403 for a customer.
 */
import { z } from 'zod';
import { SAVED_CART_RETENTION_DAYS } from '../constants';
import { validateAgentForm, type AgentFormField } from '../validators/agent';

export const AGENT_CALLS = {
  /** JSON or form (DoAgentSaveOrderBody); saves as the agent and e-mails the customer. */
  doAgentSaveOrder: { method: 'POST', path: 'SaveOrder/DoAgentSaveOrder' },
  /** JSON { scartid }; a PNG QR code (data URL) of the retrieval link of a cart this agent saved. */
  getQRCodeImage: { method: 'POST', path: 'SaveOrder/GetQRCodeImage' },
} as const satisfies Record<string, { method: 'GET' | 'POST'; path: string }>;

/** Query parameter that turns agent mode on (002 §2); enableDigitalLink = 'Y' does too. */
export const DIGITAL_AGENT_QUERY_PARAM = 'digitalagent';

/** Wire field of each agent form field (002 §3 "Digital save-order payload"). */
const AGENT_WIRE_FIELDS = {
  firstName: 'AgentFirstName',
  lastName: 'AgentLastName',
  agentEmail: 'AgentEmailAddress',
  customerEmail: 'CustomerEmailAddress',
} as const satisfies Record<AgentFormField, string>;

export const AGENT_MESSAGES = {
  /** GetQRCodeImage for an unknown or expired id, or a cart another agent saved (same 404). */
  notAgentCart: 'You have not saved a cart with this id, or it has expired.',
} as const;

const text = z.string({ error: 'must be text' }).trim().max(254);

/** POST SaveOrder/DoAgentSaveOrder; every 002 §5 agent rule, reported on its wire field. */
export const doAgentSaveOrderBody = z
  .object({
    AgentFirstName: text.optional().default(''),
    AgentLastName: text.optional().default(''),
    AgentEmailAddress: text.optional().default(''),
    CustomerEmailAddress: text.optional().default(''),
  })
  .superRefine((v, ctx) => {
    const errors = validateAgentForm({
      firstName: v.AgentFirstName,
      lastName: v.AgentLastName,
      agentEmail: v.AgentEmailAddress,
      customerEmail: v.CustomerEmailAddress,
    });
    for (const [field, message] of Object.entries(errors) as [AgentFormField, string][]) {
      ctx.addIssue({ code: 'custom', message, path: [AGENT_WIRE_FIELDS[field]] });
    }
  });
export type DoAgentSaveOrderBody = z.input<typeof doAgentSaveOrderBody>;
export type DoAgentSaveOrderParsed = z.output<typeof doAgentSaveOrderBody>;

export const doAgentSaveOrderAnswer = z.object({
  Status: z.literal('SUCCESS'),
  scartid: z.string(),
  /** Days the saved cart is kept (SAVED_CART_RETENTION_DAYS, 20; 002 §4 agent modal). */
  validDays: z.literal(SAVED_CART_RETENTION_DAYS),
  /** ISO time the saved cart is deleted. */
  expiresAt: z.string(),
  /** The retrieval link the customer was e-mailed (the QR code encodes it). */
  link: z.string(),
});
export type DoAgentSaveOrderAnswer = z.infer<typeof doAgentSaveOrderAnswer>;

export const getQRCodeImageBody = z.object({ scartid: z.string().trim().min(1).max(100) });

export const getQRCodeImageAnswer = z.object({
  /** 'data:image/png;base64,...' */
  image: z.string(),
  /** The link the QR code encodes (for the image's alt text). */
  link: z.string(),
});
export type GetQRCodeImageAnswer = z.infer<typeof getQRCodeImageAnswer>;
