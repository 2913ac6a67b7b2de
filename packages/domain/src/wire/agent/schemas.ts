/** Schemas of the agent wire contract; what the calls mean is in wire/agent.ts. */
import { z } from 'zod';
import { success } from '../answer';
import { SAVED_CART_RETENTION_DAYS } from '../../constants';
import { validateAgentForm, type AgentFormField } from '../../validators/agent';

/** Query parameter that turns agent mode on; enableDigitalLink = 'Y' does too. */
export const DIGITAL_AGENT_QUERY_PARAM = 'digitalagent';

/** Wire field of each agent form field. */
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

export const doAgentSaveOrderAnswer = success({
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
