/**
 * Digital agent save form (002 §5, §7 SaveOrder/DoAgentSaveOrder): AgentFirstName,
 * AgentLastName, AgentEmailAddress, CustomerEmailAddress.
 */
import { ERROR_MESSAGES } from '../errors';
import { asText, isBlank, readField } from '../input';
import { isProductEmail, isStandardEmail, sameEmail } from './email';

/**
 * Free consumer mail domains rejected for the agent e-mail. The spec says only "four public
 * mail providers are rejected"; bizline's four are these.
 */
export const FREE_MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'] as const;

/** Whether an e-mail's domain is one of the four public providers (case-insensitive). */
export function isFreeMailDomain(email: unknown): boolean {
  const text = asText(email).trim().toLowerCase();
  const at = text.lastIndexOf('@');
  return at >= 0 && (FREE_MAIL_DOMAINS as readonly string[]).includes(text.slice(at + 1));
}

/** Agent e-mail: 'Email must be entered.' when empty; 'Please enter a valid email
 * address.' when invalid or from a public mail provider. */
export function validateAgentEmail(value: unknown): string | null {
  if (isBlank(value)) return ERROR_MESSAGES.agentEmailRequired;
  if (!isStandardEmail(value) || isFreeMailDomain(value)) return ERROR_MESSAGES.agentEmailInvalid;
  return null;
}

/** Customer e-mail: pattern with com, net, org, edu, mil, name or two-letter endings.
 * The spec gives the agent e-mail's messages only; bizline uses the same two. */
export function validateAgentCustomerEmail(value: unknown): string | null {
  if (isBlank(value)) return ERROR_MESSAGES.agentEmailRequired;
  return isProductEmail(value) ? null : ERROR_MESSAGES.agentEmailInvalid;
}

/** First name non-blank: 'Enter a valid First Name'. */
export function validateAgentFirstName(value: unknown): string | null {
  return isBlank(value) ? ERROR_MESSAGES.firstNameInvalid : null;
}

/** Last name non-blank: 'Enter a valid Last Name'. */
export function validateAgentLastName(value: unknown): string | null {
  return isBlank(value) ? ERROR_MESSAGES.lastNameInvalid : null;
}

export type AgentFormField = 'firstName' | 'lastName' | 'agentEmail' | 'customerEmail';

/**
 * The agent form: `{ firstName, lastName, agentEmail, customerEmail }`. When both e-mails are
 * otherwise valid they must differ (case-insensitive): 'Customer & Agent email addresses cannot
 * be the same', reported on the customer e-mail.
 */
export function validateAgentForm(values: unknown): Partial<Record<AgentFormField, string>> {
  const errors: Partial<Record<AgentFormField, string>> = {};
  const agentEmail = readField(values, 'agentEmail');
  const customerEmail = readField(values, 'customerEmail');
  const checks: ReadonlyArray<[AgentFormField, string | null]> = [
    ['firstName', validateAgentFirstName(readField(values, 'firstName'))],
    ['lastName', validateAgentLastName(readField(values, 'lastName'))],
    ['agentEmail', validateAgentEmail(agentEmail)],
    ['customerEmail', validateAgentCustomerEmail(customerEmail)],
  ];
  for (const [field, message] of checks) if (message !== null) errors[field] = message;
  if (
    errors.agentEmail === undefined &&
    errors.customerEmail === undefined &&
    sameEmail(agentEmail, customerEmail)
  ) {
    errors.customerEmail = ERROR_MESSAGES.agentCustomerEmailSame;
  }
  return errors;
}
