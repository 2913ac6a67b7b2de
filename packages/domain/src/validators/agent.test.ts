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
import { itValidatesForm } from './validator-cases';

const valid = {
  firstName: 'Sam',
  lastName: 'Reyes',
  agentEmail: 'sam.reyes@provider-sales.com',
  customerEmail: 'owner@bakery.com',
};

describe('agent form (002 §5)', () => {
  it("agent e-mail empty: 'Email must be entered.'", () => {
    expect(validateAgentEmail('')).toBe('Email must be entered.');
    expect(validateAgentEmail(null)).toBe('Email must be entered.');
  });

  it("agent e-mail invalid: 'Please enter a valid email address.'", () => {
    expect(validateAgentEmail('sam@')).toBe('Please enter a valid email address.');
    expect(validateAgentEmail('sam@provider.com')).toBeNull();
  });

  it.each(FREE_MAIL_DOMAINS)('rejects the public mail provider %s', (domain) => {
    expect(isFreeMailDomain(`sam@${domain.toUpperCase()}`)).toBe(true);
    expect(validateAgentEmail(`sam@${domain}`)).toBe('Please enter a valid email address.');
  });

  it('rejects exactly four public providers', () => {
    expect(FREE_MAIL_DOMAINS).toEqual(['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com']);
    expect(isFreeMailDomain('sam@gmail.company.com')).toBe(false);
  });

  it('customer e-mail: com, net, org, edu, mil, name or two-letter endings', () => {
    expect(validateAgentCustomerEmail('a@b.name')).toBeNull();
    expect(validateAgentCustomerEmail('a@b.fr')).toBeNull();
    expect(validateAgentCustomerEmail('a@b.info')).toBe('Please enter a valid email address.');
    expect(validateAgentCustomerEmail('')).toBe('Email must be entered.');
    expect(validateAgentCustomerEmail('owner@gmail.com')).toBeNull();
  });

  it("names must be non-blank: 'Enter a valid First Name' / 'Enter a valid Last Name'", () => {
    expect(validateAgentFirstName(' ')).toBe('Enter a valid First Name');
    expect(validateAgentLastName('')).toBe('Enter a valid Last Name');
    expect(validateAgentFirstName('Sam')).toBeNull();
    expect(validateAgentLastName('Reyes')).toBeNull();
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
