import { describe, expect, it } from 'vitest';
import {
  FREE_MAIL_DOMAINS,
  isFreeMailDomain,
  validateAgentCustomerEmail,
  validateAgentEmail,
  validateAgentFirstName,
  validateAgentForm,
  validateAgentLastName,
} from './agent';
import { itChecksField, itValidatesForm } from './validator-cases';

const valid = {
  firstName: 'Sam',
  lastName: 'Reyes',
  agentEmail: 'sam.reyes@provider-sales.com',
  customerEmail: 'owner@bakery.com',
};

describe('agent form (002 §5)', () => {
  it.each(FREE_MAIL_DOMAINS)('rejects the public mail provider %s', (domain) => {
    expect(isFreeMailDomain(`sam@${domain.toUpperCase()}`)).toBe(true);
    expect(validateAgentEmail(`sam@${domain}`)).toBe('Please enter a valid email address.');
  });

  it('rejects exactly four public providers', () => {
    expect(FREE_MAIL_DOMAINS).toEqual(['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com']);
    expect(isFreeMailDomain('sam@gmail.company.com')).toBe(false);
  });

  describe.each([
    [
      "agent e-mail empty: 'Email must be entered.'",
      validateAgentEmail,
      'Email must be entered.',
      ['sam@provider.com'],
      ['', null],
    ],
    [
      "agent e-mail invalid: 'Please enter a valid email address.'",
      validateAgentEmail,
      'Please enter a valid email address.',
      ['sam@provider.com'],
      ['sam@'],
    ],
    [
      'customer e-mail: com, net, org, edu, mil, name or two-letter endings',
      validateAgentCustomerEmail,
      'Please enter a valid email address.',
      ['a@b.name', 'a@b.fr', 'owner@gmail.com'],
      ['a@b.info'],
    ],
    [
      "customer e-mail empty: 'Email must be entered.'",
      validateAgentCustomerEmail,
      'Email must be entered.',
      ['owner@gmail.com'],
      [''],
    ],
    [
      "first name non-blank: 'Enter a valid First Name'",
      validateAgentFirstName,
      'Enter a valid First Name',
      ['Sam'],
      [' '],
    ],
    [
      "last name non-blank: 'Enter a valid Last Name'",
      validateAgentLastName,
      'Enter a valid Last Name',
      ['Reyes'],
      [''],
    ],
  ])('%s', (_rule, validate, message, accepted, refused) => {
    itChecksField(validate, message, accepted, refused);
  });

  itValidatesForm(validateAgentForm, valid, {
    firstName: 'Enter a valid First Name',
    lastName: 'Enter a valid Last Name',
    agentEmail: 'Email must be entered.',
    customerEmail: 'Email must be entered.',
  });

  it("the two e-mails must differ: 'Customer & Agent email addresses cannot be the same'", () => {
    expect(validateAgentForm({ ...valid, customerEmail: valid.agentEmail.toUpperCase() })).toEqual({
      customerEmail: 'Customer & Agent email addresses cannot be the same',
    });
  });
});
